/**
 * Security headers (@fastify/helmet). The Content-Security-Policy allows exactly what the portal
 * loads: its own origin, remotes hosted on other origins (REMOTE_MF_*_URL), data:/blob: images
 * (previews, avatars chosen before upload), the S3 bucket's presigned previews, the altcha captcha's blob: web workers, inline styles
 * (React style props and the captcha widget), and Google's reCAPTCHA when that provider is chosen.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index';

export function remoteOrigins(remoteUrls: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteUrls)) {
    try {
      // Relative addresses (same origin) are already covered by 'self'.
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // An unparseable override is ignored here; /remotes.json still hands it to the shell as is.
    }
  }
  return [...origins];
}

/**
 * With STORAGE=s3 a preview link redirects to a presigned bucket address, which the material page
 * shows in an iframe (PDF) or an img: the bucket's origin, path-style or virtual-hosted.
 */
export function storageOrigins(config: Pick<Config, 'storage' | 's3'>): string[] {
  if (config.storage !== 's3') return [];
  const { bucket, region, endpoint, forcePathStyle } = config.s3;
  try {
    const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
    if (!forcePathStyle && bucket) base.hostname = `${bucket}.${base.hostname}`;
    return [base.origin];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(
  config: Pick<Config, 'remoteUrls' | 'captchaProvider' | 'storage' | 's3'>,
): Record<string, string[]> {
  const remotes = remoteOrigins(config.remoteUrls);
  const files = storageOrigins(config);
  const recaptcha = config.captchaProvider === 'recaptcha';
  const google = recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...remotes, ...google],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...files],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...google],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...files, ...(recaptcha ? ['https://www.google.com', 'https://recaptcha.google.com'] : [])],
    'manifest-src': ["'self'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Served over plain HTTP on localhost by default: HSTS only makes sense behind HTTPS.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
    // Remote bundles may be loaded by a shell on another origin (REMOTE_MF_*_URL pointing here).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
