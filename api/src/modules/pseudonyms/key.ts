/**
 * When two pseudonyms are the same one, and when one only looks like another. A pseudonym is the only
 * identity readers see on a material signed with it, so nobody may take one that reads as someone
 * else's (issue 17): not the same letters in other case or spacing, and not look-alike letters from
 * another script ('Fizikаs Fans' with a Cyrillic 'а').
 *
 * - `comparablePseudonym`: the pseudonym as written, made comparable: Unicode NFKC (full-width and
 *   compatibility forms become ordinary letters), invisible characters removed, any run of spaces one
 *   space, trimmed, and case folded. Equal comparable forms are *the same* pseudonym.
 * - `pseudonymKeys`: what the claims table (db/schema.ts `pseudonymClaims`) holds; a pseudonym whose
 *   key equals one of another's *looks like* it. The keys are Unicode TR39 confusable skeletons
 *   (NFD, then each character mapped to its prototype by the `unhomoglyph` package, built from
 *   Unicode's confusables.txt, then NFD again) of the comparable form.
 *
 * The skeleton tells letters that look alike *in the case they are written in*: Cyrillic 'А' is Latin
 * 'A', capital 'I' is small 'l', Cyrillic 'г' is 'r', Greek 'ν' is 'v'. A letter's capital and small
 * forms can look like different Latin letters (Cyrillic 'Г' like Greek 'Γ', 'г' like 'r'), so no single
 * case-blind key keeps both; hence two keys, both blind to case because each starts from one case:
 *
 * - the capitals key: written in capitals, then skeleton, then in small letters, repeated until nothing
 *   changes: 'Fizikas Fans', 'FIZIKAS FANS' and 'Fizikas Fans' with Cyrillic 'а', 'А' or 'І' (or Latin
 *   'l' for 'i', since capital 'I' is small 'l') all give 'flzlkas fans';
 * - the small-letters key: in small letters, then skeleton, repeated: catches the look-alikes of
 *   small letters whose capitals look like something else (Cyrillic 'г' for 'r', Greek 'ν' for 'v').
 *
 * Letters with diacritics keep their marks (NFD splits 'ā' into 'a' and a macron, and the macron stays),
 * so Latvian 'ā' and 'a', 'š' and 's', 'ļ' and 'l' stay different pseudonyms.
 *
 * The keys are stored: a change of this function or of the pinned `unhomoglyph` data needs the stored
 * claims recomputed.
 */
import unhomoglyph from 'unhomoglyph';

/** Zero-width spaces and joiners, soft hyphens, variation selectors, the Hangul filler: nothing to see. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const SPACES = /\s+/gu;

/** Invisible characters out, every run of spaces one space, nothing at either end. */
function tidy(text: string): string {
  return text.replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/**
 * Case folding: through capitals and back, so that 'ß' and 'SS', or 'ς' and 'σ', fold alike (plain
 * lower-casing keeps 'ß' and 'ς' apart from 'ss' and 'σ'). Locale-free, so the Turkish dotless 'ı'
 * rule of one locale never applies.
 */
function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase();
}

/** TR39 skeleton: NFD, every character to its confusables.txt prototype, NFD. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** A prototype can itself be mapped once its case changes; a handful of rounds reaches the fixed point. */
const MAX_ROUNDS = 8;

function untilStable(start: string, round: (text: string) => string): string {
  let text = start;
  for (let i = 0; i < MAX_ROUNDS; i++) {
    const next = tidy(round(text));
    if (next === text) break;
    text = next;
  }
  return text;
}

/** NFKC, invisible characters out, spaces collapsed and trimmed, case folded. */
export function comparablePseudonym(pseudonym: string): string {
  return tidy(foldCase(tidy(pseudonym.normalize('NFKC'))).normalize('NFKC'));
}

/** The confusable keys of a pseudonym: the capitals key first, then the small-letters key if different. */
export function pseudonymKeys(pseudonym: string): string[] {
  const comparable = comparablePseudonym(pseudonym);
  const capitals = untilStable(comparable, (text) => skeleton(text.toUpperCase()).toLowerCase());
  const small = untilStable(comparable, (text) => skeleton(text.toLowerCase()).toLowerCase());
  return capitals === small ? [capitals] : [capitals, small];
}
