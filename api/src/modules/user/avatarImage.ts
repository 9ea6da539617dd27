/**
 * Profile pictures are re-encoded before they are kept: turned upright by their EXIF orientation,
 * cut to a square and scaled to 240×240 WebP (shared-ui Avatar shows them at 32–120 CSS pixels, so
 * 240 is sharp at twice the density), without any metadata: EXIF (a camera's GPS location, its
 * owner's name), XMP, ICC and comments never leave the server. An animated image keeps its first
 * frame. Bytes that only start like an image (sharp cannot decode them) are refused.
 */
import sharp from 'sharp';
import { ValidationError } from '../../http/errors';
import { AVATAR_MESSAGES, type UploadedFile } from '../shared/uploads';

export const AVATAR_SIZE = 240;
/** A 5 MB upload may still unpack to a huge bitmap; 40 megapixels is more than any camera photo needs. */
const MAX_INPUT_PIXELS = 40_000_000;

export async function reencodeAvatar(file: UploadedFile, field = 'file'): Promise<UploadedFile> {
  let data: Buffer;
  try {
    data = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new ValidationError({ [field]: [AVATAR_MESSAGES.invalid] });
  }
  const base = file.originalName.replace(/\.[^.]*$/, '') || 'avatar';
  return { originalName: `${base}.webp`, data, mimeType: 'image/webp', extension: 'webp' };
}
