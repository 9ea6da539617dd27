/**
 * Image objects in the shapes the spec names: `image.full_url`, `image.sizes.medium.full_url`,
 * `avatar.sizes.icon.full_url`. The portal keeps one rendition per image, so every size points at it;
 * the browser scales it down.
 */
import type { Storage } from '../../storage/storage';

export interface ImageJson {
  full_url: string;
  sizes: { icon: { full_url: string }; medium: { full_url: string } };
}

export function imageJson(storage: Storage, key: string | null | undefined): ImageJson | null {
  if (!key) return null;
  const url = storage.publicUrl(key);
  return { full_url: url, sizes: { icon: { full_url: url }, medium: { full_url: url } } };
}
