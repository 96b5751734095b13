import { crc32, deflateSync } from 'node:zlib';
import type { Page, Route } from '@playwright/test';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (so browsers display it): a diagonal blend between two colours, `width` x `height`. */
export function pngPicture(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
) {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const k = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c]! * (1 - k) + to[c]! * k);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The session token the console stores, to read the API as the signed-in user. */
export const TOKEN_SCRIPT = () => localStorage.getItem('jwt');

/** Handles the next image upload (the PUT to a presigned address) with `handle`; everything else goes through. */
export async function interceptNextUpload(page: Page, handle: (route: Route) => Promise<void>): Promise<void> {
  let used = false;
  await page.route('**/api/image/o/**', async (route) => {
    if (route.request().method() !== 'PUT' || used) return route.fallback();
    used = true;
    await handle(route);
  });
}
