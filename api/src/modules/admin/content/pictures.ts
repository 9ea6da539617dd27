/**
 * Pictures of news posts and banners, re-encoded before they are kept (as profile pictures are,
 * user/avatarImage.ts): turned upright by their EXIF orientation, scaled, written as WebP without
 * any metadata (a camera's GPS position, its owner's name, ICC and XMP never leave the server).
 * A news picture keeps its shape, at most 1600 px on its longer side (the post page shows it at most
 * 960 CSS pixels wide); a banner is cut to the slider's 3:1 frame at 1200×400, the size the home page
 * draws it, keeping the part sharp finds most interesting. An animated picture keeps its first frame;
 * bytes that only start like an image (sharp cannot decode them) are refused on `image`.
 */
import sharp from 'sharp';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES } from '@portal/contracts/schemas/admin/content';
import { ValidationError } from '../../../http/errors';
import { detectImage, type FileRule, type UploadedFile } from '../../shared/uploads';

/** The form field the picture travels in. */
export const IMAGE_FIELD = 'image';

export const IMAGE_RULE: FileRule = {
  maxBytes: CONTENT_IMAGE_MAX_BYTES,
  tooLarge: CONTENT_MESSAGES.imageTooLarge,
  detect: detectImage,
  invalid: CONTENT_MESSAGES.imageInvalid,
};

/** A 10 MB upload may still unpack to a huge bitmap; 40 megapixels is more than any camera photo needs. */
const MAX_INPUT_PIXELS = 40_000_000;

export const ARTICLE_PICTURE_MAX_SIDE = 1600;
export const BANNER_PICTURE = { width: 1200, height: 400 } as const;

export type PictureKind = 'article' | 'banner';

export async function reencodePicture(file: UploadedFile, kind: PictureKind): Promise<UploadedFile> {
  let data: Buffer;
  try {
    const image = sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const sized =
      kind === 'banner'
        ? image.resize(BANNER_PICTURE.width, BANNER_PICTURE.height, { fit: 'cover', position: 'attention' })
        : image.resize(ARTICLE_PICTURE_MAX_SIDE, ARTICLE_PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    data = await sized.webp({ quality: 82 }).toBuffer();
  } catch {
    throw new ValidationError({ [IMAGE_FIELD]: [CONTENT_MESSAGES.imageInvalid] });
  }
  const base = file.originalName.replace(/\.[^.]*$/, '') || kind;
  return { originalName: `${base}.webp`, data, mimeType: 'image/webp', extension: 'webp' };
}
