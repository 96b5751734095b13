import type { Image } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { type GroupChoice, type Product, useSaveProduct } from '../api';
import { groupVat, newProductForm, type ProductForm, productForm, productFormSchema, withGroup } from '../productForm';
import type { ProductFormParts } from './FormParts';
import { ProductAdvancedFields } from './ProductAdvancedFields';
import { ProductLookFields } from './ProductLookFields';
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
  imageUrl: 'image',
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
  const save = useSaveProduct();
  const texts = addEditTexts(t, product, (p: Product) => ({ name: p.name }));
  const newForm = () => {
    const form = { ...newProductForm(), name: t('form.defaultName') };
    if (groupId === undefined) return form;
    return withGroup(form, groupId, groupVat(groups.find((g) => g.productGroupId === groupId)));
  };
  const {
    values: form,
    update: setForm,
    field,
    errorOf,
    dialog,
  } = useDialogForm(productFormSchema, product ? productForm(product) : newForm(), {
    mutation: save,
    body: (values: ProductForm) => ({ productId: product?.productId, form: values }),
    success: texts.success,
    onClose,
  });
  const parentChoices = ownProducts.filter((p) => p.productId !== product?.productId);
  const errors: Record<string, string | undefined> = {};
  for (const [key, name] of Object.entries(FIELDS)) errors[key] = errorOf(name, key);
  const parts: ProductFormParts = {
    form,
    setForm,
    set: (key, value) => setForm((f) => ({ ...f, [key]: value })),
    field,
    errors,
  };

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
        <ProductAdvancedFields {...parts} errors={{}} parentChoices={[]} disabled />
      </Dialog>
    );
  }

  return (
    <FormDialog id="product-dialog" title={texts.title} width="56rem" {...dialog}>
      {!groupsFromApi && <Message severity="warn" text={t('dialog.groupsFallback')} className="product-dialog__note" />}
      <ProductMainFields {...parts} orgId={orgId} groups={groups} isNew={!product} />
      <ProductOptionsFields {...parts} groups={groups} />
      <ProductLookFields {...parts} library={library !== null} />
      <ProductAdvancedFields {...parts} parentChoices={parentChoices} />
    </FormDialog>
  );
}
