/**
 * Latvian plural choice: the singular form goes with numbers ending in 1 except those ending
 * in 11 (1, 21, 31, 101 komentārs; 11, 12, 5 komentāri). Zero takes the plural unless a
 * separate `zero` wording is given (e.g. 'Nav komentāru').
 *
 * `{n}` in the chosen form is replaced by the number: plural(21, { one: '{n} komentārs', many: '{n} komentāri' }).
 */
export interface PluralForms {
  one: string;
  many: string;
  zero?: string;
}

export function pluralForm(n: number, forms: PluralForms): string {
  const abs = Math.abs(Math.trunc(n));
  if (abs === 0 && forms.zero !== undefined) return forms.zero;
  if (abs % 10 === 1 && abs % 100 !== 11) return forms.one;
  return forms.many;
}

export function plural(n: number, forms: PluralForms): string {
  return pluralForm(n, forms).replaceAll('{n}', String(n));
}
