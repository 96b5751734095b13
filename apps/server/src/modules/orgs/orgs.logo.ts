/**
 * Ticket logo files: checked and encoded again like every uploaded image (images.service cleanUpload), stored with
 * the keys `<orgId>/logo-<random>.<ext>` in the `uploads` storage area (DATA_DIR/uploads on the local disk, or the
 * `uploads/` prefix of the S3 bucket) and served from /api/org/logo/<orgId>/<file>.
 */
import { randomBytes } from 'node:crypto';
import { LOGO_PATH_PATTERN } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import type { OrgId } from '../../db/org-id';
import { detectImage, type ImageKind } from '../../lib/image-processing';
import type { OrgDb } from '../../lib/org-db';
import { type ObjectStorage, openStorage } from '../../lib/storage';

const LOGO_KEY = /^\d{1,10}\/logo-[a-f0-9]{32}\.(?:png|jpg|gif|webp)$/;

const storages = new WeakMap<ServerContext, ObjectStorage>();
function storageOf(ctx: ServerContext): ObjectStorage {
  let storage = storages.get(ctx);
  if (!storage) {
    storage = openStorage(ctx.config, 'uploads', LOGO_KEY);
    storages.set(ctx, storage);
  }
  return storage;
}

export const logoStorage = {
  /** Writes the (cleaned) file under the organisation's own prefix with a random name; answers its public path. */
  async save(ctx: ServerContext, scope: OrgDb, data: Buffer, kind: ImageKind): Promise<string> {
    const file = `logo-${randomBytes(16).toString('hex')}.${kind.ext}`;
    await storageOf(ctx).put(`${scope.orgId}/${file}`, data, kind.mime);
    return `/api/org/logo/${scope.orgId}/${file}`;
  },

  /** A stored logo with the type of its content, or null for a malformed name or a missing file. */
  async read(ctx: ServerContext, orgId: number, file: string): Promise<{ data: Buffer; mime: string } | null> {
    const key = `${orgId}/${file}`;
    if (!LOGO_KEY.test(key)) return null;
    const data = await storageOf(ctx).read(key);
    const kind = data && detectImage(data);
    return kind ? { data: data!, mime: kind.mime } : null;
  },

  /** The organisation's uploaded file a public path points at, or null (another organisation's, or a web address). */
  ownFile(publicPath: string | null | undefined, orgId: OrgId): string | null {
    const match = LOGO_PATH_PATTERN.exec(publicPath ?? '');
    return match && Number(match[1]) === orgId ? (match[2] ?? null) : null;
  },

  /** Best effort: a logo that is no longer used is removed. */
  async remove(ctx: ServerContext, org: OrgDb, publicPath: string | null | undefined): Promise<void> {
    const file = this.ownFile(publicPath, org.orgId);
    if (file)
      await storageOf(ctx)
        .delete(`${org.orgId}/${file}`)
        .catch(() => undefined);
  },
};
