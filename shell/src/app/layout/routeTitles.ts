import type { RouteName } from '@portal/contracts/routes';

export const SITE_TITLE = 'Mācību materiālu portāls';
/** The heading and title of an address no route has. */
export const NOT_FOUND_TITLE = 'Lapa nav atrasta';

/**
 * The document title before a page sets a more specific one (a post's or material's title):
 * screen-reader users hear it on every navigation.
 */
const TITLES: Partial<Record<RouteName, string>> = {
  'auth.login': 'Autorizējies',
  'auth.register': 'Reģistrēties',
  'auth.verify.resend': 'Pārsūtīt apstiprinājumu',
  verification: 'E-pasta apstiprināšana',
  'password.reset': 'Atjaunot paroli',
  'oauth.callback': 'Notiek autorizācija...',
  'site-map': 'Lapas karte',
  contact: 'Sazināties',
  posts: 'Jaunumi',
  post: 'Jaunumi',
  category: 'Kategorija',
  'category-materials': 'Materiāli',
  upload: 'Augšuplādēt failu',
  profile: 'Mans profils',
  'profile.bookmarks': 'Manas grāmatzīmes',
  'profile.categories': 'Materiālu sadalījums',
  'profile.edit': 'Rediģēt profilu',
  profiles: 'Profils',
  'profiles.categories': 'Profils',
  'inbox.comments': 'Komentāri',
  'inbox.messages': 'Ziņas',
  material: 'Materiāls',
  'material-edit': 'Mainīt materiālu',
};

/** The title of a route, or of the not-found page when no route has the address. */
export function documentTitle(route: RouteName | undefined): string {
  const title = route ? TITLES[route] : NOT_FOUND_TITLE;
  return title ? `${title} | ${SITE_TITLE}` : SITE_TITLE;
}
