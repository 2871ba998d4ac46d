import sharp from 'sharp';
import type { ContainerVerdict } from './docx-check';

/** Photos and scanned CVs stay far below these; a decompression bomb does not. */
export const IMAGE_LIMITS = { maxSide: 12_000, maxPixels: 50_000_000 } as const;

/**
 * An image is accepted only if it decodes completely with sharp (libvips) as the format its signature
 * claims, within the dimension limits. The pixels are decoded into a thumbnail, so memory stays small
 * whatever the image's size.
 */
export async function checkImage(b: Uint8Array, format: 'jpeg' | 'png'): Promise<ContainerVerdict> {
  try {
    const image = sharp(b, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxPixels });
    const meta = await image.metadata();
    if (meta.format !== format) return 'invalidFileType';
    if (!meta.width || !meta.height || meta.width > IMAGE_LIMITS.maxSide || meta.height > IMAGE_LIMITS.maxSide) {
      return 'corruptedFile';
    }
    await image.resize(32, 32, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer();
    return 'ok';
  } catch {
    return 'corruptedFile';
  }
}
