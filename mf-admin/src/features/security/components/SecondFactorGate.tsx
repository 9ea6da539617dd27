import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared-ui/lib/router';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { adminPath } from '../../../lib/adminPath';
import { useTotpStatus } from '../hooks/useSecurity';

/** The section's own address (lib/sections.ts). */
export const SECURITY_PATH = 'drosiba';

/**
 * Where the second factor is required (production) and this administrator has not turned it on,
 * every other section would only answer 403: the administration opens at 'Drošība' instead. When
 * its state cannot be read, the sections are shown (they say themselves what the server refused).
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const status = useTotpStatus();
  const { pathname } = useLocation();
  const here = adminPath(SECURITY_PATH);
  if (status.isPending) return <Spinner block label="Ielādē..." />;
  const blocked = status.data?.required === true && !status.data.enabled;
  if (blocked && pathname !== here && !pathname.startsWith(`${here}/`)) return <Navigate to={here} replace />;
  return children;
}
