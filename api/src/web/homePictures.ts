/**
 * The pictures the home page shows first, so its HTML can ask for them at once. On a phone the first
 * news picture is the largest thing the home page paints (its LCP element), yet the browser learns
 * its address only after the shell, the catalogue remote and the news call have all arrived: four
 * seconds of Lighthouse's simulated phone. The server has the answers already: they are the home
 * page's inlined first data (initialData.ts), which hold banners and news only when the home page
 * shows them.
 */
import type { InitialQuery } from '@portal/contracts/initialData';

interface Picture {
  full_url?: unknown;
  sizes?: { medium?: { full_url?: unknown } };
}

const answerOf = (queries: InitialQuery[], name: string) => queries.find((q) => q.key[0] === name)?.data;

const firstOf = (list: unknown): { image?: Picture | null } | undefined =>
  Array.isArray(list) ? (list[0] as { image?: Picture | null } | undefined) : undefined;

/** The first banner's picture and the latest news post's, each when the home page shows it. */
export function homePictures(queries: InitialQuery[]): string[] {
  const banner = firstOf(answerOf(queries, 'banners'))?.image?.full_url;
  const posts = answerOf(queries, 'posts') as { data?: unknown } | undefined;
  const post = firstOf(posts?.data)?.image?.sizes?.medium?.full_url;
  return [banner, post].filter((url): url is string => typeof url === 'string');
}
