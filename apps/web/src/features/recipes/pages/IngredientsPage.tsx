import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { DataPage } from '../../../components/DataPage';
import { deleteAction, editAction, ListCard, useSearchParam } from '../../../components/ListCard';
import { actionsColumn, figureColumn, ListTable } from '../../../components/ListTable';
import { pageTexts } from '../../../components/PageHeader';
import { useListDialogs } from '../../../components/useListDialogs';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { type Ingredient, useDeleteIngredient, useImportIngredients, useIngredients } from '../api';
import { IngredientDialog } from '../components/IngredientDialog';
import { SoldOutSetting } from '../components/SoldOutSetting';
import { exportIngredients } from '../csv';
import { BELOW_PARAM, importRowsOf, ingredientsShown } from '../model';
import '../recipes.css';

/** The first field error of a failed import as "Line n: message" (rows.<i>.<field>; line 1 is the header). */
function importError(error: unknown, t: TFunction<'recipes'>) {
  if (error instanceof ApiError && error.fieldErrors) {
    const [key, message] = Object.entries(error.fieldErrors)[0] ?? [];
    const row = key ? /^rows\.(\d+)/.exec(key) : null;
    if (row) return t('ingredients.importFailed', { line: Number(row[1]) + 2, message });
  }
  return errorMessage(error);
}

/**
 * /ingredients (issue 27): what is bought but not sold, with unit, supplier, stock, minimum and the price in force;
 * add, edit (a new dated price), delete, CSV export and import, and the way to the stock count.
 */
export function IngredientsPage() {
  const { t, i18n } = useTranslation('recipes');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const ingredients = useIngredients();
  const importer = useImportIngredients();
  const file = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useSearchParam();
  // `?below=1`: only those under their minimum (the dashboard's low-stock card links here).
  const [below, setBelow] = useSearchParam(BELOW_PARAM);
  const belowOnly = below === '1';
  const dialogs = useListDialogs({
    editor: (ingredient: Ingredient | null, close) => <IngredientDialog ingredient={ingredient} onClose={close} />,
    remove: {
      question: (i: Ingredient) => t('ingredients.confirmDelete', { name: i.name }),
      mutation: useDeleteIngredient(),
      id: (i) => i.ingredientId,
      success: (i) => t('ingredients.deleted', { name: i.name }),
    },
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const rows = importRowsOf(await chosen.text());
    if (!rows.length) {
      toast.error(t('ingredients.importEmpty'));
      return;
    }
    importer.mutate(rows, {
      onSuccess: (r) => toast.success(t('ingredients.imported', r)),
      onError: (error) => toast.error(importError(error, t)),
    });
  };

  const unit = (i: Ingredient) => t(`units.${i.unit}`);
  return (
    <DataPage
      {...pageTexts(t, 'ingredients')}
      query={ingredients}
      ability="ADMIN_PRODUCTS"
      add={{ label: t('ingredients.add'), onClick: dialogs.openAdd, testId: 'ingredients-add' }}
      dialogs={dialogs.dialogs}
    >
      {(all) => {
        const list = ingredientsShown(all, belowOnly);
        return (
          <div className="recipes-page">
            <ListCard
              id="ingredients-card"
              title={t('ingredients.count', { count: list.length })}
              search={{ value: search, onChange: setSearch }}
              onExport={list.length ? () => exportIngredients(list, t, lng) : undefined}
              tools={
                <>
                  <div className="recipes-switch">
                    <InputSwitch
                      inputId="ingredients-below-only"
                      checked={belowOnly}
                      onChange={(e) => setBelow(e.value ? '1' : '')}
                    />
                    <label htmlFor="ingredients-below-only">{t('ingredients.belowOnly')}</label>
                  </div>
                  <Button
                    type="button"
                    icon="pi pi-file-import"
                    label={t('ingredients.import')}
                    outlined
                    size="small"
                    loading={importer.isPending}
                    onClick={() => file.current?.click()}
                    data-testid="ingredients-import"
                  />
                  <input
                    ref={file}
                    type="file"
                    accept=".csv,text/csv"
                    hidden
                    onChange={(e) => void onFile(e)}
                    data-testid="ingredients-import-file"
                  />
                  <Button
                    type="button"
                    icon="pi pi-list-check"
                    label={t('ingredients.count')}
                    size="small"
                    onClick={() => navigate('/stock-count')}
                  />
                </>
              }
            >
              <ListTable
                value={list}
                dataKey="ingredientId"
                label={t('ingredients.title')}
                emptyMessage={t('ingredients.empty')}
                searchFields={['name', 'supplier']}
              >
                <Column
                  field="name"
                  header={t('fields.name')}
                  sortable
                  body={(i: Ingredient) => (
                    <span className="recipes-name">
                      {i.name}
                      {i.belowMinimum && (
                        <Tag severity="danger" value={t('ingredients.belowMinimum')} className="recipes-tag" />
                      )}
                    </span>
                  )}
                />
                <Column
                  field="supplier"
                  header={t('fields.supplier')}
                  sortable
                  // Hidden on a phone, header and cells (a Column's className does not reach its header).
                  headerClassName="recipes-col-wide"
                  bodyClassName="recipes-col-wide"
                />
                {figureColumn(
                  t('fields.stock'),
                  (i: Ingredient) => `${formatNumber(i.stock, lng)} ${unit(i)}`,
                  'stock',
                )}
                {figureColumn(
                  t('fields.minStock'),
                  (i: Ingredient) => `${formatNumber(i.minStock, lng)} ${unit(i)}`,
                  'minStock',
                )}
                {figureColumn(t('fields.price'), (i: Ingredient) =>
                  i.price === null ? (
                    <span className="recipes-muted">{t('ingredients.noPrice')}</span>
                  ) : (
                    <span
                      title={i.priceValidFrom ? `${t('fields.priceSince')} ${formatDate(i.priceValidFrom, lng)}` : ''}
                    >
                      {formatNumber(Number(i.price), lng, { fixedDigits: 2 })} € / {unit(i)}
                    </span>
                  ),
                )}
                {actionsColumn(
                  t('ingredients.actions'),
                  (i: Ingredient) => [
                    editAction(t('ingredients.edit', { name: i.name }), () => dialogs.openEdit(i)),
                    deleteAction(t('ingredients.delete', { name: i.name }), () => dialogs.askDelete(i)),
                  ],
                  '5.5rem',
                )}
              </ListTable>
            </ListCard>
            <SoldOutSetting />
          </div>
        );
      }}
    </DataPage>
  );
}
