/** The comparison of pseudonyms (src/modules/pseudonyms/key.ts): the same one, a look-alike, a different one. */
import { describe, expect, it } from 'vitest';
import confusables from 'unhomoglyph/data.json' with { type: 'json' };
import { comparablePseudonym, pseudonymKeys } from '../src/modules/pseudonyms/key';

/** Two pseudonyms look alike when they share a key (the claims table's primary key then refuses one). */
const lookAlike = (a: string, b: string) => pseudonymKeys(a).some((key) => pseudonymKeys(b).includes(key));
const same = (a: string, b: string) => comparablePseudonym(a) === comparablePseudonym(b);

describe('the same pseudonym', () => {
  it('ignores case, runs of spaces, spaces at the ends and invisible characters', () => {
    for (const variant of [
      'fizikas fans',
      'FIZIKAS FANS',
      'fizikas  fans',
      '  Fizikas\tFans ',
      'Fizikas\u00a0Fans',
      'Fizikas\u200b Fans',
      'Fizi\u00adkas Fans',
    ]) {
      expect(same('Fizikas Fans', variant), variant).toBe(true);
      expect(lookAlike('Fizikas Fans', variant), variant).toBe(true);
    }
  });

  it('reads compatibility forms as the letters they stand for (NFKC)', () => {
    expect(same('Fizikas Fans', 'Ｆｉｚｉｋａｓ Ｆａｎｓ')).toBe(true);
    expect(same('Fizikas Fans', 'Fizikas Fans')).toBe(true); // mathematical sans-serif F
    // A letter and a combining mark are the precomposed letter.
    expect(same('Ķīmiķe', 'K\u0327i\u0304mik\u0327e')).toBe(true);
  });

  it('folds case fully: ß as ss, final ς as σ', () => {
    expect(same('Straße', 'STRASSE')).toBe(true);
    expect(same('ΟΔΥΣΣΕΥΣ', 'οδυσσευς')).toBe(true);
  });
});

describe('a look-alike pseudonym', () => {
  it('has letters of another script that look the same (Cyrillic, Greek), in either case', () => {
    expect(same('Fizikas Fans', 'Fizikаs Fаns')).toBe(false); // Cyrillic а
    expect(lookAlike('Fizikas Fans', 'Fizikаs Fаns')).toBe(true);
    expect(lookAlike('Anna', 'АNNA')).toBe(true); // Cyrillic А
    expect(lookAlike('HAHA', 'НАНА')).toBe(true); // Cyrillic capitals
    expect(lookAlike('Toms', 'Тоms')).toBe(true); // Cyrillic Т, о
    expect(lookAlike('Mārtiņš', 'Māгtiņš')).toBe(true); // Cyrillic г for r
    expect(lookAlike('Ivars', 'Iνars')).toBe(true); // Greek ν for v
    expect(lookAlike('Ģirts', 'Ģіrts')).toBe(true); // Cyrillic і
  });

  it("takes capital 'I', small 'l' and the digit '1' alike, and 'rn' for 'm'", () => {
    expect(lookAlike('Ilze', 'llze')).toBe(true);
    expect(lookAlike('ilze', 'llze')).toBe(true);
    expect(lookAlike('Fizikas Fans', 'Flzlkas Fans')).toBe(true);
    expect(lookAlike('Fizikas Fans', 'F1z1kas Fans')).toBe(true);
    expect(lookAlike('Zvaigzne 10', 'Zvaigzne lO')).toBe(true);
    expect(lookAlike('Marta', 'rnarta')).toBe(true);
  });

  it('covers every letter that Unicode lists as confusable with a Latin letter or a digit', () => {
    const missed = Object.entries(confusables as Record<string, string>)
      .filter(([source, prototype]) => /^[A-Za-z0-9]+$/.test(prototype) && source.normalize('NFKC') === source)
      .filter(([source, prototype]) => !lookAlike(source, prototype))
      .map(([source, prototype]) => `${source} (U+${source.codePointAt(0)!.toString(16)}) → ${prototype}`);
    expect(missed).toEqual([]);
  });

  it('is blind to case for every letter of the Latin, Greek and Cyrillic blocks', () => {
    const blind: string[] = [];
    for (let code = 0x41; code <= 0x52f; code++) {
      const letter = String.fromCodePoint(code);
      if (!/\p{L}/u.test(letter)) continue;
      if (!lookAlike(letter, letter.toUpperCase()) || !lookAlike(letter, letter.toLowerCase())) blind.push(letter);
    }
    expect(blind).toEqual([]);
  });
});

describe('a different pseudonym', () => {
  it('keeps Latvian letters with diacritics apart from the plain ones', () => {
    for (const [a, b] of [
      ['Māra', 'Mara'],
      ['Ēriks', 'Eriks'],
      ['Jānis', 'Janis'],
      ['Ūdensroze', 'Udensroze'],
      ['Šķiņķis', 'Skinkis'],
      ['Žagata', 'Zagata'],
      ['Čiekurs', 'Ciekurs'],
      ['Ģirts', 'Girts'],
      ['Ļena', 'Lena'],
      ['Ņina', 'Nina'],
      ['Ķirsis', 'Kirsis'],
    ]) {
      expect(lookAlike(a!, b!), `${a} / ${b}`).toBe(false);
      expect(same(a!, b!), `${a} / ${b}`).toBe(false);
    }
  });

  it('is a different name', () => {
    expect(lookAlike('Fizikas Fans', 'Ķīmijas Fans')).toBe(false);
    expect(lookAlike('Fizikas Fans', 'Fizikas Fane')).toBe(false);
    expect(lookAlike('Fizikas Fans', 'FizikasFans')).toBe(false);
  });
});

describe('the keys', () => {
  it('are one or two short strings, the same for every way of writing the pseudonym', () => {
    const keys = pseudonymKeys('Fizikas Fans');
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys.length).toBeLessThanOrEqual(2);
    expect(new Set(keys).size).toBe(keys.length);
    expect(pseudonymKeys('  FIZIKAS\u00a0 fans ')).toEqual(keys);
  });
});
