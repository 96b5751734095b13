/**
 * Uploaded images are decoded and encoded again (sharp) before anything is stored: only pixels survive. A file that
 * starts like a PNG but carries HTML or a script (a polyglot) either fails to decode (refused) or comes out as a clean
 * image without the extra bytes; EXIF, XMP, ICC comments (GPS position, camera) are dropped. A small thumbnail is made
 * for the image grid and the product table.
 */
import sharp, { type Metadata } from 'sharp';

export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG, JPEG, GIF or WebP by magic bytes; anything else (SVG, HTML, PDF...) answers null. */
export function detectImage(buf: Buffer): ImageKind | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** The longest side of a thumbnail, in pixels (grid cards and table cells at twice their CSS size). */
export const THUMBNAIL_SIZE = 320;
/** Larger pictures are refused before decoding (a small file can announce a huge canvas). */
const MAX_PIXELS = 40_000_000;
/**
 * An animation is decoded frame by frame: its cost is its frames and their pixels, not its file size (80,000 frames of
 * 16x16 fit in 1.8 MB and took seconds of CPU). Both are checked from the header scan (sharp metadata: no pixel is
 * decoded) before re-encoding (issue 23, decision 77).
 */
export const MAX_FRAMES = 500;
export const MAX_TOTAL_PIXELS = MAX_PIXELS;

export interface CleanImage {
  data: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
}

export class ImageDecodeError extends Error {}
/** A sound image over a limit (frames, pixels across frames): the message says which, in words a user can act on. */
export class ImageLimitError extends ImageDecodeError {}

/** Decodes and re-encodes in the file's own format; throws ImageDecodeError for anything that is not a sound image. */
export async function reencodeImage(input: Buffer): Promise<CleanImage> {
  const kind = detectImage(input);
  if (!kind) throw new ImageDecodeError('not an image');
  const animated = kind.ext === 'gif' || kind.ext === 'webp';
  if (animated) await checkFrames(input);
  try {
    // rotate() applies the EXIF orientation first, so a photo stays upright once its metadata is gone; sharp writes
    // no metadata unless asked (no withMetadata/keepMetadata here).
    const pipeline = sharp(input, { animated, failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const encoded =
      kind.ext === 'png'
        ? pipeline.png()
        : kind.ext === 'jpg'
          ? pipeline.jpeg({ quality: 90, mozjpeg: true })
          : kind.ext === 'gif'
            ? pipeline.gif()
            : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, kind, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageDecodeError(error instanceof Error ? error.message : String(error));
  }
}

/** Refuses an animation with too many frames or too many pixels across them, before any frame is decoded. */
async function checkFrames(input: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageDecodeError(error instanceof Error ? error.message : String(error));
  }
  const frames = meta.pages ?? 1;
  if (frames > MAX_FRAMES)
    throw new ImageLimitError(`The image has too many frames (${frames}, at most ${MAX_FRAMES})`);
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * frames;
  if (pixels > MAX_TOTAL_PIXELS)
    throw new ImageLimitError(
      `The image has too many pixels across its frames (${Math.ceil(pixels / 1e6)} megapixels, at most ${MAX_TOTAL_PIXELS / 1e6})`,
    );
}

/** A WebP of at most THUMBNAIL_SIZE px on its longest side (the first frame of an animation), never enlarged. */
export async function thumbnailOf(clean: Buffer): Promise<Buffer> {
  return sharp(clean, { limitInputPixels: MAX_PIXELS })
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
