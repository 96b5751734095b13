import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Real, decodable images for the upload tests (every upload is decoded and encoded again). */
export async function makePng(width = 4, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A JPEG photo carrying EXIF: camera make and model, and a GPS position. */
export async function makeJpegWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Model X', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 21/1 0/1' },
    })
    .toBuffer();
}

export const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A PNG signature and header followed by HTML: a "polyglot" that sniffs as PNG but is not a picture. */
export const PNG_HEADER_THEN_HTML = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from(HTML),
]);

/** A sound PNG with HTML after its end (a polyglot that decodes): re-encoding must drop the HTML. */
export async function pngThenHtml(): Promise<Buffer> {
  return Buffer.concat([await makePng(), Buffer.from(HTML)]);
}

/** A decodable PNG padded after its end to exactly `size` bytes. */
export async function pngOfSize(size: number): Promise<Buffer> {
  const png = await makePng();
  return Buffer.concat([png, Buffer.alloc(size - png.length, 7)]);
}

/** A multipart/form-data body with one file field named "file" (the logo upload). */
export function multipart(data: Buffer, filename: string, contentType: string) {
  const boundary = `----comptoir${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * An animated GIF of `frames` frames of `size` x `size` pixels: one frame made by sharp, its image block (descriptor
 * and LZW data, without the graphic control extension) repeated. 70,000 frames of 16x16 fit in 1.9 MB, under the
 * upload limit, and cost seconds of CPU to decode (issue 23).
 */
export async function manyFrameGif(frames: number, size = 16): Promise<Buffer> {
  const one = await sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .gif()
    .toBuffer();
  const packed = one[10]!;
  const colourTable = packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0;
  const start = 13 + colourTable; // after the header, the screen descriptor and the global colour table
  let frame = one.subarray(start, one.length - 1); // up to the trailer (0x3b)
  if (frame[0] === 0x21 && frame[1] === 0xf9) frame = frame.subarray(2 + 1 + frame[2]! + 1); // drop the GCE
  return Buffer.concat([one.subarray(0, start), ...Array<Buffer>(frames).fill(frame), Buffer.from([0x3b])]);
}
