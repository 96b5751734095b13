import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { imageKeys } from '../../../components/image/library';
import { acceptedImageFiles, uploadImage } from '../../../components/image/upload';

export interface AddProgress {
  done: number;
  total: number;
}

/**
 * Adds files to the library (document 2 sections 5 and 8): files that are not images or exceed 2 MB are skipped with
 * a toast; the others are uploaded one after the other, then one toast tells how many were added and one how many
 * could not be (each failure is also logged).
 */
export function useAddImages() {
  const { t } = useTranslation('images');
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AddProgress | null>(null);

  const add = async (files: File[]) => {
    const accepted = acceptedImageFiles(files);
    if (accepted.length === 0) return;
    let added = 0;
    let failed = 0;
    setProgress({ done: 0, total: accepted.length });
    for (const file of accepted) {
      try {
        await uploadImage(file);
        added++;
      } catch (error) {
        failed++;
        console.error(`Image "${file.name}" could not be added`, error);
      }
      setProgress({ done: added + failed, total: accepted.length });
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: imageKeys.all });
    if (added > 0) toast.success(t('addedSuccess', { count: added }));
    if (failed > 0) toast.error(t('addedFailure', { count: failed }));
  };

  return { add, progress, busy: progress !== null };
}
