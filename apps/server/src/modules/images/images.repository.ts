import type { Image } from '@comptoir/shared';
import type { OrgDb } from '../../lib/org-db';
import { orgRows } from '../../lib/org-rows.repository';

export interface ImageRow {
  id: number;
  storage_key: string;
  image_url: string;
  original_name: string;
  status: string;
  /** Who asked for the upload address. */
  created_by: number | null;
}
const columns = ['id', 'storage_key', 'image_url', 'original_name', 'status', 'created_by'] as const;

export const toImage = (r: ImageRow): Image => ({
  imageId: r.id,
  imageUrl: r.image_url,
  originalName: r.original_name,
});

/** SQL of the image library. The organisation id always follows the executor and is in every WHERE clause. */
const rows = orgRows('image');

export const imagesRepository = {
  /** Images whose file has arrived, newest first. */
  async listReady(org: OrgDb): Promise<Image[]> {
    const rows = await org.db
      .selectFrom('image')
      .select(columns)
      .where('org_id', '=', org.orgId)
      .where('status', '=', 'READY')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toImage);
  },

  async find(org: OrgDb, id: number): Promise<ImageRow | undefined> {
    return org.db
      .selectFrom('image')
      .select(columns)
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async findByKey(org: OrgDb, key: string): Promise<ImageRow | undefined> {
    return org.db
      .selectFrom('image')
      .select(columns)
      .where('org_id', '=', org.orgId)
      .where('storage_key', '=', key)
      .executeTakeFirst();
  },

  async insertPending(
    org: OrgDb,
    v: { key: string; imageUrl: string; originalName: string; userId: number; at: number; expiresAt: number },
  ): Promise<number> {
    const row = await org.db
      .insertInto('image')
      .values({
        org_id: org.orgId,
        storage_key: v.key,
        image_url: v.imageUrl,
        original_name: v.originalName,
        status: 'PENDING',
        created_by: v.userId,
        created_at: v.at,
        expires_at: v.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Upload addresses handed out that can no longer be used. */
  async deleteExpiredPending(org: OrgDb, now: number): Promise<void> {
    await org.db
      .deleteFrom('image')
      .where('org_id', '=', org.orgId)
      .where('status', '=', 'PENDING')
      .where('expires_at', '<', now)
      .execute();
  },

  /** PENDING -> READY for the key, once: false when it is not pending any more (or not there). */
  async markReady(org: OrgDb, key: string, v: { contentType: string; size: number; at: number }): Promise<boolean> {
    const result = await org.db
      .updateTable('image')
      .set({ status: 'READY', content_type: v.contentType, size_bytes: v.size, uploaded_at: v.at })
      .where('org_id', '=', org.orgId)
      .where('storage_key', '=', key)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async markPending(org: OrgDb, key: string): Promise<void> {
    await org.db
      .updateTable('image')
      .set({ status: 'PENDING', content_type: null, size_bytes: null, uploaded_at: null })
      .where('org_id', '=', org.orgId)
      .where('storage_key', '=', key)
      .execute();
  },

  delete: rows.delete,
};
