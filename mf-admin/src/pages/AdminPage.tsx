import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from '@portal/shared-ui/lib/router';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { SecondFactorGate } from '../features/security/components/SecondFactorGate';
import { adminPath } from '../lib/adminPath';
import { SECTIONS, type SectionPath } from '../lib/sections';

/**
 * Each section's screen, loaded when first opened: an editor or a table one section needs is never
 * part of another's first load. Made once here (a lazy made during render would load again).
 */
const SCREENS: Record<SectionPath, LazyExoticComponent<ComponentType>> = {
  lietotaji: lazy(() => import('../features/users/components/UsersSection')),
  jaunumi: lazy(() => import('../features/news/components/NewsSection')),
  lapas: lazy(() => import('../features/pages/components/PagesSection')),
  baneri: lazy(() => import('../features/banners/components/BannersSection')),
  kategorijas: lazy(() => import('../features/categories/components/CategoriesSection')),
  skolas: lazy(() => import('../features/schools/components/SchoolsSection')),
  zinojumi: lazy(() => import('../features/reports/components/ReportsSection')),
  sazina: lazy(() => import('../features/contact/components/ContactSection')),
  pasts: lazy(() => import('../features/mail/components/MailSection')),
  zurnals: lazy(() => import('../features/audit/components/AuditSection')),
  laidieni: lazy(() => import('../features/releases/components/ReleasesSection')),
  drosiba: lazy(() => import('../features/security/components/SecuritySection')),
};

/**
 * /admin/* (issue 19): the shell lets only administrators in (the API refuses everyone else's calls);
 * each section owns its address and everything under it ('jaunumi/5', 'jaunumi/jauns').
 */
export default function AdminPage() {
  return (
    <Suspense fallback={<Spinner block label="Ielādē..." />}>
      {/* Where the second factor is required, an administrator without it is sent to 'Drošība'. */}
      <SecondFactorGate>
        <Routes>
          <Route index element={<Navigate to={adminPath(SECTIONS[0]!.path)} replace />} />
          {SECTIONS.map(({ path }) => {
            const Screen = SCREENS[path];
            return <Route key={path} path={`${path}/*`} element={<Screen />} />;
          })}
          <Route path="*" element={<NotFound title="Lapa nav atrasta" />} />
        </Routes>
      </SecondFactorGate>
    </Suspense>
  );
}
