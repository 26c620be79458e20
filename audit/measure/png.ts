/**
 * Screenshots into the RGBA images the measurements read. Decoded natively by sharp (libvips, libpng),
 * off Node's main thread: a page's screenshot is 1100 × several thousand pixels, which pngjs decoded in
 * JavaScript for about three times the CPU, on every page of the audit.
 */
import sharp from 'sharp';
import type { Image } from './pixels';

// Each screenshot is decoded once: nothing to keep in libvips' operation cache.
sharp.cache(false);

/** A PNG as 8-bit RGBA, row-major (an opaque screenshot gets alpha 255). */
export async function decodePng(png: Buffer): Promise<Image> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}
