import sharp from 'sharp';
import type { PhotoSize } from '@stepwise/contracts';
import { AppError } from '../../errors/app-error.js';

/** Pixel dimensions of each stored size (square, cropped to fill). */
export const PHOTO_DIMENSIONS: Record<PhotoSize, number> = { sm: 64, lg: 256 };
/** Decoding more pixels than this is refused: a small file can hold a huge image (decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

export type AcceptedPhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type from the file's first bytes (its signature), whatever the upload claims. */
export function sniffPhotoType(bytes: Uint8Array): AcceptedPhotoType | undefined {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export function unsupportedPhotoType(cause?: unknown): AppError {
  return new AppError(415, 'unsupported_photo_type', 'The photo must be a JPEG, PNG or WebP image', undefined, { cause });
}

export function photoTooLarge(cause?: unknown): AppError {
  return new AppError(413, 'photo_too_large', 'The photo must be at most 5 MB', undefined, { cause });
}

/** Both stored sizes as WebP; 415 for bytes that are not a readable JPEG/PNG/WebP, 413 for oversized images. */
export async function resizePhoto(bytes: Buffer): Promise<Record<PhotoSize, Buffer>> {
  if (!sniffPhotoType(bytes)) throw unsupportedPhotoType();
  // rotate() applies the EXIF orientation; metadata (EXIF, GPS) is not copied to the output.
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const resize = (size: PhotoSize) => image.clone().resize(PHOTO_DIMENSIONS[size], PHOTO_DIMENSIONS[size], { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
  try {
    const [sm, lg] = await Promise.all([resize('sm'), resize('lg')]);
    return { sm, lg };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw photoTooLarge(error);
    throw unsupportedPhotoType(error);
  }
}
