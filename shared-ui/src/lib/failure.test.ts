import { describe, expect, it } from 'vitest';
import { describeFailure, UNREACHABLE } from '@portal/shared-ui/lib/failure';
import { httpError } from '../testing/fixtures';

describe('describeFailure', () => {
  it('hands over the field map of a 422 answer with its message', async () => {
    const failure = await describeFailure(
      httpError(422, { message: 'Norādītie dati nav derīgi.', errors: { email: ['Obligāti jāaizpilda e-pasts.'] } }),
    );
    expect(failure).toEqual({
      fields: { email: ['Obligāti jāaizpilda e-pasts.'] },
      message: 'Norādītie dati nav derīgi.',
    });
  });

  it("prefers the server's own message, then error_description", async () => {
    expect(
      (await describeFailure(httpError(429, { message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' }))).message,
    ).toBe('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    expect((await describeFailure(httpError(400, { error_description: 'Nav derīgs.' }))).message).toBe('Nav derīgs.');
  });

  it('says the server could not be reached for no answer and for a silent server error', async () => {
    expect(await describeFailure(new TypeError('Failed to fetch'))).toEqual({ fields: null, message: UNREACHABLE });
    expect((await describeFailure(httpError(502, {}))).message).toBe(UNREACHABLE);
  });

  it('gives the generic text of a silent 4xx status', async () => {
    expect((await describeFailure(httpError(403, {}))).message).toBe('Tev nav atļaujas veikt šo darbību.');
  });

  it('words an unexplained failure as the form asks', async () => {
    const options = { unexplained: 'Ziņu neizdevās nosūtīt.' };
    expect((await describeFailure(httpError(500, {}), options)).message).toBe('Ziņu neizdevās nosūtīt.');
    expect((await describeFailure(httpError(500, { message: 'Servera kļūda' }), options)).message).toBe(
      'Servera kļūda',
    );
  });

  describe('for the login (oauth)', () => {
    it.each([
      ['invalid_credentials', 'Lietotāja epasts un/vai parole norādīta nepareizi'],
      ['unsupported_grant_type', 'Nederīgs autentifikācijas veids.'],
      ['invalid_client', 'Nederīgs pieprasījums.'],
      ['access_denied', 'Pieeja bloķēta'],
      ['server_error', 'Servera kļūda'],
    ])('shows the Latvian text of %s over the server message (spec §8)', async (code, text) => {
      const error = httpError(403, { error: code, message: 'E-pasta adrese vēl nav apstiprināta.' });
      expect((await describeFailure(error, { oauth: true })).message).toBe(text);
    });

    it("shows the server's message when it is the code's text followed by why (a disabled account)", async () => {
      const why = 'Pieeja bloķēta: administrators ir atslēdzis šo kontu.';
      const error = httpError(403, { error: 'access_denied', message: why });
      expect((await describeFailure(error, { oauth: true })).message).toBe(why);
      const other = httpError(403, { error: 'access_denied', message: 'Pieeja bloķēta uz visiem laikiem' });
      expect((await describeFailure(other, { oauth: true })).message).toBe('Pieeja bloķēta');
    });

    it("shows the server's message for another code, and 'Servera kļūda' when there is none", async () => {
      expect(
        (
          await describeFailure(httpError(400, { error: 'account_locked', message: 'Konts ir bloķēts.' }), {
            oauth: true,
          })
        ).message,
      ).toBe('Konts ir bloķēts.');
      expect((await describeFailure(new TypeError('Failed to fetch'), { oauth: true })).message).toBe('Servera kļūda');
    });

    it('elsewhere the server message of an OAuth code wins (the OAuth callback screen)', async () => {
      const error = httpError(403, { error: 'access_denied', message: 'E-pasta adrese vēl nav apstiprināta.' });
      expect((await describeFailure(error)).message).toBe('E-pasta adrese vēl nav apstiprināta.');
    });
  });
});
