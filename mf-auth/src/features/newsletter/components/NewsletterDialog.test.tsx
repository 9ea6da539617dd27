import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as authApi from '@portal/contracts/api/auth';
import { subscribeNewsletter, unsubscribeNewsletter } from '@portal/contracts/api/auth';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { useSession } from '@portal/shared-ui/stores/session';
import NewsletterDialog from './NewsletterDialog';
import { deferred } from '../../../testing/fixtures';
import { httpError, makeUser } from '@portal/shared-ui/testing/fixtures';

vi.mock('@portal/contracts/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  subscribeNewsletter: vi.fn(),
  unsubscribeNewsletter: vi.fn(),
}));

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ token: 'tok', user: makeUser({ newsletter: null }), status: 'authenticated' });
});

afterEach(() => {
  vi.clearAllMocks();
  useSession.setState(initialSession, true);
});

function renderDialog() {
  const onClose = vi.fn();
  render(<NewsletterDialog onClose={onClose} />);
  return { onClose };
}

const agree = () => screen.getByRole('button', { name: /Piekrītu/ }) as HTMLButtonElement;
const decline = () => screen.getByRole('button', { name: /Nepiekrītu/ }) as HTMLButtonElement;

describe("newsletter dialog 'Jaunumi'", () => {
  it('asks the question with both answers', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Jaunumi' })).toBeInTheDocument();
    expect(screen.getByText(/Vai piekrīti saņemt Mācību materiālu portāla jaunumus e-pastā\?/)).toBeVisible();
    expect(agree().disabled).toBe(false);
    expect(decline().disabled).toBe(false);
  });

  it("'Piekrītu' subscribes with both buttons disabled while processing, then updates the user and closes", async () => {
    const answer = deferred<CurrentUser>();
    vi.mocked(subscribeNewsletter).mockReturnValue(answer.promise);
    const { onClose } = renderDialog();
    await userEvent.click(agree());
    expect(agree().disabled).toBe(true);
    expect(decline().disabled).toBe(true);
    expect(agree().getAttribute('aria-busy')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    answer.resolve(makeUser({ newsletter: true }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(useSession.getState().user?.newsletter).toBe(true);
    expect(unsubscribeNewsletter).not.toHaveBeenCalled();
  });

  it("'Nepiekrītu' unsubscribes with both buttons disabled while processing, then closes", async () => {
    const answer = deferred<CurrentUser>();
    vi.mocked(unsubscribeNewsletter).mockReturnValue(answer.promise);
    const { onClose } = renderDialog();
    await userEvent.click(decline());
    expect(agree().disabled).toBe(true);
    expect(decline().disabled).toBe(true);
    answer.resolve(makeUser({ newsletter: false }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(useSession.getState().user?.newsletter).toBe(false);
    expect(subscribeNewsletter).not.toHaveBeenCalled();
  });

  it('stays open with the reason when the answer cannot be saved, and can be tried again', async () => {
    vi.mocked(subscribeNewsletter)
      .mockRejectedValueOnce(httpError(500, {}))
      .mockResolvedValueOnce(makeUser({ newsletter: true }));
    const { onClose } = renderDialog();
    await userEvent.click(agree());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Neizdevās sazināties ar serveri. Mēģini vēlreiz pēc brīža.',
    );
    expect(agree().disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(useSession.getState().user?.newsletter).toBeNull();
    await userEvent.click(agree());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
