import { randomBytes } from 'node:crypto';
import path from 'node:path';
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
import { type Actor, editLog } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/tx';
import { detectImage } from '../orgs/orgs.logo';
import { imagesRepository as repo, toImage } from './images.repository';
import { signUpload, verifyUpload } from './images.signing';
import { type ImageStorage, localDiskStorage } from './images.storage';

export const FILE_TOO_LARGE = 'The file exceeds the 2MB size limit';
export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);

/** The public path of a stored image: /api/image/o/<orgId>/<name>; its key is <orgId>/<name>. */
export const imagePath = (key: string) => `/api/image/o/${key}`;

const storages = new WeakMap<ServerContext, ImageStorage>();
/** The image storage of this server: DATA_DIR/images on the local disk. */
export function imageStorage(ctx: ServerContext): ImageStorage {
  let storage = storages.get(ctx);
  if (!storage) {
    storage = localDiskStorage(path.join(ctx.config.dataDir, 'images'));
    storages.set(ctx, storage);
  }
  return storage;
}

/** A looks-like-SVG test for a clearer refusal (SVG is text, so it has no magic bytes). */
function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 1024).toString('utf8').toLowerCase();
  return head.includes('<svg') || (head.includes('<?xml') && head.includes('svg'));
}

export interface UploadCheck {
  key: string;
  expires: unknown;
  signature: unknown;
  orgHeader: string | string[] | undefined;
  contentLength: string | undefined;
}

export const imagesService = {
  list: (ctx: ServerContext, orgId: number): Promise<Image[]> => repo.listReady(ctx.db, orgId),

  /**
   * Hands out an upload address for one new image: a server-generated key under the organisation's prefix, signed,
   * valid for 5 minutes. The image is listed once its file has arrived.
   */
  async presign(
    ctx: ServerContext,
    tenant: { orgId: number; userId: number },
    fileName: string,
    origin: string,
  ): Promise<PresignResponse> {
    const ext = fileExtension(fileName) === 'jpeg' ? 'jpg' : fileExtension(fileName);
    const key = `${tenant.orgId}/${randomBytes(16).toString('hex')}.${ext}`;
    const now = ctx.now();
    const expiresAt = now + IMAGE_UPLOAD_TTL_MS;
    const imageUrl = `${origin}${imagePath(key)}`;
    const signature = signUpload(ctx.config.jwtSecret, key, expiresAt);
    const imageId = await inTransaction(ctx.db, async (trx) => {
      await repo.deleteExpiredPending(trx, tenant.orgId, now);
      return repo.insertPending(trx, tenant.orgId, {
        key,
        imageUrl,
        originalName: fileName,
        userId: tenant.userId,
        at: now,
        expiresAt,
      });
    });
    return {
      presignedURL: `${imageUrl}?expires=${expiresAt}&signature=${signature}`,
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

  /** Stores the file of a checked upload: 2 MB at most, PNG, JPEG, GIF or WebP by its first bytes, once. */
  async receive(ctx: ServerContext, orgId: number, key: string, data: Buffer): Promise<Image> {
    if (data.length === 0) throw badRequest('The file is empty', { file: 'The file is empty' });
    if (data.length > IMAGE_MAX_BYTES) throw tooLarge();
    const kind = detectImage(data);
    if (!kind) {
      const message = looksLikeSvg(data) ? SVG_REFUSED : NOT_AN_IMAGE;
      throw badRequest(message, { file: message });
    }
    const at = ctx.now();
    const claimed = await repo.markReady(ctx.db, orgId, key, { contentType: kind.mime, size: data.length, at });
    if (!claimed) {
      const row = await repo.findByKey(ctx.db, orgId, key);
      if (!row) throw notFound('Upload address');
      throw conflict('This image has already been uploaded; ask for a new upload address');
    }
    try {
      await imageStorage(ctx).put(key, data, kind.mime);
    } catch (error) {
      await repo.markPending(ctx.db, orgId, key);
      throw error;
    }
    const row = (await repo.findByKey(ctx.db, orgId, key))!;
    // The image joins the library once its file is stored; the author is who asked for the upload address.
    await editLog(ctx.db, { orgId, userId: row.created_by }, at).created('image', row.id, toImage(row));
    return toImage(row);
  },

  /** Removes the image from the library and its file from the storage. */
  async remove(ctx: ServerContext, actor: Actor, id: number): Promise<{ imageId: number }> {
    const { orgId } = actor;
    const row = await repo.find(ctx.db, orgId, id);
    if (!row) throw notFound('Image');
    await inTransaction(ctx.db, async (trx) => {
      await repo.delete(trx, orgId, id);
      await editLog(trx, actor, ctx.now()).deleted('image', id, toImage(row));
    });
    await imageStorage(ctx)
      .delete(row.storage_key)
      .catch(() => undefined);
    return { imageId: id };
  },
};
