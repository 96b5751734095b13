import type { ProductGroupInput } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { uploadImage } from '../../../components/image/upload';
import { errorMessage } from '../../../lib/api';
import { type ProductGroup, useCreateGroup, useDeleteGroup, useUpdateGroup } from '../api';
import { bodyOfGroup, duplicateBody } from '../model';

/**
 * What the table does in one click: toggles and inline edits save the whole group at once (document 2 section 4),
 * duplicate and delete; each reports with a toast. `busy` holds the groups being saved.
 */
export function useGroupActions() {
  const { t } = useTranslation('groups');
  const update = useUpdateGroup();
  const create = useCreateGroup();
  const remove = useDeleteGroup();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const whileBusy = async (id: number, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await work();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const saveWith = (group: ProductGroup, changes: Partial<ProductGroupInput>) =>
    update.mutateAsync({ productGroupId: group.productGroupId, body: { ...bodyOfGroup(group), ...changes } });

  /** Runs `work` while the group's row is busy, then the toast of `kind`: its success with the name, or the reason. */
  const run = (group: ProductGroup, kind: 'update' | 'duplicate' | 'delete', work: () => Promise<{ name: string }>) =>
    whileBusy(group.productGroupId, async () => {
      try {
        const { name } = await work();
        toast.success(t(`toast.${kind}Success`, { name }));
      } catch (error) {
        toast.error(t(`toast.${kind}Error`, { reason: errorMessage(error) }));
      }
    });

  /** Saves the group with these fields changed. */
  const save = (group: ProductGroup, changes: Partial<ProductGroupInput>) =>
    run(group, 'update', () => saveWith(group, changes));

  /** Uploads a picture, then saves it as the group's image; a failed upload changes nothing. */
  const setImage = (group: ProductGroup, file: File) =>
    run(group, 'update', async () => saveWith(group, { imageUrl: (await uploadImage(file)).imageUrl }));

  const duplicate = (group: ProductGroup) => run(group, 'duplicate', () => create.mutateAsync(duplicateBody(group)));

  const del = (group: ProductGroup) =>
    run(group, 'delete', async () => {
      await remove.mutateAsync(group.productGroupId);
      return group;
    });

  return { busy, save, setImage, duplicate, del };
}
