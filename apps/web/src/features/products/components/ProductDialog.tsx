import type { Image } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormDialog } from '../../../components/FormDialog';
import { useZodForm } from '../../../lib/forms';
import { imageFileProblemMessage, uploadImage } from '../../images/upload';
import { type GroupChoice, type Product, useCreateProduct, useUpdateProduct } from '../api';
import {
  formBody,
  groupVat,
  newProductForm,
  type ProductForm,
  productForm,
  productFormSchema,
  withGroup,
} from '../productForm';
import { ProductAdvancedFields } from './ProductAdvancedFields';
import { type AttachedFiles, ProductLookFields } from './ProductLookFields';
import { ProductMainFields } from './ProductMainFields';
import { ProductOptionsFields } from './ProductOptionsFields';
import '../product-dialog.css';

/** The fields the sub-forms show messages for (the server's names), with the form field holding each. */
const FIELDS: Record<string, string> = {
  name: 'name',
  productGroupId: 'productGroupId',
  vatIn: 'vatIn',
  vatOut: 'vatOut',
  priceVatInclIn: 'priceIn',
  priceVatInclOut: 'priceOut',
  stock: 'stock',
  productBarcodes: 'barcodes',
  allowedOptionGroups: 'freeGroups',
  imageUrl: 'imageUrl',
  extraImageUrls: 'extraImages',
  promoPercent: 'promoPercent',
  parentProductId: 'parentProductId',
  tags: 'tags',
  externalReference: 'externalReference',
  color: 'color',
};

/**
 * Create (product null) or edit a product (document 2 section 2). Attached images are uploaded when Save is pressed,
 * before the product is sent; an upload failure stops the save and shows its message. Another organisation's
 * product shows only its advanced parts, read-only.
 */
export function ProductDialog({
  product,
  orgId,
  groups,
  groupsFromApi,
  ownProducts,
  library,
  groupId,
  onClose,
}: {
  product: Product | null;
  /** A new product made in this group (the menu page's add product): chosen, its VAT pre-filled. */
  groupId?: number;
  orgId: number;
  groups: GroupChoice[];
  groupsFromApi: boolean;
  ownProducts: Product[];
  library: Image[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['products', 'common']);
  const create = useCreateProduct();
  const edit = useUpdateProduct();
  const mutation = product ? edit : create;
  const newForm = () => {
    const form = { ...newProductForm(), name: t('form.defaultName') };
    if (groupId === undefined) return form;
    return withGroup(form, groupId, groupVat(groups.find((g) => g.productGroupId === groupId)));
  };
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const {
    values: form,
    update,
    errorOf,
    dirty,
    formError,
    submit,
  } = useZodForm(productFormSchema, product ? productForm(product) : newForm(), {
    serverError: uploadError ?? mutation.error,
  });
  const [files, setFiles] = useState<AttachedFiles>({ main: null, extra: [] });
  const setForm = update;
  const parentChoices = ownProducts.filter((p) => p.productId !== product?.productId);

  if (product && product.orgId !== orgId) {
    return (
      <Dialog
        visible
        onHide={onClose}
        header={t('dialog.viewTitle', { name: product.name })}
        modal
        draggable={false}
        style={{ width: '48rem', maxWidth: 'calc(100vw - 2rem)' }}
        footer={<Button label={t('dialog.close')} text onClick={onClose} />}
      >
        <Message severity="info" text={t('dialog.parentReadOnly')} className="product-readonly-note" />
        <ProductAdvancedFields form={form} setForm={setForm} errors={{}} parentChoices={[]} disabled />
      </Dialog>
    );
  }

  const errors: Record<string, string | undefined> = {};
  for (const [key, field] of Object.entries(FIELDS)) errors[key] = errorOf(field, key);

  const save = async (values: ProductForm) => {
    setUploadError(null);
    mutation.reset();
    let images = { imageUrl: values.imageUrl, extraImages: values.extraImages };
    if (files.main || files.extra.length) {
      setUploading(true);
      try {
        const imageUrl = files.main ? (await uploadImage(files.main)).imageUrl : values.imageUrl;
        const extra = [...values.extraImages];
        for (const file of files.extra) extra.push((await uploadImage(file)).imageUrl);
        images = { imageUrl, extraImages: extra };
        // Uploaded: a failed save sent again does not upload them twice.
        update((f) => ({ ...f, ...images }));
        setFiles({ main: null, extra: [] });
      } catch (error) {
        setUploadError(error);
        return;
      } finally {
        setUploading(false);
      }
    }
    const body = formBody(values, images);
    const done = {
      onSuccess: (saved: Product) => {
        toast.success(t(product ? 'toast.successEdit' : 'toast.createSuccess', { name: saved.name }));
        onClose();
      },
    };
    if (product) edit.mutate({ productId: product.productId, body }, done);
    else create.mutate(body, done);
  };

  return (
    <FormDialog
      id="product-dialog"
      visible
      title={product ? t('dialog.editTitle', { name: product.name }) : t('dialog.addTitle')}
      saving={uploading || mutation.isPending}
      error={formError}
      dirty={dirty || files.main !== null || files.extra.length > 0}
      onHide={onClose}
      onSubmit={submit(save)}
      width="56rem"
    >
      {!groupsFromApi && <Message severity="warn" text={t('dialog.groupsFallback')} className="product-dialog__note" />}
      <ProductMainFields form={form} setForm={setForm} errors={errors} orgId={orgId} groups={groups} isNew={!product} />
      <ProductOptionsFields form={form} setForm={setForm} error={errors.allowedOptionGroups} groups={groups} />
      <ProductLookFields
        form={form}
        setForm={setForm}
        errors={errors}
        files={files}
        setFiles={setFiles}
        library={library}
        onRefused={(problem, name) => toast.error(imageFileProblemMessage(problem, name))}
      />
      <ProductAdvancedFields form={form} setForm={setForm} errors={errors} parentChoices={parentChoices} />
    </FormDialog>
  );
}
