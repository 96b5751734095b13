import type { Image } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormDialog } from '../../../components/FormDialog';
import { ApiError } from '../../../lib/api';
import { type GroupChoice, type Product, useCreateProduct, useUpdateProduct } from '../api';
import { type FormErrors, formBody, newProductForm, type ProductForm, productForm, validate } from '../productForm';
import { uploadImage } from '../upload';
import { ProductAdvancedFields } from './ProductAdvancedFields';
import { type AttachedFiles, ProductLookFields } from './ProductLookFields';
import { ProductMainFields } from './ProductMainFields';
import { ProductOptionsFields } from './ProductOptionsFields';
import '../product-dialog.css';

const FIELDS = [
  'name',
  'productGroupId',
  'vatIn',
  'vatOut',
  'priceVatInclIn',
  'priceVatInclOut',
  'stock',
  'productBarcodes',
  'allowedOptionGroups',
  'imageUrl',
  'extraImageUrls',
  'promoPercent',
  'parentProductId',
  'tags',
  'externalReference',
  'color',
] as const;

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
  onClose,
}: {
  product: Product | null;
  orgId: number;
  groups: GroupChoice[];
  groupsFromApi: boolean;
  ownProducts: Product[];
  library: Image[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['products', 'common']);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const mutation = product ? update : create;
  const [form, setFormState] = useState<ProductForm>(() =>
    product ? productForm(product) : { ...newProductForm(), name: t('form.defaultName') },
  );
  const [files, setFiles] = useState<AttachedFiles>({ main: null, extra: [] });
  // Marks show (and follow the form) once Save was tried.
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const setForm = (update: (f: ProductForm) => ProductForm) => setFormState(update);
  const marks: FormErrors | null = tried ? validate(form) : null;
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

  const serverErrors = mutation.error instanceof ApiError ? (mutation.error.fieldErrors ?? {}) : {};
  const errors: Record<string, string | undefined> = {};
  for (const key of FIELDS) {
    const mark = marks?.[key as keyof FormErrors];
    errors[key] = mark
      ? mark === 'required'
        ? t('common:dialog.required')
        : t(`form.errors.${mark as 'price' | 'stock'}`)
      : serverErrors[key];
  }

  const submit = async () => {
    setTried(true);
    if (Object.keys(validate(form)).length > 0) return;
    setUploadError(null);
    mutation.reset();
    let images = { imageUrl: form.imageUrl, extraImages: form.extraImages };
    if (files.main || files.extra.length) {
      setUploading(true);
      try {
        const imageUrl = files.main ? await uploadImage(files.main, orgId) : form.imageUrl;
        const extra = [...form.extraImages];
        for (const file of files.extra) extra.push(await uploadImage(file, orgId));
        images = { imageUrl, extraImages: extra };
        // Uploaded: a failed save sent again does not upload them twice.
        setFormState((f) => ({ ...f, ...images }));
        setFiles({ main: null, extra: [] });
      } catch (error) {
        setUploadError(error);
        return;
      } finally {
        setUploading(false);
      }
    }
    const body = formBody(form, images);
    const done = {
      onSuccess: (saved: Product) => {
        toast.success(t(product ? 'toast.successEdit' : 'toast.createSuccess', { name: saved.name }));
        onClose();
      },
    };
    if (product) update.mutate({ productId: product.productId, body }, done);
    else create.mutate(body, done);
  };

  const localError =
    marks && Object.keys(marks).length > 0
      ? new ApiError(400, 'VALIDATION', '', marks as Record<string, string>)
      : null;

  return (
    <FormDialog
      id="product-dialog"
      visible
      title={product ? t('dialog.editTitle', { name: product.name }) : t('dialog.addTitle')}
      saving={uploading || mutation.isPending}
      error={localError ?? uploadError ?? mutation.error}
      onHide={onClose}
      onSubmit={() => void submit()}
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
        onRefused={(reason) => toast.error(t(reason === 'size' ? 'upload.tooLarge' : 'upload.notImage'))}
      />
      <ProductAdvancedFields form={form} setForm={setForm} errors={errors} parentChoices={parentChoices} />
    </FormDialog>
  );
}
