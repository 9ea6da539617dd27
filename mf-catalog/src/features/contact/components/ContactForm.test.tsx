import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { captchaEndpoints } from '@portal/contracts/endpoints/captcha';
import { contactEndpoints } from '@portal/contracts/endpoints/contact';
import ContactPage from '../../../pages/ContactPage';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt } from '@portal/shared-ui/testing/render';

// The edges: the API over HTTP, and the proof-of-work widget itself (a bare element stands in for it).
vi.mock('altcha', () => import('@portal/shared-ui/testing/altcha'));

// The messages the form sent, per test.
let sent: Sent[];

beforeEach(() => {
  answer(captchaEndpoints.config, {
    data: { provider: 'altcha', site_key: null, challenge_url: '/api/captcha/challenge' },
  });
  sent = answer(contactEndpoints.send, { data: { sent: true } });
});

const field = (name: string) => screen.getByRole('textbox', { name });

async function captchaWidget(): Promise<Element> {
  return waitFor(() => {
    const widget = document.querySelector('altcha-widget');
    if (!widget) throw new Error('no captcha widget yet');
    return widget;
  });
}

/** What the altcha widget does once its proof of work is done. */
async function solveCaptcha(payload = 'pow-123') {
  const widget = await captchaWidget();
  act(() => {
    widget.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
  });
}

async function fillIn(user: UserEvent) {
  await user.type(field('Vārds'), 'Anna');
  await user.type(field('Uzvārds'), 'Ozola');
  await user.type(field('E-pasts'), 'anna.ozola@skola.lv');
  await user.type(field('Tēma'), 'Materiālu augšuplāde');
  await user.type(field('Ziņa'), 'Labdien!');
}

const renderContact = () => renderAt('/sazinies', '/sazinies', <ContactPage />);

describe('contact form', () => {
  it('shows the first message under every invalid field and under the captcha, and sends nothing', async () => {
    const user = userEvent.setup();
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Sazināties' })).toBeInTheDocument();
    await captchaWidget();

    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));

    expect(screen.getByText('Obligāti jāaizpilda vārds.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda uzvārds.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda e-pasts.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda tēma.')).toBeVisible();
    const captchaError = screen.getByText('Obligāti jāaizpilda drošības pārbaude.');
    expect(screen.getByRole('group', { name: 'Drošības pārbaude' }).contains(captchaError)).toBe(true);
    // The message has only a length limit (spec §5).
    expect(field('Ziņa').getAttribute('aria-invalid')).toBeNull();
    expect(field('Vārds').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Vārds'));
    expect(sent).toHaveLength(0);
  });

  it('checks a field when it is left and clears the message once it is right', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.type(field('E-pasts'), 'anna.ozola');
    await user.tab();
    expect(screen.getByText('E-pastam jābūt derīgai e-pasta adresei.')).toBeVisible();
    await user.type(field('E-pasts'), '@skola.lv');
    expect(screen.queryByText('E-pastam jābūt derīgai e-pasta adresei.')).not.toBeInTheDocument();
  });

  it('counts down the characters left in the message from 1000', async () => {
    const user = userEvent.setup();
    renderContact();
    expect(screen.getByText('Atlikušās rakstzīmes: 1000')).toBeVisible();
    await user.type(field('Ziņa'), 'Labdien!');
    expect(screen.getByText('Atlikušās rakstzīmes: 992')).toBeVisible();
  });

  it("sends the form with the captcha response, thanks, and starts over with 'Sūtīt jaunu ziņu'", async () => {
    const user = userEvent.setup();
    renderContact();
    await fillIn(user);
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));

    expect(await screen.findByText('Paldies! Tava ziņa ir nosūtīta.')).toBeVisible();
    expect(sent.map((request) => request.body)).toEqual([
      {
        first_name: 'Anna',
        last_name: 'Ozola',
        email: 'anna.ozola@skola.lv',
        topic: 'Materiālu augšuplāde',
        message: 'Labdien!',
        g_recaptcha_response: 'pow-123',
      },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Vārds' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sūtīt jaunu ziņu' }));
    expect(screen.queryByText('Paldies! Tava ziņa ir nosūtīta.')).not.toBeInTheDocument();
    expect((field('Vārds') as HTMLInputElement).value).toBe('');
    expect((field('Ziņa') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('Atlikušās rakstzīmes: 1000')).toBeVisible();
    expect(document.activeElement).toBe(field('Vārds'));

    // The old captcha response is spent: sending again needs a new one.
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));
    expect(screen.getByText('Obligāti jāaizpilda drošības pārbaude.')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  it("shows the server's 422 messages under their fields and asks for a new captcha", async () => {
    refuse(contactEndpoints.send, 422, {
      body: {
        message: 'Norādītie dati nav derīgi.',
        errors: {
          topic: ['Tēmai atļautas ne vairāk kā 250 rakstzīmes.'],
          g_recaptcha_response: ['Drošības pārbaude neizdevās. Mēģini vēlreiz.'],
        },
      },
    });
    const user = userEvent.setup();
    renderContact();
    await fillIn(user);
    await solveCaptcha();
    const widget = await captchaWidget();
    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));

    expect(await screen.findByText('Tēmai atļautas ne vairāk kā 250 rakstzīmes.')).toBeVisible();
    const captchaError = screen.getByText('Drošības pārbaude neizdevās. Mēģini vēlreiz.');
    expect(screen.getByRole('group', { name: 'Drošības pārbaude' }).contains(captchaError)).toBe(true);
    expect(field('Tēma').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Tēma'));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBe(widget));
  });

  it('says so when the message could not be sent for another reason', async () => {
    refuse(contactEndpoints.send, 429, { body: { message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' } });
    const user = userEvent.setup();
    renderContact();
    await fillIn(user);
    await solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    expect((field('Vārds') as HTMLInputElement).value).toBe('Anna');
  });
});
