/**
 * Which release this browser previews. The list answer cannot tell (the cookie is httpOnly and the
 * registry is everyone's), so the section remembers the POST's answer itself. It is kept in
 * localStorage, not only in React state: previewing means reloading the page, and after the reload
 * the administrator still needs 'Beigt priekšskatījumu'. localStorage is per browser, as the cookie
 * is, and the entry is dropped when the cookie's hour is over.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PreviewedRelease } from '../api/releases';

const STORAGE_KEY = 'portal.admin.releasePreview';

function isPreview(value: unknown): value is PreviewedRelease {
  if (typeof value !== 'object' || value === null) return false;
  const { name, version, expires_at } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof version === 'string' && typeof expires_at === 'string';
}

const expired = (preview: PreviewedRelease) => !(Date.parse(preview.expires_at) > Date.now());

function read(): PreviewedRelease | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isPreview(stored) && !expired(stored) ? stored : null;
  } catch {
    // Storage switched off or an unreadable entry: the section just does not know of a preview.
    return null;
  }
}

function write(preview: PreviewedRelease | null): void {
  try {
    if (preview) localStorage.setItem(STORAGE_KEY, JSON.stringify(preview));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage switched off: the preview is still known until the section is left.
  }
}

export function usePreviewState(): [PreviewedRelease | null, (preview: PreviewedRelease | null) => void] {
  const [preview, setPreview] = useState(read);
  const remember = useCallback((next: PreviewedRelease | null) => {
    write(next);
    setPreview(next);
  }, []);
  // The cookie stops by itself after its hour; so does the notice.
  useEffect(() => {
    if (!preview) return;
    const timer = setTimeout(() => remember(null), Math.max(0, Date.parse(preview.expires_at) - Date.now()));
    return () => clearTimeout(timer);
  }, [preview, remember]);
  return [preview, remember];
}
