/** Teachers as the profile calls answer (GET /api/users/{id}, its statistics), for stories and tests. */
import type { PublicUser, UserStatistics } from '@portal/contracts/schemas/entities';

/** A small inline picture, so stories and tests never go out to the network. */
export const SAMPLE_AVATAR_URL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1f5fa8"/><text x="40" y="52" font-size="34" text-anchor="middle" fill="#fff" font-family="sans-serif">IB</text></svg>',
  );

/** Another teacher as GET /api/users/{id} answers: no e-mail, no pseudonym. */
export function makePublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    name: 'Ilze Bērziņa',
    first_name: 'Ilze',
    last_name: 'Bērziņa',
    school: { id: 12, title: 'Rīgas Valsts 1. ģimnāzija' },
    school_id: 12,
    description: 'Fizikas skolotāja, vadu pulciņu "Jaunie fiziķi".',
    avatar: { full_url: SAMPLE_AVATAR_URL, sizes: { icon: { full_url: SAMPLE_AVATAR_URL } } },
    avatar_id: 40,
    ...overrides,
  };
}

export function makeStatistics(overrides: Partial<UserStatistics> = {}): UserStatistics {
  return { likes: 128, views: 4521, downloads: 913, ...overrides };
}
