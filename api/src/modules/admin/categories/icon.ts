/**
 * An uploaded category icon is re-encoded before it is kept, as profile pictures are
 * (user/avatarImage.ts): turned upright, fitted into 128×128 on a transparent square (tiles show
 * icons at 48 CSS pixels, so 128 is sharp at twice the density and more), WebP, without any
 * metadata. Bytes that only start like an image are refused. SVG is not taken (it can carry scripts).
 */
import sharp from 'sharp';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES } from '@portal/contracts/schemas/admin/categories';
import { ValidationError } from '../../../http/errors';
import { detectImage, type FileRule, type UploadedFile } from '../../shared/uploads';

export const ICON_SIZE = 128;
const MAX_INPUT_PIXELS = 40_000_000;

export const ICON_RULE: FileRule = {
  maxBytes: CATEGORY_LIMITS.iconBytes,
  tooLarge: CATEGORY_MESSAGES.iconTooLarge,
  detect: detectImage,
  invalid: CATEGORY_MESSAGES.iconInvalid,
};

export async function reencodeIcon(file: UploadedFile, field = 'icon'): Promise<UploadedFile> {
  let data: Buffer;
  try {
    data = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(ICON_SIZE, ICON_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw new ValidationError({ [field]: [CATEGORY_MESSAGES.iconInvalid] });
  }
  const base = file.originalName.replace(/\.[^.]*$/, '') || 'ikona';
  return { originalName: `${base}.webp`, data, mimeType: 'image/webp', extension: 'webp' };
}
