import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { firstErrors, validate } from '@portal/contracts/validation';
import {
  ArticleListQuery,
  CategoryListQuery,
  CatsQuery,
  CommentForm,
  ContactForm,
  LoginForm,
  MaterialForm,
  MaterialListQuery,
  MaterialRequest,
  MessageReplyForm,
  NewMessageForm,
  PasswordResetForm,
  PasswordResetRequestForm,
  ProfileForm,
  ProviderRegistrationForm,
  RegistrationForm,
  ResendVerificationForm,
  SchoolQuery,
  SearchQuery,
  messageSchema,
  registrationSchema,
} from '@portal/contracts/schemas/forms';

/** The message shown under each field (spec §5: the first one). */
function shown(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = validate(schema, input);
  return result.success ? {} : firstErrors(result.errors);
}

function output<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (!result.success) throw new Error(`expected valid input, got ${JSON.stringify(result.errors)}`);
  return result.output;
}

const x = (n: number) => 'x'.repeat(n);
/** A valid address of exactly n characters. */
function emailOfLength(n: number): string {
  const domain = 'example.lv';
  const local = 'a'.repeat(Math.min(64, n - domain.length - 1));
  const rest = n - local.length - 1 - domain.length;
  return `${local}@${rest > 0 ? `${'b'.repeat(rest - 1)}.` : ''}${domain}`;
}

describe('contact form', () => {
  const valid = {
    first_name: 'Anna',
    last_name: 'Ozola',
    email: 'anna@skola.lv',
    topic: 'Jautājums',
    message: 'Labdien!',
    g_recaptcha_response: 'token',
  };

  it('accepts a complete form and trims the texts', () => {
    expect(output(ContactForm, { ...valid, first_name: '  Anna ' }).first_name).toBe('Anna');
  });

  it('requires names, e-mail, topic and the captcha with the Latvian texts', () => {
    expect(shown(ContactForm, {})).toEqual({
      first_name: 'Obligāti jāaizpilda vārds.',
      last_name: 'Obligāti jāaizpilda uzvārds.',
      email: 'Obligāti jāaizpilda e-pasts.',
      topic: 'Obligāti jāaizpilda tēma.',
      g_recaptcha_response: 'Obligāti jāaizpilda drošības pārbaude.',
    });
  });

  it('treats blanks as empty', () => {
    expect(shown(ContactForm, { ...valid, topic: '   ' })).toEqual({ topic: 'Obligāti jāaizpilda tēma.' });
  });

  it.each(['first_name', 'last_name', 'topic'] as const)('limits %s to 250 characters', (field) => {
    expect(shown(ContactForm, { ...valid, [field]: x(250) })).toEqual({});
    expect(shown(ContactForm, { ...valid, [field]: x(251) })[field]).toMatch(/atļautas ne vairāk kā 250 rakstzīmes\.$/);
  });

  it('limits the message to 1000 characters', () => {
    expect(shown(ContactForm, { ...valid, message: x(1000) })).toEqual({});
    expect(shown(ContactForm, { ...valid, message: x(1001) })).toEqual({
      message: 'Ziņai atļautas ne vairāk kā 1000 rakstzīmes.',
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shown(ContactForm, { ...valid, topic: '😀'.repeat(250) })).toEqual({});
  });

  it('wants a valid e-mail address', () => {
    expect(shown(ContactForm, { ...valid, email: 'anna@' })).toEqual({
      email: 'E-pastam jābūt derīgai e-pasta adresei.',
    });
  });

  it('answers a non-object body with a bad request under "form"', () => {
    expect(shown(ContactForm, 'text')).toEqual({ form: 'Nederīgs pieprasījums.' });
  });
});

describe('e-mail rule', () => {
  const check = (email: string) => shown(PasswordResetRequestForm, { email }).email;

  it.each(['anna@skola.lv', 'anna.ozola+portal@mail.example.com', 'A_B-c@x.io'])('accepts %s', (email) => {
    expect(check(email)).toBeUndefined();
  });

  it.each(['anna', 'anna@skola', '@skola.lv', 'anna@@skola.lv', 'an na@skola.lv', 'anna@skola..lv'])(
    'refuses %s',
    (email) => {
      expect(check(email)).toBe('E-pastam jābūt derīgai e-pasta adresei.');
    },
  );

  it('allows 255 characters and refuses 256', () => {
    expect(emailOfLength(255)).toHaveLength(255);
    expect(check(emailOfLength(255))).toBeUndefined();
    expect(check(emailOfLength(256))).toBe('E-pastam atļautas ne vairāk kā 255 rakstzīmes.');
  });

  it('allows a local part of 64 characters and refuses 65', () => {
    expect(check(`${'a'.repeat(64)}@skola.lv`)).toBeUndefined();
    expect(check(`${'a'.repeat(65)}@skola.lv`)).toBe('E-pastam jābūt derīgai e-pasta adresei.');
  });

  it('refuses a domain over 254 characters', () => {
    const label = 'd'.repeat(60);
    const domain = `${label}.${label}.${label}.${label}.${'e'.repeat(10)}.lv`; // 257 characters
    expect(domain.length).toBeGreaterThan(254);
    expect(check(`a@${domain}`)).toBe('E-pastam jābūt derīgai e-pasta adresei.');
  });
});

describe('registration without a provider token', () => {
  const valid = {
    first_name: 'Anna',
    last_name: 'Ozola',
    email: 'anna@skola.lv',
    password: 'Parole12',
    password_confirmed: 'Parole12',
    school_id: '',
    description: '',
    note: 'Mana skola neizmanto e-klasi.',
    newsletter: 'on',
    terms: '1',
    g_recaptcha_response: 'token',
  };

  it('accepts a complete form and coerces multipart values', () => {
    expect(output(RegistrationForm, valid)).toMatchObject({
      school_id: null,
      newsletter: true,
      terms: true,
      email: 'anna@skola.lv',
    });
  });

  it('lists every missing field in the order of the form', () => {
    const result = validate(RegistrationForm, {});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors)).toEqual([
      'first_name',
      'last_name',
      'email',
      'password',
      'password_confirmed',
      'note',
      'terms',
      'g_recaptcha_response',
    ]);
    expect(firstErrors(result.errors)).toMatchObject({
      password: 'Obligāti jāaizpilda parole.',
      note: 'Obligāti jāaizpilda pamatojums.',
      terms: 'Obligāti jāpiekrīt lietošanas noteikumiem.',
    });
  });

  it.each(['first_name', 'last_name'] as const)('limits %s to 255 characters', (field) => {
    expect(shown(RegistrationForm, { ...valid, [field]: x(255) })).toEqual({});
    expect(shown(RegistrationForm, { ...valid, [field]: x(256) })[field]).toMatch(
      /atļautas ne vairāk kā 255 rakstzīmes\.$/,
    );
  });

  it('limits description and note to 500 characters', () => {
    expect(shown(RegistrationForm, { ...valid, description: x(500), note: x(500) })).toEqual({});
    expect(shown(RegistrationForm, { ...valid, description: x(501), note: x(501) })).toEqual({
      description: 'Aprakstam atļautas ne vairāk kā 500 rakstzīmes.',
      note: 'Pamatojumam atļautas ne vairāk kā 500 rakstzīmes.',
    });
  });

  it('does not require a school', () => {
    expect(shown(RegistrationForm, { ...valid, school_id: null })).toEqual({});
  });

  describe('password: lowercase, uppercase and a digit, 8–255 (no special character needed)', () => {
    const pw = (password: string, password_confirmed = password) =>
      shown(RegistrationForm, { ...valid, password, password_confirmed });

    it.each(['Parole12', 'aB345678', 'Ābols123', 'Parole1!', 'Ļoti Garš Teikums 2026'])('accepts %s', (password) => {
      expect(pw(password)).toEqual({});
    });

    it.each(['parole12', 'PAROLE12', 'Parolesss', '12345678Ab'.toLowerCase(), '!@#$%^&*'])(
      'refuses %s with the spec text',
      (password) => {
        expect(pw(password)).toEqual({ password: 'Parolē jābūt cipariem, mazajiem un lielajiem burtiem' });
      },
    );

    it('needs at least 8 characters', () => {
      expect(pw('Pa1')).toEqual({ password: 'Parolei jābūt vismaz 8 rakstzīmēm.' });
      expect(pw('Parole1')).toEqual({ password: 'Parolei jābūt vismaz 8 rakstzīmēm.' });
    });

    it('allows 255 characters and refuses 256', () => {
      const long = (n: number) => `Aa1${'x'.repeat(n - 3)}`;
      expect(pw(long(255))).toEqual({});
      expect(pw(long(256))).toEqual({ password: 'Parolei atļautas ne vairāk kā 255 rakstzīmes.' });
    });

    it('must match password_confirmed', () => {
      expect(pw('Parole12', 'Parole13')).toEqual({ password_confirmed: 'Paroles atkārtojums nesakrīt ar paroli.' });
      expect(pw('Parole12', '')).toEqual({ password_confirmed: 'Obligāti jāaizpilda paroles atkārtojums.' });
    });

    it('keeps spaces as part of the password', () => {
      expect(
        output(RegistrationForm, { ...valid, password: ' Parole12 ', password_confirmed: ' Parole12 ' }).password,
      ).toBe(' Parole12 ');
      expect(pw(' Parole12 ', 'Parole12')).toEqual({ password_confirmed: 'Paroles atkārtojums nesakrīt ar paroli.' });
    });
  });

  it('requires the terms to be accepted', () => {
    for (const terms of [false, '0', 'false', '', null, undefined]) {
      expect(shown(RegistrationForm, { ...valid, terms })).toEqual({
        terms: 'Obligāti jāpiekrīt lietošanas noteikumiem.',
      });
    }
    expect(shown(RegistrationForm, { ...valid, terms: true })).toEqual({});
  });
});

describe('registration with a provider token', () => {
  const valid = {
    token: 'provider-token',
    name: 'mykoob',
    first_name: 'Jānis',
    last_name: 'Kalniņš',
    email: 'janis@skola.lv',
    school_id: 12,
    terms: true,
    g_recaptcha_response: 'token',
  };

  it('needs no password and no note', () => {
    expect(output(ProviderRegistrationForm, valid)).toMatchObject({ school_id: 12, note: '' });
  });

  it('requires the school', () => {
    expect(shown(ProviderRegistrationForm, { ...valid, school_id: '' })).toEqual({
      school_id: 'Obligāti jāaizpilda skola.',
    });
  });

  it('still limits the note to 500 characters', () => {
    expect(shown(ProviderRegistrationForm, { ...valid, note: x(501) })).toEqual({
      note: 'Pamatojumam atļautas ne vairāk kā 500 rakstzīmes.',
    });
  });

  it('is the schema chosen whenever a token is present', () => {
    expect(registrationSchema(valid)).toBe(ProviderRegistrationForm);
    expect(registrationSchema({ ...valid, token: '  ' })).toBe(RegistrationForm);
    expect(registrationSchema({})).toBe(RegistrationForm);
    expect(registrationSchema(null)).toBe(RegistrationForm);
  });
});

describe('profile form', () => {
  const valid = {
    first_name: 'Jānis',
    last_name: 'Kalniņš',
    pseudonym: 'Fizikas Fans',
    school_id: '3',
    description: '',
    newsletter: null,
  };

  it('saves a null newsletter as false and reads the school id', () => {
    expect(output(ProfileForm, valid)).toMatchObject({ newsletter: false, school_id: 3, remove_avatar: false });
  });

  it('requires first and last name, not the pseudonym', () => {
    expect(shown(ProfileForm, {})).toEqual({
      first_name: 'Obligāti jāaizpilda vārds.',
      last_name: 'Obligāti jāaizpilda uzvārds.',
    });
  });

  it('reads a missing or blank pseudonym as none', () => {
    expect(output(ProfileForm, { ...valid, pseudonym: '  ' })).toMatchObject({ pseudonym: '' });
    expect(output(ProfileForm, { ...valid, pseudonym: null })).toMatchObject({ pseudonym: '' });
    expect(output(ProfileForm, { ...valid, pseudonym: ' Fizikas Fans ' })).toMatchObject({ pseudonym: 'Fizikas Fans' });
  });

  it('limits names and pseudonym to 255 and the description to 500', () => {
    expect(
      shown(ProfileForm, { ...valid, first_name: x(255), last_name: x(255), pseudonym: x(255), description: x(500) }),
    ).toEqual({});
    expect(
      shown(ProfileForm, { ...valid, first_name: x(256), last_name: x(256), pseudonym: x(256), description: x(501) }),
    ).toEqual({
      first_name: 'Vārdam atļautas ne vairāk kā 255 rakstzīmes.',
      last_name: 'Uzvārdam atļautas ne vairāk kā 255 rakstzīmes.',
      pseudonym: 'Pseidonīmam atļautas ne vairāk kā 255 rakstzīmes.',
      description: 'Aprakstam atļautas ne vairāk kā 500 rakstzīmes.',
    });
  });

  it('reports a bad school id under school_id', () => {
    expect(shown(ProfileForm, { ...valid, school_id: 'abc' })).toEqual({ school_id: 'Skolai jābūt veselam skaitlim.' });
  });
});

describe('material form', () => {
  const categories = { class: 1, theme: 2, type: 3 };
  const link = {
    type: 'link',
    title: 'Video par gravitāciju',
    uri: 'https://example.com/video',
    categories,
    signature_type: 'name',
  };
  const file = { type: 'file', title: 'Darba lapa', categories, signature_type: 'pseudonym' };

  it('accepts a link and a file material', () => {
    expect(output(MaterialForm, link)).toMatchObject({ type: 'link', uri: 'https://example.com/video' });
    expect(output(MaterialForm, file)).toMatchObject({ type: 'file', uri: '', description: '' });
  });

  it('requires title, the link, the three categories and the signature', () => {
    expect(shown(MaterialForm, { type: 'link' })).toEqual({
      title: 'Obligāti jāaizpilda nosaukums.',
      uri: 'Obligāti jāaizpilda saite.',
      'categories.class': 'Obligāti jāaizpilda klase.',
      'categories.theme': 'Obligāti jāaizpilda tēma.',
      'categories.type': 'Obligāti jāaizpilda veids.',
      signature_type: 'Lūdzu, norādi, kā vārdā ievietot materiālu.',
    });
  });

  it('does not require the address of a file material, but checks it when given', () => {
    expect(shown(MaterialForm, { ...file, uri: '' })).toEqual({});
    expect(shown(MaterialForm, { ...file, uri: 'nav saite' })).toEqual({
      uri: 'Saitei jābūt derīgai interneta adresei, kas sākas ar http:// vai https://.',
    });
  });

  it('limits the title to 250 and the description to 1000 characters', () => {
    expect(shown(MaterialForm, { ...link, title: x(250), description: x(1000) })).toEqual({});
    expect(shown(MaterialForm, { ...link, title: x(251), description: x(1001) })).toEqual({
      title: 'Nosaukumam atļautas ne vairāk kā 250 rakstzīmes.',
      description: 'Aprakstam atļautas ne vairāk kā 1000 rakstzīmes.',
    });
  });

  it('limits the link to 2083 characters', () => {
    const address = (n: number) => `https://example.com/${'a'.repeat(n - 20)}`;
    expect(address(2083)).toHaveLength(2083);
    expect(shown(MaterialForm, { ...link, uri: address(2083) })).toEqual({});
    expect(shown(MaterialForm, { ...link, uri: address(2084) })).toEqual({
      uri: 'Saitei atļautas ne vairāk kā 2083 rakstzīmes.',
    });
    expect(shown(MaterialForm, { ...file, uri: address(2084) })).toEqual({
      uri: 'Saitei atļautas ne vairāk kā 2083 rakstzīmes.',
    });
  });

  it.each(['https://', 'javascript:alert(1)', 'ftp://example.com/a', 'example.com'])('refuses the link %s', (uri) => {
    expect(shown(MaterialForm, { ...link, uri })).toEqual({
      uri: 'Saitei jābūt derīgai interneta adresei, kas sākas ar http:// vai https://.',
    });
  });

  it('signs only with name or pseudonym', () => {
    expect(shown(MaterialForm, { ...link, signature_type: 'other' })).toEqual({
      signature_type: 'Lūdzu, norādi, kā vārdā ievietot materiālu.',
    });
  });

  it('refuses an unknown material type', () => {
    expect(shown(MaterialForm, { ...link, type: 'video' })).toEqual({
      type: 'Materiāla veidam norādīta nederīga vērtība.',
    });
  });

  describe('as the API receives it', () => {
    it('takes the categories as an id list, repeated fields or comma-joined', () => {
      expect(output(MaterialRequest, { ...link, categories: [1, 2, 3] }).categories).toEqual([1, 2, 3]);
      expect(output(MaterialRequest, { ...link, categories: ['1', '2', '3'] }).categories).toEqual([1, 2, 3]);
      expect(output(MaterialRequest, { ...link, categories: '1,2,3' }).categories).toEqual([1, 2, 3]);
    });

    it('needs exactly the class, theme and type nodes', () => {
      expect(shown(MaterialRequest, { ...link, categories: [1, 2] })).toEqual({
        categories: 'Izvēlies klasi, tēmu un veidu.',
      });
      expect(shown(MaterialRequest, { ...link, categories: undefined })).toEqual({
        categories: 'Izvēlies klasi, tēmu un veidu.',
      });
      expect(shown(MaterialRequest, { ...link, categories: '1,x,3' })).toEqual({
        categories: 'Kategorijām jābūt ar komatiem atdalītu identifikatoru sarakstam.',
      });
    });
  });
});

describe('login form', () => {
  it('requires a valid e-mail and a password', () => {
    expect(shown(LoginForm, {})).toEqual({
      email: 'Obligāti jāaizpilda e-pasts.',
      password: 'Obligāti jāaizpilda parole.',
    });
    expect(shown(LoginForm, { email: 'x', password: 'a' })).toEqual({
      email: 'E-pastam jābūt derīgai e-pasta adresei.',
    });
    expect(output(LoginForm, { email: 'anna@skola.lv', password: 'a', remember: 'on' })).toEqual({
      email: 'anna@skola.lv',
      password: 'a',
      remember: true,
      // Empty until the server asks for the captcha after failed sign-ins.
      g_recaptcha_response: '',
      // Empty until the server asks an administrator for the code of the second factor.
      totp: '',
      use_recovery: false,
    });
    expect(
      output(LoginForm, { email: 'anna@skola.lv', password: 'a', g_recaptcha_response: ' atrisinats ' }),
    ).toMatchObject({ g_recaptcha_response: 'atrisinats' });
  });
});

describe('reset request and resend confirmation', () => {
  it.each([
    ['reset request', PasswordResetRequestForm],
    ['resend confirmation', ResendVerificationForm],
  ] as const)('%s requires a valid e-mail', (_name, schema) => {
    expect(shown(schema, {})).toEqual({ email: 'Obligāti jāaizpilda e-pasts.' });
    expect(shown(schema, { email: 'anna@' })).toEqual({ email: 'E-pastam jābūt derīgai e-pasta adresei.' });
    expect(shown(schema, { email: ' anna@skola.lv ' })).toEqual({});
  });
});

describe('password reset form', () => {
  const valid = { token: 'abc', email: 'anna@skola.lv', password: 'Jauna123', password_confirmation: 'Jauna123' };

  it('accepts matching passwords', () => {
    expect(shown(PasswordResetForm, valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(shown(PasswordResetForm, {})).toEqual({
      token: 'Obligāti jāaizpilda marķieris.',
      email: 'Obligāti jāaizpilda e-pasts.',
      password: 'Obligāti jāaizpilda parole.',
      password_confirmation: 'Obligāti jāaizpilda paroles atkārtojums.',
    });
  });

  it('wants the confirmation equal to the password', () => {
    expect(shown(PasswordResetForm, { ...valid, password_confirmation: 'Jauna124' })).toEqual({
      password_confirmation: 'Paroles atkārtojums nesakrīt ar paroli.',
    });
  });

  it('holds the new password to the registration rule', () => {
    expect(shown(PasswordResetForm, { ...valid, password: 'jauna123', password_confirmation: 'jauna123' })).toEqual({
      password: 'Parolē jābūt cipariem, mazajiem un lielajiem burtiem',
    });
  });
});

describe('comment form', () => {
  it('is not sent empty', () => {
    expect(shown(CommentForm, { message: '  ' })).toEqual({ message: 'Obligāti jāaizpilda komentārs.' });
    expect(output(CommentForm, { message: ' Paldies! ', parent_id: 4 })).toEqual({ message: 'Paldies!', parent_id: 4 });
    expect(output(CommentForm, { message: 'Paldies!' })).toEqual({ message: 'Paldies!', parent_id: null });
  });

  it('holds at most 5000 characters, counted as a person counts them', () => {
    expect(shown(CommentForm, { message: x(5000) })).toEqual({});
    expect(shown(CommentForm, { message: x(5001) })).toEqual({
      message: 'Komentāram atļautas ne vairāk kā 5000 rakstzīmes.',
    });
    // 5000 emoji are 10,000 UTF-16 units and still 5000 characters; the spaces around are trimmed.
    expect(shown(CommentForm, { message: ` ${'😀'.repeat(5000)} ` })).toEqual({});
    expect(shown(CommentForm, { message: 'ā'.repeat(5001) })).toEqual({
      message: 'Komentāram atļautas ne vairāk kā 5000 rakstzīmes.',
    });
  });
});

describe('new message and reply', () => {
  it('a new message needs a recipient, a subject and a text', () => {
    expect(shown(NewMessageForm, {})).toEqual({
      recipient_id: 'Obligāti jāaizpilda adresāts.',
      subject: 'Obligāti jāaizpilda temats.',
      message: 'Obligāti jāaizpilda ziņa.',
    });
    expect(output(NewMessageForm, { recipient_id: '7', subject: 'Sveiki', message: 'Teksts' })).toEqual({
      recipient_id: 7,
      subject: 'Sveiki',
      message: 'Teksts',
    });
  });

  it('a reply needs the thread and a text', () => {
    expect(shown(MessageReplyForm, { reply_to_id: 3, message: '' })).toEqual({ message: 'Obligāti jāaizpilda ziņa.' });
    expect(messageSchema({ reply_to_id: 3 })).toBe(MessageReplyForm);
    expect(messageSchema({ recipient_id: 3 })).toBe(NewMessageForm);
  });

  it('a new message and a reply hold at most 5000 characters', () => {
    const message = { recipient_id: 7, subject: 'Sveiki' };
    expect(shown(NewMessageForm, { ...message, message: '😀'.repeat(5000) })).toEqual({});
    expect(shown(NewMessageForm, { ...message, message: x(5001) })).toEqual({
      message: 'Ziņai atļautas ne vairāk kā 5000 rakstzīmes.',
    });
    expect(shown(MessageReplyForm, { reply_to_id: 3, message: x(5000) })).toEqual({});
    expect(shown(MessageReplyForm, { reply_to_id: 3, message: x(5001) })).toEqual({
      message: 'Ziņai atļautas ne vairāk kā 5000 rakstzīmes.',
    });
  });
});

describe('search query', () => {
  it('needs at least 3 characters and gives 10 hits by default', () => {
    expect(shown(SearchQuery, { q: 'ab' })).toEqual({ q: 'Meklējamajam tekstam jābūt vismaz 3 rakstzīmēm.' });
    expect(shown(SearchQuery, { q: ' ab ' })).toEqual({ q: 'Meklējamajam tekstam jābūt vismaz 3 rakstzīmēm.' });
    expect(output(SearchQuery, { q: 'abc' })).toEqual({ q: 'abc', limit: 10 });
  });
});

describe('list queries', () => {
  it('materials: defaults, coercion and the sort keys', () => {
    expect(output(MaterialListQuery, {})).toEqual({
      page: 1,
      per_page: 20,
      owner: null,
      categories: [],
      sort: 'created_at',
    });
    expect(
      output(MaterialListQuery, { page: '3', per_page: '5', owner: '9', categories: '4,5', sort: 'bookmarks' }),
    ).toEqual({
      page: 3,
      per_page: 5,
      owner: 9,
      categories: [4, 5],
      sort: 'bookmarks',
    });
  });

  it('materials: negatives and garbage get Latvian messages', () => {
    expect(shown(MaterialListQuery, { page: '-1', owner: 'x', categories: '1;2', sort: 'views' })).toEqual({
      page: 'Lapai jābūt vismaz 1.',
      owner: 'Autoram jābūt veselam skaitlim.',
      categories: 'Kategorijām jābūt ar komatiem atdalītu identifikatoru sarakstam.',
      sort: 'Kārtošanai norādīta nederīga vērtība.',
    });
    expect(shown(MaterialListQuery, { page: '1.5' })).toEqual({ page: 'Lapai jābūt veselam skaitlim.' });
    expect(shown(MaterialListQuery, { page: '0' })).toEqual({ page: 'Lapai jābūt vismaz 1.' });
    expect(shown(MaterialListQuery, { page: ['1', '2'] })).toEqual({ page: 'Lapai jābūt veselam skaitlim.' });
    expect(shown(MaterialListQuery, { owner: '99999999999' })).toEqual({
      owner: 'Autors nedrīkst pārsniegt 2147483647.',
    });
  });

  it('articles: the home page query and its bounds', () => {
    expect(output(ArticleListQuery, { perPage: '3', orderBy: 'created_at', orderByDirection: 'desc' })).toEqual({
      page: 1,
      perPage: 3,
      orderBy: 'created_at',
      orderByDirection: 'desc',
    });
    expect(output(ArticleListQuery, {})).toMatchObject({ perPage: 9, orderBy: 'created_at', orderByDirection: 'desc' });
    expect(shown(ArticleListQuery, { perPage: '101', orderBy: 'id', orderByDirection: 'up' })).toEqual({
      perPage: 'Ierakstu skaits lapā nedrīkst pārsniegt 100.',
      orderBy: 'Kārtošanas laukam norādīta nederīga vērtība.',
      orderByDirection: 'Kārtošanas virzienam norādīta nederīga vērtība.',
    });
    expect(shown(ArticleListQuery, { perPage: '0' })).toEqual({ perPage: 'Ierakstu skaitam lapā jābūt vismaz 1.' });
  });

  it('categories: depth 1–3, parent and user ids', () => {
    expect(output(CategoryListQuery, {})).toEqual({ depth: null, parent_id: null, with_user_item_count: null });
    expect(output(CategoryListQuery, { depth: '2', parent_id: '5', with_user_item_count: '7' })).toEqual({
      depth: 2,
      parent_id: 5,
      with_user_item_count: 7,
    });
    expect(shown(CategoryListQuery, { depth: '4' })).toEqual({ depth: 'Dziļums nedrīkst pārsniegt 3.' });
    expect(shown(CategoryListQuery, { depth: '0', parent_id: '-2' })).toEqual({
      depth: 'Dziļumam jābūt vismaz 1.',
      parent_id: 'Augstākajai kategorijai jābūt vismaz 1.',
    });
  });

  it('cats and schools', () => {
    expect(output(CatsQuery, { type: 'link' })).toEqual({ type: 'link' });
    expect(output(CatsQuery, {})).toEqual({ type: null });
    expect(shown(CatsQuery, { type: 'video' })).toEqual({ type: 'Materiāla veidam norādīta nederīga vērtība.' });
    expect(output(SchoolQuery, { s: ' Rīgas ' })).toEqual({ s: 'Rīgas' });
    expect(output(SchoolQuery, {})).toEqual({ s: '' });
  });
});
