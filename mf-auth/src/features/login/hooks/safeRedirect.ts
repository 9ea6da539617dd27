import { routePath } from '@portal/contracts/routes';

/**
 * Where to go after signing in: the intended path if it is one of ours, else home. Only
 * same-site paths are followed ("//evil.example" or "https://…" would be an open redirect),
 * and never back to the login screen itself.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  const login = routePath('auth.login');
  if (target === login || target.startsWith(`${login}?`) || target.startsWith(`${login}#`)) return '/';
  return target;
}
