import { routePath } from '@portal/contracts/routes';

/** An address inside the administration: `adminPath('jaunumi', 5)` → '/admin/jaunumi/5'. */
export function adminPath(...parts: (string | number)[]): string {
  return [routePath('admin'), ...parts.map((part) => encodeURIComponent(String(part)))].join('/');
}
