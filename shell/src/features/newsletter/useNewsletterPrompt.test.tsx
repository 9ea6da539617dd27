import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { useSession } from '@portal/shared-ui/stores/session';
import { useNewsletterPrompt } from './useNewsletterPrompt';

function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    name: 'Ilze Bērziņa',
    first_name: 'Ilze',
    last_name: 'Bērziņa',
    school: null,
    school_id: null,
    description: null,
    avatar: null,
    avatar_id: null,
    pseudonym: null,
    email: 'ilze@skola.lv',
    newsletter: null,
    verified: true,
    enabled: true,
    ...overrides,
  };
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
    signedIn(makeUser());
    expect(current()).toEqual({ name: 'newsletter' });
  });

  it('does not ask a user who has answered', () => {
    render(<Prompt />);
    signedIn(makeUser({ newsletter: false }));
    expect(current()).toBeNull();
  });

  it('waits for the login dialog to close', () => {
    render(<Prompt />);
    act(() => useDialogs.getState().openDialog('login'));
    signedIn(makeUser());
    expect(current()?.name).toBe('login');
    act(() => useDialogs.getState().closeDialog());
    expect(current()).toEqual({ name: 'newsletter' });
  });

  it('asks once per sign-in: closed without an answer it stays closed, a new sign-in asks again', () => {
    render(<Prompt />);
    signedIn(makeUser());
    act(() => useDialogs.getState().closeDialog());
    // Another dialog opened and closed meanwhile does not bring it back.
    act(() => useDialogs.getState().openDialog('register'));
    act(() => useDialogs.getState().closeDialog());
    expect(current()).toBeNull();
    signedIn(null);
    signedIn(makeUser());
    expect(current()).toEqual({ name: 'newsletter' });
  });
});
