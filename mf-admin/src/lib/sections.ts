/**
 * The administration's sections, in menu order: the side menu (AdminNav) and mf-admin's own routes
 * under /admin (pages/AdminPage.tsx, which loads each section's screen). Adding a section: a line
 * here, its folder under src/features, and its screen in AdminPage's SCREENS.
 */
export interface AdminSection {
  /** The path under /admin (and the start of its sub-pages' paths). */
  path: string;
  /** The menu's text and the section's h1. */
  label: string;
}

export const SECTIONS = [
  { path: 'lietotaji', label: 'Lietotāji' },
  { path: 'jaunumi', label: 'Jaunumi' },
  { path: 'lapas', label: 'Lapas' },
  { path: 'baneri', label: 'Baneri' },
  { path: 'kategorijas', label: 'Kategorijas' },
  { path: 'skolas', label: 'Skolas' },
  { path: 'zinojumi', label: 'Ziņojumi' },
  { path: 'sazina', label: 'Saziņa' },
  { path: 'pasts', label: 'Pasts' },
  { path: 'zurnals', label: 'Žurnāls' },
  // issue 21: the feature apps' releases, and a preview of one in the administrator's own browser
  { path: 'laidieni', label: 'Laidieni' },
  // issue 19, security: the administrator's own second factor
  { path: 'drosiba', label: 'Drošība' },
] as const satisfies readonly AdminSection[];

export type SectionPath = (typeof SECTIONS)[number]['path'];

export const ADMIN_TITLE = 'Administrēšana';
