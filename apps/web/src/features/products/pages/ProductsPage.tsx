import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DataPage } from '../../../components/DataPage';
import { ImageFileInput } from '../../../components/ImageField';
import { uploadImage } from '../../../components/image/upload';
import { ListCard } from '../../../components/ListCard';
import { pageTexts } from '../../../components/PageHeader';
import { useListDialogs } from '../../../components/useListDialogs';
import { errorMessage } from '../../../lib/api';
import { csvDay, exportCsv as saveCsv } from '../../../lib/csv';
import { currentLanguage } from '../../../lib/i18n';
import type { Product } from '../api';
import { ProductDialog } from '../components/ProductDialog';
import { ProductsTable } from '../components/ProductsTable';
import { productsCsv } from '../csv';
import { useProductActions } from '../hooks/useProductActions';
import { useProductsView } from '../hooks/useProductsView';
import '../products.css';

/** /products (document 2 section 2): the catalogue with inline edits, the product dialog, CSV export. */
export function ProductsPage() {
  const { t } = useTranslation('products');
  const view = useProductsView();
  const actions = useProductActions();
  const dialogs = useListDialogs({
    editor: (product: Product | null, close) =>
      view.user && (
        <ProductDialog
          product={product}
          orgId={view.orgId}
          groups={view.groupChoices}
          groupsFromApi={view.groupsFromApi}
          ownProducts={view.ownProducts}
          library={view.library}
          onClose={close}
        />
      ),
    remove: {
      question: (product: Product) => t('confirmDelete', { name: product.name }),
      remove: (product) => actions.destroy(product),
    },
  });
  const [uploadingId, setUploadingId] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadFor = useRef<Product | null>(null);

  const exportCsv = () => {
    // The organisation's calendar day, as the other exports name their files.
    const day = csvDay(Date.now(), view.user?.organization.timeZone);
    const lng = currentLanguage();
    const { header, rows } = productsCsv(view.visible, t, lng);
    saveCsv(`${t('csv.fileName')}-${day}`, header, rows, lng);
  };

  const startUpload = (product: Product) => {
    uploadFor.current = product;
    fileInput.current?.click();
  };
  const upload = async (file: File | undefined) => {
    const product = uploadFor.current;
    if (!file || !product) return;
    setUploadingId(product.productId);
    try {
      const { imageUrl } = await uploadImage(file);
      actions.patch(product, { imageUrl });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUploadingId(null);
    }
  };

  const total = view.products.data?.length ?? 0;

  return (
    <DataPage
      {...pageTexts(t)}
      className="products-page"
      add={{ label: t('add'), onClick: dialogs.openAdd }}
      query={view.products}
      ready={Boolean(view.user)}
      ability="ADMIN_PRODUCTS"
      dialogs={dialogs.dialogs}
    >
      {() => (
        <ListCard
          id="products-card"
          className="products-card"
          title={
            view.visible.length === total
              ? t('count', { count: total })
              : t('countFiltered', { shown: view.visible.length, count: total })
          }
          search={{
            value: view.filters.q,
            onChange: (q) => view.setFilter('q', q),
            placeholder: t('searchPlaceholder'),
            label: t('search'),
          }}
          onExport={view.visible.length > 0 ? exportCsv : undefined}
        >
          <ProductsTable
            products={view.visible}
            orgId={view.orgId}
            groupOptions={view.groupChoices.map((g) => ({ value: g.productGroupId, label: g.name }))}
            filters={view.filters}
            onFilter={view.setFilter}
            pageSize={view.pageSize}
            onPageSize={view.setPageSize}
            canSeeStock={view.canSeeStock}
            canUpload={view.library !== null}
            uploadingId={uploadingId}
            onUpload={startUpload}
            onEdit={dialogs.openEdit}
            onDelete={dialogs.askDelete}
          />
          <ImageFileInput inputRef={fileInput} testId="row-image-input" onFiles={([file]) => void upload(file)} />
        </ListCard>
      )}
    </DataPage>
  );
}
