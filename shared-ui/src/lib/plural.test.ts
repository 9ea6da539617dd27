import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from '@portal/shared-ui/lib/plural';

const comments = { one: '{n} komentārs', many: '{n} komentāri' };

describe('Latvian plural', () => {
  it('takes the singular for numbers ending in 1 except 11', () => {
    for (const n of [1, 21, 31, 101, 1001]) expect(pluralForm(n, comments)).toBe(comments.one);
  });

  it('takes the plural for 11, teens, other endings and zero', () => {
    for (const n of [0, 2, 5, 10, 11, 12, 19, 111, 211, 25]) expect(pluralForm(n, comments)).toBe(comments.many);
  });

  it('uses the zero wording when given', () => {
    expect(plural(0, { ...comments, zero: 'Nav komentāru' })).toBe('Nav komentāru');
  });

  it('puts the number into the form', () => {
    expect(plural(21, comments)).toBe('21 komentārs');
    expect(plural(11, comments)).toBe('11 komentāri');
  });
});
