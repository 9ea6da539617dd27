import { describe, expect, it } from 'vitest';
import { ContactForm, MaterialForm, RegistrationForm } from '@portal/contracts/schemas/forms';
import { FORM_ERROR_KEY, fieldErrors, firstErrors, issuesToErrors, validate } from '@portal/contracts/validation';

describe('validate', () => {
  it('returns the parsed output on success', () => {
    const result = validate(ContactForm, {
      first_name: 'Anna',
      last_name: 'Ozola',
      email: 'anna@skola.lv',
      topic: 'Tēma',
      g_recaptcha_response: 't',
    });
    expect(result).toEqual({
      success: true,
      output: {
        first_name: 'Anna',
        last_name: 'Ozola',
        email: 'anna@skola.lv',
        topic: 'Tēma',
        message: '',
        g_recaptcha_response: 't',
      },
    });
  });

  it('returns the 422 errors map, keys in the order of the form, the same on every run', () => {
    const input = { email: 'nav', topic: 'x'.repeat(300) };
    const first = validate(ContactForm, input);
    const second = validate(ContactForm, input);
    expect(first).toEqual(second);
    expect(first).toEqual({
      success: false,
      errors: {
        first_name: ['Obligāti jāaizpilda vārds.'],
        last_name: ['Obligāti jāaizpilda uzvārds.'],
        email: ['E-pastam jābūt derīgai e-pasta adresei.'],
        topic: ['Tēmai atļautas ne vairāk kā 250 rakstzīmes.'],
        g_recaptcha_response: ['Obligāti jāaizpilda drošības pārbaude.'],
      },
    });
  });

  it('keys nested fields by dot path', () => {
    const result = validate(MaterialForm, {
      type: 'file',
      title: 'Darba lapa',
      categories: { class: 1, theme: 'x' },
      signature_type: 'name',
    });
    expect(result).toEqual({
      success: false,
      errors: {
        'categories.theme': ['Tēmai jābūt veselam skaitlim.'],
        'categories.type': ['Obligāti jāaizpilda veids.'],
      },
    });
  });

  it('puts a body that is no object at all under the form key', () => {
    const result = validate(RegistrationForm, null);
    expect(result).toEqual({ success: false, errors: { [FORM_ERROR_KEY]: ['Nederīgs pieprasījums.'] } });
  });

  it('fieldErrors gives one field only', () => {
    expect(fieldErrors(ContactForm, { email: 'x' }, 'email')).toEqual(['E-pastam jābūt derīgai e-pasta adresei.']);
    expect(fieldErrors(ContactForm, { email: 'anna@skola.lv' }, 'email')).toEqual([]);
  });
});

describe('issuesToErrors and firstErrors', () => {
  it('keeps every message once, in order, and shows the first', () => {
    const issue = (key: string | null, message: string) =>
      ({
        kind: 'validation',
        type: 'check',
        input: '',
        expected: null,
        received: '""',
        message,
        path: key === null ? undefined : [{ type: 'object', origin: 'value', input: {}, key, value: '' }],
      }) as never;
    const errors = issuesToErrors([issue('a', 'pirmā'), issue('a', 'otrā'), issue('a', 'pirmā'), issue(null, 'forma')]);
    expect(errors).toEqual({ a: ['pirmā', 'otrā'], form: ['forma'] });
    expect(firstErrors(errors)).toEqual({ a: 'pirmā', form: 'forma' });
    expect(firstErrors({ empty: [] })).toEqual({});
  });
});
