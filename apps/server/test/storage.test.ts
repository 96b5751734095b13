import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../src/config';
import type { OrgId } from '../src/db/org-id';
import { imageStorage, incomingKey, thumbnailKey } from '../src/modules/images/images.storage';
import { createTestApp, type TestApp } from './helper';
import { makeJpegWithExif, makePng, multipart, PNG_HEADER_THEN_HTML, pngOfSize, pngThenHtml } from './image-fixtures';

/**
 * The storage suite (issue 14 sections 2 and 4), run on both back ends: the local disk (default) and an S3-compatible
 * server (s3rver, started here on a free port with a temp folder). Uploads go to the presigned address the server
 * hands out (its own on disk, the bucket's, signed by the AWS SDK, on S3), then POST /image/{id}/complete.
 */
type Backend = { name: 'disk' | 's3'; start(): Promise<{ storage: StorageConfig; stop(): Promise<void> }> };

const BUCKET = 'comptoir-test';
const backends: Backend[] = [
  { name: 'disk', start: async () => ({ storage: { kind: 'disk' }, stop: async () => undefined }) },
  {
    name: 's3',
    async start() {
      const directory = mkdtempSync(path.join(os.tmpdir(), 'comptoir-s3-'));
      const server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        directory,
        silent: true,
        configureBuckets: [{ name: BUCKET }],
      });
      const { port } = await server.run();
      return {
        storage: {
          kind: 's3',
          endpoint: `http://127.0.0.1:${port}`,
          bucket: BUCKET,
          region: 'us-east-1',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
        },
        async stop() {
          await server.close();
          rmSync(directory, { recursive: true, force: true });
        },
      };
    },
  },
];

type Presign = { presignedURL: string; imageUrl: string; imageId: number; key: string; orgId: OrgId };

describe.each(backends)('image storage on $name', (backend) => {
  let t: TestApp;
  let admin: string;
  let shopadmin: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const started = await backend.start();
    stop = started.stop;
    t = await createTestApp({ config: { storage: started.storage } });
    [admin, shopadmin] = await Promise.all([t.login('admin'), t.login('shopadmin')]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await stop?.();
  });

  const ORIGIN = 'http://localhost:80';
  const presign = async (token: string, fileName: string): Promise<Presign> => {
    const res = await t.request({ method: 'GET', url: `/api/image/presign?fileName=${fileName}`, token });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** PUT the file where the console would: this server (disk) or the bucket (S3). */
  const putFile = async (p: Presign, body: Buffer, type = 'image/png', orgHeader = String(p.orgId)) => {
    const headers = { 'content-type': type, 'x-amz-meta-org-id': orgHeader };
    if (p.presignedURL.startsWith(ORIGIN)) {
      const url = new URL(p.presignedURL);
      const res = await t.request({ method: 'PUT', url: url.pathname + url.search, payload: body, headers });
      return res.statusCode;
    }
    const res = await fetch(p.presignedURL, { method: 'PUT', body: new Uint8Array(body), headers });
    return res.status;
  };
  const complete = (token: string, id: number) =>
    t.request({ method: 'POST', url: `/api/image/${id}/complete`, token });
  /** Presign, PUT and complete: the answer of the step that refused, or of the completion. */
  async function upload(token: string, body: Buffer, type = 'image/png', name = 'photo.png') {
    const p = await presign(token, name);
    const status = await putFile(p, body, type, String(p.orgId));
    if (status !== 200) return { p, status, body: null };
    const res = await complete(token, p.imageId);
    return { p, status: res.statusCode, body: res.json() };
  }
  const get = (url: string) => t.request({ method: 'GET', url: new URL(url, ORIGIN).pathname });
  const storedRow = async (id: number) =>
    t.db.selectFrom('image').select(['status', 'size_bytes']).where('id', '=', id).executeTakeFirstOrThrow();

  it('puts, reads, sizes and deletes objects by key; only well-formed keys', async () => {
    const storage = imageStorage(t.ctx);
    const key = `1/${'ab'.repeat(16)}.png`;
    const png = await makePng();
    expect(await storage.read(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
    await storage.put(key, png, 'image/png');
    expect((await storage.read(key))?.equals(png)).toBe(true);
    expect(await storage.size(key)).toBe(png.length);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    await expect(storage.put('1/../../jwt-secret', png, 'image/png')).rejects.toThrow(/invalid storage key/);
    expect(await storage.read('../jwt-secret')).toBeNull();
    const direct = await storage.presignPut(incomingKey(key), { 'org-id': '1' }, 300);
    if (backend.name === 'disk') expect(direct).toBeNull();
    else expect(direct).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
  });

  it('hands out the right upload address: this server on disk, a presigned bucket PUT on S3', async () => {
    const p = await presign(admin, 'a.png');
    expect(p.imageUrl).toBe(`${ORIGIN}/api/image/o/${p.key}`);
    if (backend.name === 'disk') expect(p.presignedURL.startsWith(`${p.imageUrl}?expires=`)).toBe(true);
    else {
      const url = new URL(p.presignedURL);
      expect(url.pathname).toBe(`/${BUCKET}/images/incoming/${p.key}`);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('x-amz-meta-org-id');
      expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      // The console may PUT there: the bucket's origin is allowed in the page's connect-src.
      const csp = (await t.request({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
      expect(String(csp)).toMatch(new RegExp(`connect-src [^;]*${url.origin.replace(/[.]/g, '\\.')}`));
      // s3rver does not check V4 signatures (AWS, MinIO and Garage do): refusing a forged address is the bucket's
      // job, and is not tested here.
    }
  });

  it('stores an uploaded image encoded again, with a thumbnail, lists and serves both', async () => {
    const photo = await makeJpegWithExif(1200, 900);
    const { p, status, body } = await upload(admin, photo, 'image/jpeg', 'terrace.jpg');
    expect(status).toBe(200);
    expect(body.data).toEqual({ imageId: p.imageId, imageUrl: p.imageUrl, originalName: 'terrace.jpg' });
    const list = (await t.request({ method: 'GET', url: '/api/image', token: admin })).json().data;
    expect(list.map((i: { imageId: number }) => i.imageId)).toContain(p.imageId);

    const file = await get(p.imageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 900]);
    // The metadata is gone: no EXIF (camera, GPS), no XMP; the camera's name is nowhere in the bytes.
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(file.rawPayload.includes('SpyCam')).toBe(false);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const thumb = await get(p.imageUrl.replace('/api/image/o/', '/api/image/t/'));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const tm = await sharp(thumb.rawPayload).metadata();
    expect([tm.width, tm.height]).toEqual([320, 240]);
    expect(thumb.rawPayload.length).toBeLessThan(file.rawPayload.length);
    if (backend.name === 's3') expect(await imageStorage(t.ctx).size(incomingKey(p.key))).toBeNull();
    // Completing again answers the same image.
    expect((await complete(admin, p.imageId)).json().data).toEqual(body.data);
  });

  it('refuses a PNG header followed by HTML (400), storing nothing', async () => {
    const { p, status, body } = await upload(admin, PNG_HEADER_THEN_HTML);
    expect(status).toBe(400);
    if (body) expect(body.fieldErrors.file).toMatch(/could not be read as an image/);
    expect((await get(p.imageUrl)).statusCode).toBe(404);
    expect((await storedRow(p.imageId)).status).toBe('PENDING');
    expect(await imageStorage(t.ctx).size(incomingKey(p.key))).toBeNull();
    expect(await imageStorage(t.ctx).size(p.key)).toBeNull();
  });

  it('keeps only the pixels of a sound PNG with HTML after it', async () => {
    const polyglot = await pngThenHtml();
    expect(polyglot.includes('<script>')).toBe(true);
    const { p, status } = await upload(admin, polyglot);
    expect(status).toBe(200);
    const file = await get(p.imageUrl);
    expect(file.rawPayload.includes('<script>')).toBe(false);
    expect(file.rawPayload.includes('<html>')).toBe(false);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 4, 3]);
  });

  it('refuses text and files over 2 MB, removing what reached the storage', async () => {
    const text = await upload(admin, Buffer.from('plain text, not a picture'), 'image/png');
    expect(text.status).toBe(400);
    expect(await imageStorage(t.ctx).size(incomingKey(text.p.key))).toBeNull();

    const big = await upload(admin, await pngOfSize(2 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    if (big.body) expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await imageStorage(t.ctx).size(incomingKey(big.p.key))).toBeNull();
    expect((await get(big.p.imageUrl)).statusCode).toBe(404);
    expect((await storedRow(big.p.imageId)).status).toBe('PENDING');

    const exact = await upload(admin, await pngOfSize(2 * 1024 * 1024));
    expect(exact.status).toBe(200);
  });

  it('completes only what arrived, in the organisation of the session (404 for another one)', async () => {
    const p = await presign(admin, 'later.png');
    const early = await complete(admin, p.imageId);
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors.file).toMatch(/not arrived/);
    expect(await putFile(p, await makePng())).toBe(200);
    const foreign = await complete(shopadmin, p.imageId);
    expect(foreign.statusCode).toBe(404);
    expect((await storedRow(p.imageId)).status).toBe(backend.name === 'disk' ? 'READY' : 'PENDING');
    expect((await complete(admin, p.imageId)).statusCode).toBe(200);
    expect((await complete(admin, 999_999)).statusCode).toBe(404);
  });

  it('deletes the image and its thumbnail from the storage', async () => {
    const { p } = await upload(admin, await makePng());
    expect(await imageStorage(t.ctx).size(thumbnailKey(p.key))).toBeGreaterThan(0);
    expect((await t.request({ method: 'DELETE', url: `/api/image/${p.imageId}`, token: admin })).statusCode).toBe(200);
    expect(await imageStorage(t.ctx).size(p.key)).toBeNull();
    expect(await imageStorage(t.ctx).size(thumbnailKey(p.key))).toBeNull();
    expect((await get(p.imageUrl.replace('/o/', '/t/'))).statusCode).toBe(404);
  });

  it('stores the ticket logo there too: encoded again, metadata and trailing HTML dropped', async () => {
    const logo = (data: Buffer, name = 'logo.jpg', type = 'image/jpeg') =>
      t.request({ method: 'POST', url: '/api/org/logo', token: admin, ...multipart(data, name, type) });
    const refused = await logo(PNG_HEADER_THEN_HTML, 'logo.png', 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.file).toMatch(/^Only PNG, JPEG, GIF or WebP images can be attached/);

    const res = await logo(await makeJpegWithExif(200, 100));
    expect(res.statusCode).toBe(200);
    const file = await get(res.json().data.ticketLogoImageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect(file.rawPayload.includes('SpyCam')).toBe(false);

    const html = await logo(await pngThenHtml(), 'logo.png', 'image/png');
    expect(html.statusCode).toBe(200);
    expect((await get(html.json().data.ticketLogoImageUrl)).rawPayload.includes('<script>')).toBe(false);
    // On S3 nothing is written to the local disk.
    const onDisk = existsSync(path.join(t.ctx.config.dataDir, 'uploads'));
    expect(onDisk).toBe(backend.name === 'disk');
  });
});
