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

  /** Saves the group with these fields changed. */
  const save = (group: ProductGroup, changes: Partial<ProductGroupInput>) =>
    whileBusy(group.productGroupId, async () => {
      try {
        const saved = await saveWith(group, changes);
        toast.success(t('toast.updateSuccess', { name: saved.name }));
      } catch (error) {
        toast.error(t('toast.updateError', { reason: errorMessage(error) }));
      }
    });

  /** Uploads a picture, then saves it as the group's image; a failed upload changes nothing. */
  const setImage = (group: ProductGroup, file: File) =>
    whileBusy(group.productGroupId, async () => {
      try {
        const { imageUrl } = await uploadImage(file);
        const saved = await saveWith(group, { imageUrl });
        toast.success(t('toast.updateSuccess', { name: saved.name }));
      } catch (error) {
        toast.error(t('toast.updateError', { reason: errorMessage(error) }));
      }
    });

  const duplicate = (group: ProductGroup) =>
    whileBusy(group.productGroupId, async () => {
      try {
        const saved = await create.mutateAsync(duplicateBody(group));
        toast.success(t('toast.duplicateSuccess', { name: saved.name }));
      } catch (error) {
        toast.error(t('toast.duplicateError', { reason: errorMessage(error) }));
      }
    });

  const del = (group: ProductGroup) =>
    whileBusy(group.productGroupId, async () => {
      try {
        await remove.mutateAsync(group.productGroupId);
        toast.success(t('toast.deleteSuccess', { name: group.name }));
      } catch (error) {
        toast.error(t('toast.deleteError', { reason: errorMessage(error) }));
      }
    });

  return { busy, save, setImage, duplicate, del };
}
