import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { useSession } from '@portal/shared-ui/stores/session';
import { makeUser } from '@portal/shared-ui/testing/fixtures';
import { useNewsletterPrompt } from './useNewsletterPrompt';

/** A teacher who has not answered the newsletter question yet, unless told otherwise. */
function teacher(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    id: 7,
    name: 'Ilze Bērziņa',
    first_name: 'Ilze',
    last_name: 'Bērziņa',
    email: 'ilze@skola.lv',
    newsletter: null,
    ...overrides,
  });
}

function Prompt() {
  useNewsletterPrompt();
  return null;
}

const initialSession = useSession.getState();
const current = () => useDialogs.getState().current;
const signedIn = (user: CurrentUser | null) =>
  act(() =>
    useSession.setState(
      user ? { token: 't', user, status: 'authenticated' } : { token: null, user: null, status: 'anonymous' },
    ),
  );

beforeEach(() => {
  useDialogs.setState({ current: null });
  useSession.setState({ token: null, user: null, status: 'anonymous' });
});

afterEach(() => {
  act(() => useDialogs.setState({ current: null }));
  useSession.setState(initialSession, true);
});

describe('newsletter prompt', () => {
  it('opens the newsletter dialog when a user with an unanswered preference signs in', () => {
    render(<Prompt />);
    expect(current()).toBeNull();
    signedIn(teacher());
    expect(current()).toEqual({ name: 'newsletter' });
  });

  it('does not ask a user who has answered', () => {
    render(<Prompt />);
    signedIn(teacher({ newsletter: false }));
    expect(current()).toBeNull();
  });

  it('waits for the login dialog to close', () => {
    render(<Prompt />);
    act(() => useDialogs.getState().openDialog('login'));
    signedIn(teacher());
    expect(current()?.name).toBe('login');
    act(() => useDialogs.getState().closeDialog());
    expect(current()).toEqual({ name: 'newsletter' });
  });

  it('asks once per sign-in: closed without an answer it stays closed, a new sign-in asks again', () => {
    render(<Prompt />);
    signedIn(teacher());
    act(() => useDialogs.getState().closeDialog());
    // Another dialog opened and closed meanwhile does not bring it back.
    act(() => useDialogs.getState().openDialog('register'));
    act(() => useDialogs.getState().closeDialog());
    expect(current()).toBeNull();
    signedIn(null);
    signedIn(teacher());
    expect(current()).toEqual({ name: 'newsletter' });
  });
});
