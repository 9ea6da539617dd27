import { describe, expect, it } from 'vitest';
import { NOTICES } from '@portal/contracts/notices';
import {
  API_ERRORS,
  FIELD_NAMES,
  OAUTH_ERROR_MESSAGES,
  RULE_MESSAGES,
  apiErrorForStatus,
  fieldMessage,
  loginErrorMessage,
} from '@portal/contracts/messages';

describe('fieldMessage', () => {
  it('fills the spec template for required', () => {
    expect(RULE_MESSAGES.required).toBe('Obligāti jāaizpilda {field}.');
    expect(fieldMessage('required', 'first_name')).toBe('Obligāti jāaizpilda vārds.');
    expect(fieldMessage('required', 'g_recaptcha_response')).toBe('Obligāti jāaizpilda drošības pārbaude.');
  });

  it('puts the field in the dative where Latvian needs it and capitalises the sentence', () => {
    expect(fieldMessage('email', 'email')).toBe('E-pastam jābūt derīgai e-pasta adresei.');
    expect(fieldMessage('min', 'password', { min: 8 })).toBe('Parolei jābūt vismaz 8 rakstzīmēm.');
  });

  it('agrees "rakstzīme" with the number', () => {
    expect(fieldMessage('max', 'title', { max: 250 })).toBe('Nosaukumam atļautas ne vairāk kā 250 rakstzīmes.');
    expect(fieldMessage('max', 'title', { max: 21 })).toBe('Nosaukumam atļautas ne vairāk kā 21 rakstzīme.');
    expect(fieldMessage('max', 'title', { max: 11 })).toBe('Nosaukumam atļautas ne vairāk kā 11 rakstzīmes.');
    expect(fieldMessage('min', 'q', { min: 1 })).toBe('Meklējamajam tekstam jābūt vismaz 1 rakstzīmei.');
  });

  it('reads the terms rule as the spec text', () => {
    expect(fieldMessage('accepted', 'terms')).toBe('Obligāti jāpiekrīt lietošanas noteikumiem.');
  });

  it('uses an unknown key as it is', () => {
    expect(fieldMessage('required', 'kaut kas')).toBe('Obligāti jāaizpilda kaut kas.');
  });

  it('has Latvian names for the fields of spec §5', () => {
    expect(FIELD_NAMES).toMatchObject({
      first_name: 'vārds',
      last_name: 'uzvārds',
      email: 'e-pasts',
      password: 'parole',
      topic: 'tēma',
      message: 'ziņa',
      description: 'apraksts',
      note: 'pamatojums',
      school_id: 'skola',
      pseudonym: 'pseidonīms',
      uri: 'saite',
      g_recaptcha_response: 'drošības pārbaude',
    });
  });
});

describe('loginErrorMessage (spec §8)', () => {
  it.each([
    ['invalid_credentials', 'Lietotāja epasts un/vai parole norādīta nepareizi'],
    ['unsupported_grant_type', 'Nederīgs autentifikācijas veids.'],
    ['invalid_request', 'Nederīgs pieprasījums.'],
    ['invalid_grant', 'Nederīgs pieprasījums.'],
    ['invalid_scope', 'Nederīgs pieprasījums.'],
    ['invalid_client', 'Nederīgs pieprasījums.'],
    ['access_denied', 'Pieeja bloķēta'],
    ['server_error', 'Servera kļūda'],
  ])('%s → %s', (code, text) => {
    expect(loginErrorMessage(code, 'server words')).toBe(text);
    expect(OAUTH_ERROR_MESSAGES[code as keyof typeof OAUTH_ERROR_MESSAGES]).toBe(text);
  });

  it('shows the server message for other codes', () => {
    expect(loginErrorMessage('account_not_approved', 'Konts vēl nav apstiprināts.')).toBe(
      'Konts vēl nav apstiprināts.',
    );
    expect(loginErrorMessage(undefined, 'Kaut kas notika')).toBe('Kaut kas notika');
  });

  it('falls back to the server-error text when there is no message at all', () => {
    expect(loginErrorMessage('weird', '  ')).toBe('Servera kļūda');
    expect(loginErrorMessage(null)).toBe('Servera kļūda');
  });

  it('does not treat inherited property names as codes', () => {
    expect(loginErrorMessage('toString', 'Servera teksts')).toBe('Servera teksts');
  });
});

describe('notices and API errors', () => {
  it('carry the texts of spec §4 and §8', () => {
    expect(NOTICES.bookmarkAdded).toEqual({
      title: 'Grāmatzīme pievienota!',
      text: 'Grāmatzīmes vari atrast savā profila lapā.',
    });
    expect(NOTICES.materialSaved).toEqual({ title: 'Darbība izdevās!', text: 'Materiāls saglabāts' });
    expect(NOTICES.fileTooLarge.title).toBe('Pievienotais fails ir pārāk liels.');
  });

  it('map HTTP statuses to the generic messages', () => {
    expect(apiErrorForStatus(404)).toBe(API_ERRORS.notFound);
    expect(API_ERRORS.notFound).toBe('Nav atrasts.');
    expect(apiErrorForStatus(429)).toBe('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    // A 503 is the database (or the portal) away for a moment: try again, not a fault.
    expect(apiErrorForStatus(503)).toBe(API_ERRORS.unavailable);
    expect(API_ERRORS.unavailable).toBe('Portāls īslaicīgi nav pieejams. Mēģini vēlreiz pēc brīža.');
    expect(apiErrorForStatus(500)).toBe(API_ERRORS.serverError);
    expect(apiErrorForStatus(418)).toBe(API_ERRORS.badRequest);
  });
});
