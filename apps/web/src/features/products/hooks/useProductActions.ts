import type { UpdateProductInput } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api';
import { type Product, useCreateProduct, useDeleteProduct, useUpdateProduct } from '../api';
import { duplicateBody, type InlineResult } from '../model';

export type InlineField = 'name' | 'price' | 'stock' | 'barcode';

/** Saves from the table (inline edits, toggles, duplicate, delete) with their toasts (document 2 section 8). */
export function useProductActions() {
  const { t } = useTranslation('products');
  const update = useUpdateProduct();
  const create = useCreateProduct();
  const remove = useDeleteProduct();

  const patch = (product: Product, body: UpdateProductInput) =>
    update.mutate(
      { productId: product.productId, body },
      {
        onSuccess: (saved) => toast.success(t('toast.updateSuccess', { name: saved.name })),
        onError: (error) => toast.error(t('toast.updateError', { name: product.name, reason: errorMessage(error) })),
      },
    );

  /** An inline edit: saved, or cancelled (an invalid value says why; an unchanged one says nothing). */
  const inline = (product: Product, field: InlineField, result: InlineResult) => {
    if ('cancel' in result) {
      if (result.cancel === 'invalid') toast.warn(t(`inline.invalid.${field}`));
      return;
    }
    patch(product, result.body);
  };

  const duplicate = (product: Product) =>
    create.mutate(duplicateBody(product), {
      onSuccess: (copy) => toast.success(t('toast.duplicateSuccess', { name: copy.name })),
      onError: (error) => toast.error(t('toast.duplicateError', { name: product.name, reason: errorMessage(error) })),
    });

  const destroy = (product: Product) =>
    remove.mutate(product.productId, {
      onSuccess: () => toast.success(t('toast.deleteSuccess', { name: product.name })),
      onError: (error) => toast.error(t('toast.deleteError', { name: product.name, reason: errorMessage(error) })),
    });

  return { patch, inline, duplicate, destroy, duplicating: create.isPending };
}
