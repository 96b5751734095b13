import { IMAGE_MAX_BYTES } from '@comptoir/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { MAX_FRAMES } from '../src/lib/image-processing';
import { sessionsChanged } from '../src/lib/session-cache';
import { createTestApp, type TestApp } from './helper';
import { makeJpegWithExif, makePng, manyFrameGif, pngOfSize } from './image-fixtures';

/** The image library and uploads by presigned address (document 2 sections 3, 5 and 7). */
let t: TestApp;
let admin: string;
let shopadmin: string;
let server: string;

type Presign = {
  presignedURL: string;
  imageUrl: string;
  imageId: number;
  key: string;
  orgId: OrgId;
  expiresAt: number;
};
type Res = {
  status: number;
  body: { data: unknown; message?: string; code?: string; fieldErrors?: Record<string, string> };
};

const PNG = await makePng();
const JPEG = await makeJpegWithExif(16, 16);
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
/** The same picture: size, format and pixels (stored files are encoded again, so their bytes differ). */
async function samePicture(stored: Buffer, original: Buffer) {
  const [a, b] = await Promise.all([sharp(stored).metadata(), sharp(original).metadata()]);
  expect([a.format, a.width, a.height]).toEqual([b.format, b.width, b.height]);
  const [pa, pb] = await Promise.all([sharp(stored).raw().toBuffer(), sharp(original).raw().toBuffer()]);
  if (a.format === 'png') expect(pa.equals(pb)).toBe(true);
}

async function presign(token: string, fileName: string): Promise<Presign> {
  const res = await t.call(token, 'GET', `/api/image/presign?fileName=${encodeURIComponent(fileName)}`);
  expect(res.status).toBe(200);
  return res.body.data as Presign;
}

/** The PUT the console sends: the file, its Content-Type and the organisation-id metadata header. */
async function put(
  address: string,
  body: Buffer,
  { type = 'image/png', org = '1' }: { type?: string; org?: string | null } = {},
) {
  const url = new URL(address);
  const res = await t.request({
    method: 'PUT',
    url: url.pathname + url.search,
    payload: body,
    headers: { 'content-type': type, ...(org === null ? {} : { 'x-amz-meta-org-id': org }) },
  });
  return { status: res.statusCode, body: res.json() as Res['body'] };
}

async function getFile(imageUrl: string) {
  return t.request({ method: 'GET', url: new URL(imageUrl).pathname });
}

async function rows() {
  return t.db.selectFrom('image').selectAll().orderBy('id').execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  server = await t.login('server');
}, 120_000);
afterAll(async () => t?.close());

describe('presign and upload', () => {
  it('uploads a file to its presigned address; the image is listed and served with its own type', async () => {
    const p = await presign(admin, 'Terrasse été.png');
    expect(p.orgId).toBe(1);
    expect(p.key).toMatch(/^1\/[a-f0-9]{32}\.png$/);
    expect(p.imageUrl).toBe(`http://localhost:80/api/image/o/${p.key}`);
    expect(p.presignedURL.startsWith(`${p.imageUrl}?expires=${p.expiresAt}&signature=`)).toBe(true);
    expect(p.expiresAt - t.clock.now).toBe(5 * 60_000);
    // Not listed before the file arrives.
    expect((await t.call(admin, 'GET', '/api/image')).body.data).toEqual([]);

    const res = await put(p.presignedURL, PNG);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ imageId: p.imageId, imageUrl: p.imageUrl, originalName: 'Terrasse été.png' });

    const list = await t.call(admin, 'GET', '/api/image');
    expect(list.body.data).toEqual([{ imageId: p.imageId, imageUrl: p.imageUrl, originalName: 'Terrasse été.png' }]);
    // Public, like a public-read bucket: no session needed.
    const file = await getFile(p.imageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    await samePicture(file.rawPayload, PNG);
    // Another organisation does not see it.
    expect((await t.call(shopadmin, 'GET', '/api/image')).body.data).toEqual([]);
  });

  it('serves a file by the type of its content, whatever its name says', async () => {
    const p = await presign(admin, 'photo.PNG');
    expect((await put(p.presignedURL, JPEG, { type: 'image/png' })).status).toBe(200);
    expect((await getFile(p.imageUrl)).headers['content-type']).toBe('image/jpeg');
  });

  it('accepts exactly 2 MB and refuses one byte more (413), storing nothing', async () => {
    const ok = await presign(admin, 'big.png');
    expect((await put(ok.presignedURL, await pngOfSize(2_097_152))).status).toBe(200);
    const tooBig = await presign(admin, 'bigger.png');
    const res = await put(tooBig.presignedURL, await pngOfSize(2_097_153));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The file exceeds the 2MB size limit' });
    expect((await getFile(tooBig.imageUrl)).statusCode).toBe(404);
    const row = (await rows()).find((r) => r.id === tooBig.imageId)!;
    expect(row.status).toBe('PENDING');
  });

  it('refuses an expired address (403) and stores nothing', async () => {
    const p = await presign(admin, 'late.png');
    t.clock.now += 5 * 60_000 + 1;
    try {
      const res = await put(p.presignedURL, PNG);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/expired/);
    } finally {
      t.clock.now -= 5 * 60_000 + 1;
    }
    expect((await getFile(p.imageUrl)).statusCode).toBe(404);
  });

  it('refuses the signature of one key for any other key, organisation or expiry (403)', async () => {
    const a = await presign(admin, 'a.png');
    const b = await presign(admin, 'b.png');
    const query = new URL(a.presignedURL).search;
    // Another key of the same organisation.
    expect((await put(`${b.imageUrl}${query}`, PNG)).status).toBe(403);
    // The same name under another organisation's prefix.
    const otherOrg = a.imageUrl.replace('/o/1/', '/o/2/');
    expect((await put(`${otherOrg}${query}`, PNG, { org: '2' })).status).toBe(403);
    // A later expiry.
    const url = new URL(a.presignedURL);
    url.searchParams.set('expires', String(a.expiresAt + 60_000));
    expect((await put(url.toString(), PNG)).status).toBe(403);
    // No signature, a made-up key.
    expect((await put(a.imageUrl, PNG)).status).toBe(403);
    const forged = `${a.imageUrl.replace(/[a-f0-9]{32}/, 'f'.repeat(32))}${query}`;
    expect((await put(forged, PNG)).status).toBe(403);
    expect((await getFile(a.imageUrl)).statusCode).toBe(404);
    expect((await getFile(b.imageUrl)).statusCode).toBe(404);
  });

  it('needs the organisation-id metadata header of the address (403)', async () => {
    const p = await presign(admin, 'header.png');
    expect((await put(p.presignedURL, PNG, { org: null })).status).toBe(403);
    expect((await put(p.presignedURL, PNG, { org: '2' })).status).toBe(403);
    expect((await put(p.presignedURL, PNG, { org: '1' })).status).toBe(200);
  });

  it('refuses content that is not PNG, JPEG, GIF or WebP (400), SVG included', async () => {
    const text = await presign(admin, 'fake.png');
    const wrong = await put(text.presignedURL, Buffer.from('GIF? no, plain text'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Only PNG, JPEG, GIF or WebP images can be added');
    const svg = await presign(admin, 'logo.png');
    const refused = await put(svg.presignedURL, SVG, { type: 'image/svg+xml' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^SVG images are not accepted/);
    const empty = await put(svg.presignedURL, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const notImage = await put(svg.presignedURL, PNG, { type: 'text/html' });
    expect(notImage.status).toBe(415);
    expect((await getFile(text.imageUrl)).statusCode).toBe(404);
    expect((await getFile(svg.imageUrl)).statusCode).toBe(404);
  });

  it('refuses an animation with too many frames or pixels across its frames in milliseconds, storing nothing', async () => {
    const bomb = await manyFrameGif(70_000);
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    const p = await presign(admin, 'bomb.gif');
    const before = await rows();
    const started = Date.now();
    const res = await put(p.presignedURL, bomb, { type: 'image/gif' });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.file).toBe(
      `Only PNG, JPEG, GIF or WebP images can be added: The image has too many frames (70000, at most ${MAX_FRAMES})`,
    );
    // The header scan only (about 0.1 s on a quiet machine), not the seconds decoding every frame takes.
    expect(elapsed).toBeLessThan(1500);
    expect(await rows()).toEqual(before);
    expect((await getFile(p.imageUrl)).statusCode).toBe(404);
    // Few frames, but too many pixels across them: 160 frames of 512x512 = 42 megapixels.
    const wide = await presign(admin, 'wide.gif');
    const big = await put(wide.presignedURL, await manyFrameGif(160, 512), { type: 'image/gif' });
    expect(big.status).toBe(400);
    expect(big.body.fieldErrors?.file).toMatch(/too many pixels across its frames \(42 megapixels, at most 40\)$/);
    // Within both limits: an animation is kept, with its frames.
    const fine = await presign(admin, 'fine.gif');
    const ok = await put(fine.presignedURL, await manyFrameGif(MAX_FRAMES), { type: 'image/gif' });
    expect(ok.status).toBe(200);
  });

  it('takes one upload per address (409 after)', async () => {
    const p = await presign(admin, 'once.png');
    expect((await put(p.presignedURL, PNG)).status).toBe(200);
    const again = await put(p.presignedURL, JPEG);
    expect(again.status).toBe(409);
    await samePicture((await getFile(p.imageUrl)).rawPayload, PNG);
  });

  it('validates the file name: required, an image name, never SVG', async () => {
    const before = await rows();
    for (const [query, message] of [
      ['', 'File name is required'],
      ['?fileName=', 'File name is required'],
      ['?fileName=drawing.svg', 'SVG images are not accepted; use PNG, JPEG, GIF or WebP'],
      ['?fileName=menu.pdf', 'Only PNG, JPEG, GIF or WebP images can be added'],
      ['?fileName=noextension', 'Only PNG, JPEG, GIF or WebP images can be added'],
    ] as const) {
      const res = await t.call(admin, 'GET', `/api/image/presign${query}`);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.fileName).toBe(message);
    }
    expect(await rows()).toEqual(before);
    // A path keeps only its last part; .jpeg becomes .jpg in the key.
    const p = await presign(admin, 'C:\\fakepath\\Photo.JPEG');
    expect(p.key).toMatch(/\.jpg$/);
    expect((await rows()).find((r) => r.id === p.imageId)?.original_name).toBe('Photo.JPEG');
  });

  it('lets the product and group pages upload too, but not a user without any image ability (403)', async () => {
    expect((await t.call(server, 'GET', '/api/image/presign?fileName=a.png')).status).toBe(403);
    expect((await t.call(server, 'GET', '/api/image')).status).toBe(403);
    expect((await t.call(undefined, 'GET', '/api/image')).status).toBe(401);
    const [user] = await t.db
      .selectFrom('app_user')
      .select(['user_id', 'abilities'])
      .where('username', '=', 'server')
      .execute();
    await t.db
      .updateTable('app_user')
      .set({ abilities: JSON.stringify(['ADMIN_PRODUCTS']) })
      .where('user_id', '=', user!.user_id)
      .execute();
    sessionsChanged(t.ctx, user!.user_id); // written behind the services' back: the kept session user is dropped
    try {
      expect((await t.call(server, 'GET', '/api/image/presign?fileName=a.png')).status).toBe(200);
      expect((await t.call(server, 'GET', '/api/image')).status).toBe(200);
      // Deleting from the library stays with ACCOUNT_IMAGE.
      const id = ((await t.call(server, 'GET', '/api/image')).body.data as { imageId: number }[])[0]?.imageId ?? 1;
      expect((await t.call(server, 'DELETE', `/api/image/${id}`)).status).toBe(403);
    } finally {
      await t.db
        .updateTable('app_user')
        .set({ abilities: user!.abilities })
        .where('user_id', '=', user!.user_id)
        .execute();
      sessionsChanged(t.ctx, user!.user_id);
    }
  });
});

describe('DELETE /image/{id}', () => {
  it('removes the image and its file', async () => {
    const p = await presign(admin, 'gone.png');
    await put(p.presignedURL, PNG);
    const res = await t.call(admin, 'DELETE', `/api/image/${p.imageId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ imageId: p.imageId });
    const list = (await t.call(admin, 'GET', '/api/image')).body.data as { imageId: number }[];
    expect(list.map((i) => i.imageId)).not.toContain(p.imageId);
    expect((await getFile(p.imageUrl)).statusCode).toBe(404);
    expect((await t.call(admin, 'DELETE', `/api/image/${p.imageId}`)).status).toBe(404);
  });

  it("answers 404 for another organisation's image and changes nothing", async () => {
    const p = await presign(shopadmin, 'shop.png');
    expect((await put(p.presignedURL, PNG, { org: '2' })).status).toBe(200);
    const before = await rows();
    const res = await t.call(admin, 'DELETE', `/api/image/${p.imageId}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect(await rows()).toEqual(before);
    expect((await getFile(p.imageUrl)).statusCode).toBe(200);
    expect((await t.call(admin, 'DELETE', '/api/image/abc')).status).toBe(400);
    expect((await t.call(server, 'DELETE', `/api/image/${p.imageId}`)).status).toBe(403);
    expect(await rows()).toEqual(before);
  });
});

describe('GET /image/o/{orgId}/{name}', () => {
  it('answers 404 JSON for a missing file or a name that is not an image key', async () => {
    for (const path of [`/api/image/o/1/${'a'.repeat(32)}.png`, '/api/image/o/1/..%2F..%2Fjwt-secret']) {
      const res = await t.request({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
