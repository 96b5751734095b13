import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { downloadText } from '../../../lib/download';
import { IMAGE_ACCEPT, uploadImage } from '../../images/upload';
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
  // undefined: no dialog; null: create; a product: edit.
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [uploadingId, setUploadingId] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadFor = useRef<Product | null>(null);

  const exportCsv = () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadText(`${t('csv.fileName')}-${day}.csv`, productsCsv(view.visible, t));
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

  let content: React.ReactNode;
  if (view.products.isError) {
    content = (
      <PageLoadError
        error={view.products.error}
        ability="ADMIN_PRODUCTS"
        onRetry={() => void view.products.refetch()}
      />
    );
  } else if (!view.products.data || !view.user) {
    content = <PageLoading />;
  } else {
    content = (
      <section className="card products-card" aria-labelledby="products-card-title" data-testid="products-card">
        <header className="products-card__header">
          <h2 id="products-card-title" className="products-card__title">
            {view.visible.length === view.products.data.length
              ? t('count', { count: view.products.data.length })
              : t('countFiltered', { shown: view.visible.length, count: view.products.data.length })}
          </h2>
          <div className="products-card__tools">
            <IconField iconPosition="left" className="products-card__search">
              <InputIcon className="pi pi-search" />
              <InputText
                type="search"
                value={view.filters.q}
                onChange={(e) => view.setFilter('q', e.target.value)}
                placeholder={t('searchPlaceholder')}
                aria-label={t('search')}
              />
            </IconField>
            <Button
              type="button"
              label={t('exportCsv')}
              icon="pi pi-download"
              outlined
              onClick={exportCsv}
              disabled={view.visible.length === 0}
            />
          </div>
        </header>
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
          onEdit={setEditing}
          onDelete={setDeleting}
        />
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="row-image-input"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </section>
    );
  }

  return (
    <div className="page products-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          view.products.data && view.user ? (
            <Button label={t('add')} icon="pi pi-plus" onClick={() => setEditing(null)} />
          ) : null
        }
      />
      {content}
      {editing !== undefined && view.user && (
        <ProductDialog
          key={editing?.productId ?? 'new'}
          product={editing}
          orgId={view.orgId}
          groups={view.groupChoices}
          groupsFromApi={view.groupsFromApi}
          ownProducts={view.ownProducts}
          library={view.library}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDeleteDialog
        message={deleting ? t('confirmDelete', { name: deleting.name }) : null}
        onConfirm={() => {
          if (deleting) actions.destroy(deleting);
          setDeleting(null);
        }}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
