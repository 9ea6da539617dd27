/**
 * How the log's codes read in Latvian: an action is `<item type>.<verb>` ('user.disable'), each
 * section names its own; a code this list does not know yet is shown as it is, so nothing is hidden.
 */
import { formatDate, formatTime } from '@portal/shared-ui/lib/date';

export const ITEM_TYPES: Record<string, string> = {
  user: 'Lietotājs',
  article: 'Jaunums',
  page: 'Lapa',
  banner: 'Baneris',
  settings: 'Iestatījumi',
  category: 'Kategorija',
  school: 'Skola',
  material: 'Materiāls',
  comment: 'Komentārs',
  report: 'Ziņojums',
  contact_message: 'Saziņas ziņa',
  mail: 'Vēstule',
};

const VERBS: Record<string, string> = {
  add: 'pievienots',
  create: 'izveidots',
  update: 'labots',
  delete: 'dzēsts',
  publish: 'publicēts',
  unpublish: 'publicēšana atcelta',
  move: 'pārvietots',
  reorder: 'secība mainīta',
  hide: 'paslēpts',
  restore: 'atjaunots',
  dismiss: 'ziņojumi noraidīti',
  answer: 'atbildēts',
  retry: 'sūtīts vēlreiz',
  approve: 'apstiprināts',
  refuse: 'pieprasījums noraidīts',
  disable: 'atslēgts',
  enable: 'iespējots',
  admin: 'iecelts par administratoru',
  unadmin: 'administratora tiesības atceltas',
  reset: 'nosūtīta paroles atjaunošanas saite',
};

export function itemTypeLabel(type: string): string {
  return ITEM_TYPES[type] ?? type;
}

/** 'user.disable' → 'Lietotājs: atslēgts'; an unknown code as it is. */
export function actionLabel(action: string): string {
  const dot = action.indexOf('.');
  const type = ITEM_TYPES[action.slice(0, dot)];
  const verb = VERBS[action.slice(dot + 1)];
  return dot > 0 && type && verb ? `${type}: ${verb}` : action;
}

const FIELDS: Record<string, string> = {
  email: 'E-pasts',
  first_name: 'Vārds',
  last_name: 'Uzvārds',
  pseudonym: 'Pseidonīms',
  school_id: 'Skola (Nr.)',
  note: 'Pamatojums',
  email_verified_at: 'E-pasts apstiprināts',
  approved_at: 'Konts apstiprināts',
  disabled_at: 'Atslēgts',
  disabled_reason: 'Atslēgšanas iemesls',
  is_admin: 'Administrators',
  reason: 'Iemesls',
  password_reset_link_to: 'Paroles saite nosūtīta uz',
  created_at: 'Izveidots',
  title: 'Nosaukums',
  description: 'Apraksts',
  content: 'Saturs',
  published: 'Publicēts',
  slug: 'Adrese',
  target_url: 'Saite',
  position: 'Secība',
  active: 'Ieslēgts',
  show_banners: 'Rādīt banerus',
  show_articles: 'Rādīt jaunumus',
  parent_id: 'Augstākā kategorija',
  hidden_at: 'Paslēpts',
  hidden_reason: 'Paslēpšanas iemesls',
};

export function fieldLabel(field: string): string {
  return FIELDS[field] ?? field;
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as a person reads it: '—' for none, jā/nē, a moment as DD/MM/YYYY hh:mm, anything else as text. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'jā' : 'nē';
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? `${formatDate(value)} ${formatTime(value)}` : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
