import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { formatNumber } from '../../../lib/format';
import type { PrinterChoice, ProductGroup } from '../api';
import type { useGroupActions } from '../hooks/useGroupActions';
import { ColorCell, ImageCell, PrintersCell, ToggleCell } from './GroupCells';
import { InlineName } from './InlineName';

type Actions = ReturnType<typeof useGroupActions>;

/**
 * The groups (document 2 section 2): name, VAT in and out, printers, colour, image, app visibility, web visibility
 * (only when online ordering is open), kitchen print, and edit, duplicate, delete. Cells edit in place.
 */
export function GroupsTable({
  groups,
  printers,
  showWebVisibility,
  actions,
  onEdit,
  onDelete,
}: {
  groups: ProductGroup[];
  printers: PrinterChoice[];
  showWebVisibility: boolean;
  actions: Actions;
  onEdit: (group: ProductGroup) => void;
  onDelete: (group: ProductGroup) => void;
}) {
  const { t, i18n } = useTranslation('groups');
  const busy = (g: ProductGroup) => actions.busy.has(g.productGroupId);
  const vatLabel = (vat: string) => t('percent', { value: formatNumber(Number(vat), i18n.resolvedLanguage) });

  // A yes/no cell saved as soon as it is switched: what it shows of the group, and the change it saves.
  const toggleColumn = (
    header: string,
    label: (name: string) => string,
    checked: (g: ProductGroup) => boolean,
    change: (on: boolean) => Parameters<Actions['save']>[1],
  ) => (
    <Column
      header={header}
      body={(g: ProductGroup) => (
        <ToggleCell
          checked={checked(g)}
          label={label(g.name)}
          disabled={busy(g)}
          onChange={(on) => void actions.save(g, change(on))}
        />
      )}
    />
  );

  const rowActions = (g: ProductGroup) => (
    <RowActions
      actions={[
        {
          icon: 'pi pi-pencil',
          label: t('actions.edit', { name: g.name }),
          tooltip: t('actions.editTip'),
          onClick: () => onEdit(g),
        },
        {
          icon: 'pi pi-copy',
          label: t('actions.duplicate', { name: g.name }),
          tooltip: t('actions.duplicateTip'),
          busy: busy(g),
          onClick: () => void actions.duplicate(g),
        },
        {
          icon: 'pi pi-trash',
          label: t('actions.delete', { name: g.name }),
          danger: true,
          busy: busy(g),
          onClick: () => onDelete(g),
        },
      ]}
    />
  );

  return (
    <ListTable
      // Rows keep their rendering until their data changes: a column appearing must rebuild the table.
      key={showWebVisibility ? 'with-web' : 'without-web'}
      value={groups}
      dataKey="productGroupId"
      searchFields={['name']}
      emptyMessage={t('empty')}
      label={t('title')}
      className="groups-table"
      rowClassName={(g: ProductGroup) => (g.userHidden ? 'groups-row--hidden' : '')}
    >
      <Column
        field="name"
        header={t('columns.name')}
        sortable
        body={(g: ProductGroup) => (
          <div className="groups-name">
            <InlineName value={g.name} disabled={busy(g)} onSave={(name) => void actions.save(g, { name })} />
            {g.isOptionGroup && <Tag className="groups-tag" value={t('optionTag')} />}
            {g.activeHours && (
              <span className="groups-name__icon" title={t('happyHoursOn')}>
                <i className="pi pi-clock" aria-hidden="true" />
                <span className="sr-only">{t('happyHoursOn')}</span>
              </span>
            )}
          </div>
        )}
      />
      <Column field="vatIn" header={t('columns.vatIn')} sortable body={(g: ProductGroup) => vatLabel(g.vatIn)} />
      <Column field="vatOut" header={t('columns.vatOut')} sortable body={(g: ProductGroup) => vatLabel(g.vatOut)} />
      <Column
        header={t('columns.printers')}
        body={(g: ProductGroup) => (
          <PrintersCell
            group={g}
            printers={printers}
            disabled={busy(g)}
            onSave={(ids) => void actions.save(g, { printers: ids })}
          />
        )}
      />
      <Column
        header={t('columns.color')}
        body={(g: ProductGroup) => (
          <ColorCell group={g} disabled={busy(g)} onSave={(color) => void actions.save(g, { color })} />
        )}
      />
      <Column
        header={t('columns.image')}
        body={(g: ProductGroup) => (
          <ImageCell group={g} busy={busy(g)} onFile={(file) => void actions.setImage(g, file)} />
        )}
      />
      {toggleColumn(
        t('columns.appVisibility'),
        (name) => t('inline.appVisible', { name }),
        (g) => !g.userHidden,
        (visible) => ({ userHidden: !visible }),
      )}
      {showWebVisibility &&
        toggleColumn(
          t('columns.webVisibility'),
          (name) => t('inline.webVisible', { name }),
          (g) => !g.webHidden,
          (visible) => ({ webHidden: !visible }),
        )}
      {toggleColumn(
        t('columns.kitchenPrint'),
        (name) => t('inline.kitchenPrint', { name }),
        (g) => g.kitchenPrintEnabled,
        (on) => ({ kitchenPrintEnabled: on }),
      )}
      <Column
        header={<span className="sr-only">{t('columns.actions')}</span>}
        style={{ width: '8.5rem' }}
        body={rowActions}
      />
    </ListTable>
  );
}
