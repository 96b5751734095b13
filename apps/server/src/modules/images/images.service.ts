import { randomBytes } from 'node:crypto';
import {
  fileExtension,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_TTL_MS,
  type Image,
  NOT_AN_IMAGE,
  type PresignResponse,
  SVG_REFUSED,
} from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { asOrgId, type OrgId } from '../../db/org-id';
import { type Actor, editLog } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  type CleanImage,
  detectImage,
  ImageDecodeError,
  ImageLimitError,
  reencodeImage,
  thumbnailOf,
} from '../../lib/image-processing';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import { imagesRepository as repo, toImage } from './images.repository';
import { signUpload, verifyUpload } from './images.signing';
import { imageStorage, incomingKey, thumbnailKey } from './images.storage';

export const FILE_TOO_LARGE = 'The file exceeds the 2MB size limit';
export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);

/** The public path of a stored image: /api/image/o/<orgId>/<name>; its key is <orgId>/<name>. */
export const imagePath = (key: string) => `/api/image/o/${key}`;

/** A looks-like-SVG test for a clearer refusal (SVG is text, so it has no magic bytes). */
function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 1024).toString('utf8').toLowerCase();
  return head.includes('<svg') || (head.includes('<?xml') && head.includes('svg'));
}

/**
 * The checks every uploaded image goes through, whichever way it came (upload address, S3, logo): not empty, 2 MB at
 * most, PNG/JPEG/GIF/WebP by its first bytes, and decoded then encoded again so only pixels are kept (a PNG header
 * followed by HTML is refused or comes out as a plain picture; GPS and camera metadata are dropped).
 */
export async function cleanUpload(
  data: Buffer,
  messages: { notAnImage: string } = { notAnImage: NOT_AN_IMAGE },
): Promise<CleanImage> {
  if (data.length === 0) throw badRequest('The file is empty', { file: 'The file is empty' });
  if (data.length > IMAGE_MAX_BYTES) throw tooLarge();
  if (!detectImage(data)) {
    const message = looksLikeSvg(data) ? SVG_REFUSED : messages.notAnImage;
    throw badRequest(message, { file: message });
  }
  try {
    return await reencodeImage(data);
  } catch (error) {
    if (!(error instanceof ImageDecodeError)) throw error;
    const message =
      error instanceof ImageLimitError
        ? `${messages.notAnImage}: ${error.message}`
        : `${messages.notAnImage}: the file could not be read as an image`;
    throw badRequest(message, { file: message });
  }
}

export interface UploadCheck {
  key: string;
  expires: unknown;
  signature: unknown;
  orgHeader: string | string[] | undefined;
  contentLength: string | undefined;
}

export const imagesService = {
  list: (org: OrgDb): Promise<Image[]> => repo.listReady(org),

  /**
   * Hands out an upload address for one new image: a server-generated key under the organisation's prefix, signed,
   * valid for 5 minutes. The image is listed once its file has arrived.
   */
  async presign(
    ctx: ServerContext,
    tenant: { orgId: OrgId; userId: number },
    fileName: string,
    origin: string,
  ): Promise<PresignResponse> {
    const ext = fileExtension(fileName) === 'jpeg' ? 'jpg' : fileExtension(fileName);
    const key = `${tenant.orgId}/${randomBytes(16).toString('hex')}.${ext}`;
    const now = ctx.now();
    const expiresAt = now + IMAGE_UPLOAD_TTL_MS;
    const imageUrl = `${origin}${imagePath(key)}`;
    // On S3 the SDK signs a PUT to the bucket (the file is checked by POST /image/{id}/complete); on the local disk
    // the address is this server's own, signed like S3's.
    const direct = await imageStorage(ctx).presignPut(
      incomingKey(key),
      { 'org-id': String(tenant.orgId) },
      Math.floor(IMAGE_UPLOAD_TTL_MS / 1000),
    );
    const presignedURL =
      direct ?? `${imageUrl}?expires=${expiresAt}&signature=${signUpload(ctx.config.jwtSecret, key, expiresAt)}`;
    const imageId = await inOrgTransaction(orgDb(ctx.db, tenant.orgId), async (tx) => {
      await repo.deleteExpiredPending(tx, now);
      return repo.insertPending(tx, {
        key,
        imageUrl,
        originalName: fileName,
        userId: tenant.userId,
        at: now,
        expiresAt,
      });
    });
    return {
      presignedURL,
      imageUrl,
      imageId,
      key,
      orgId: tenant.orgId,
      expiresAt,
    };
  },

  /** Checks an upload before its body is read: signature, expiry, organisation header, announced size. */
  checkUpload(ctx: ServerContext, c: UploadCheck): void {
    const expires = Number(c.expires);
    const signature = typeof c.signature === 'string' ? c.signature : '';
    if (
      !Number.isSafeInteger(expires) ||
      !signature ||
      !verifyUpload(ctx.config.jwtSecret, c.key, expires, signature)
    ) {
      throw forbidden('This upload address is not valid');
    }
    if (expires < ctx.now()) throw forbidden('This upload address has expired; ask for a new one');
    const orgId = c.key.split('/')[0];
    if (c.orgHeader !== orgId) {
      throw forbidden('The x-amz-meta-org-id header must name the organisation of the upload address');
    }
    if (c.contentLength !== undefined && Number(c.contentLength) > IMAGE_MAX_BYTES) throw tooLarge();
  },

  /** Stores the file of a checked upload through this server (local disk): cleaned, once. */
  async receive(ctx: ServerContext, orgId: number, key: string, data: Buffer): Promise<Image> {
    const clean = await cleanUpload(data);
    // The upload's signature, checked before the body was read (checkUpload), names the organisation.
    return store(ctx, orgDb(ctx.db, asOrgId(orgId)), key, clean);
  },

  /**
   * After a direct upload to the bucket: the object's size is checked (HEAD), then the file is read, cleaned and
   * stored under the image's key with its thumbnail; a file that is too big or not an image is deleted and refused. An
   * image already complete (uploaded through this server) answers as it is.
   */
  async complete(ctx: ServerContext, org: OrgDb, id: number): Promise<Image> {
    const row = await repo.find(org, id);
    if (!row) throw notFound('Image');
    if (row.status === 'READY') return toImage(row);
    const storage = imageStorage(ctx);
    const incoming = incomingKey(row.storage_key);
    const size = await storage.size(incoming);
    if (size === null) {
      const message = 'The file has not arrived yet: upload it to the presigned address first';
      throw badRequest(message, { file: message });
    }
    let clean: CleanImage;
    try {
      if (size > IMAGE_MAX_BYTES) throw tooLarge();
      clean = await cleanUpload((await storage.read(incoming)) ?? Buffer.alloc(0));
    } catch (error) {
      await storage.delete(incoming).catch(() => undefined);
      throw error;
    }
    const image = await store(ctx, org, row.storage_key, clean);
    await storage.delete(incoming).catch(() => undefined);
    return image;
  },

  /** Removes the image from the library and its file from the storage. */
  async remove(ctx: ServerContext, actor: Actor, id: number): Promise<{ imageId: number }> {
    const row = await repo.find(actor, id);
    if (!row) throw notFound('Image');
    await inOrgTransaction(actor, async (org) => {
      await repo.delete(org, id);
      await editLog(org.db, actor, ctx.now()).deleted('image', id, toImage(row));
    });
    const storage = imageStorage(ctx);
    for (const key of [row.storage_key, thumbnailKey(row.storage_key)]) {
      await storage.delete(key).catch(() => undefined);
    }
    return { imageId: id };
  },
};

/** Claims the pending image (once), stores the cleaned file and its thumbnail, and adds the image to the library. */
async function store(ctx: ServerContext, org: OrgDb, key: string, clean: CleanImage): Promise<Image> {
  const at = ctx.now();
  const claimed = await repo.markReady(org, key, {
    contentType: clean.kind.mime,
    size: clean.data.length,
    at,
  });
  if (!claimed) {
    const row = await repo.findByKey(org, key);
    if (!row) throw notFound('Upload address');
    throw conflict('This image has already been uploaded; ask for a new upload address');
  }
  const storage = imageStorage(ctx);
  try {
    await storage.put(thumbnailKey(key), await thumbnailOf(clean.data), 'image/webp');
    await storage.put(key, clean.data, clean.kind.mime);
  } catch (error) {
    await repo.markPending(org, key);
    throw error;
  }
  const row = (await repo.findByKey(org, key))!;
  // The image joins the library once its file is stored; the author is who asked for the upload address.
  await editLog(ctx.db, { orgId: org.orgId, userId: row.created_by }, at).created('image', row.id, toImage(row));
  return toImage(row);
}
