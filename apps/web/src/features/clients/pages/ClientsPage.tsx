import { Column } from 'primereact/column';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataPage } from '../../../components/DataPage';
import { editAction, ListCard, useSearchParam } from '../../../components/ListCard';
import { actionsColumn, ListTable } from '../../../components/ListTable';
import { pageTexts } from '../../../components/PageHeader';
import { csvPhone, exportCsv as saveCsv } from '../../../lib/csv';
import { type Client, useClients } from '../api';
import { cityLine, streetLine } from '../clientForm';
import { ClientDialog } from '../components/ClientDialog';

/** Columns a phone leaves out (name and edit stay; the search still finds every field). */
const wide = { headerClassName: 'clients-col-wide', bodyClassName: 'clients-col-wide' };
const SEARCHED: (keyof Client)[] = ['name', 'phoneNumber', 'email', 'street', 'zipCode', 'city', 'vat', 'extraInfo'];

/**
 * /clients (document 3 section 2): add button; searchable table of name, phone, email, street with number and box,
 * zip code with city, VAT, business, extra info and edit; page size 500 (500...10000); CSV export; add and edit in a
 * popup. `?client=<id>` opens that client's dialog (the account summary links a ticket's client here).
 */
export function ClientsPage() {
  const { t, i18n } = useTranslation('clients');
  const clients = useClients();
  const [search, setSearch] = useSearchParam();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const linkedId = Number(params.get('client')) || null;
  const [editing, setEditing] = useState<Client | null>(null);
  const linked = linkedId ? (clients.data?.find((c) => c.clientDataId === linkedId) ?? null) : null;
  const open = editing ?? linked;
  const closeDialog = () => {
    setEditing(null);
    setAdding(false);
    if (linkedId)
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('client');
          return next;
        },
        { replace: true },
      );
  };
  const yesNo = (b: boolean) => (b ? t('yes') : t('no'));

  const exportCsv = (rows: Client[]) =>
    saveCsv(
      t('csv.fileName'),
      [
        t('fields.name'),
        t('fields.phoneNumber'),
        t('fields.email'),
        t('fields.street'),
        t('fields.number'),
        t('fields.box'),
        t('fields.zipCode'),
        t('fields.city'),
        t('fields.vat'),
        t('fields.business'),
        t('fields.extraInfo'),
      ],
      rows.map((c) => [
        c.name,
        csvPhone(c.phoneNumber),
        c.email,
        c.street,
        c.number,
        c.box,
        c.zipCode,
        c.city,
        c.vat,
        yesNo(c.business),
        c.extraInfo,
      ]),
    );

  return (
    <DataPage
      {...pageTexts(t)}
      add={{ label: t('add'), onClick: () => setAdding(true), testId: 'client-add' }}
      query={clients}
      ability="ADMIN_CLIENT_DATA"
      dialogs={
        (adding || open) && (
          <ClientDialog key={open?.clientDataId ?? 'new'} client={adding ? null : open} onClose={closeDialog} />
        )
      }
    >
      {(list) => {
        const q = search.trim().toLowerCase();
        // By name, as the column's sort says, also right after an add (the API lists them in the order they were made).
        const byName = [...list].sort((a, b) => a.name.localeCompare(b.name, i18n.resolvedLanguage));
        const shown = q
          ? byName.filter((c) =>
              SEARCHED.some((k) =>
                String(c[k] ?? '')
                  .toLowerCase()
                  .includes(q),
              ),
            )
          : byName;
        return (
          <ListCard
            id="clients-card"
            title={t('list.count', { count: list.length })}
            search={{ value: search, onChange: setSearch }}
            onExport={() => exportCsv(shown)}
          >
            <ListTable
              value={shown}
              dataKey="clientDataId"
              emptyMessage={t('list.empty')}
              label={t('list.title')}
              sortField="name"
              sortOrder={1}
            >
              <Column field="name" header={t('fields.name')} sortable />
              <Column {...wide} field="phoneNumber" header={t('fields.phoneNumber')} />
              <Column {...wide} field="email" header={t('fields.email')} />
              <Column {...wide} header={t('list.street')} body={streetLine} />
              <Column {...wide} header={t('list.city')} body={cityLine} />
              <Column {...wide} field="vat" header={t('fields.vat')} />
              <Column {...wide} header={t('fields.business')} body={(c: Client) => yesNo(c.business)} />
              <Column {...wide} field="extraInfo" header={t('fields.extraInfo')} />
              {actionsColumn(t('list.actions'), (c: Client) => [
                editAction(t('list.edit', { name: c.name }), () => setEditing(c)),
              ])}
            </ListTable>
          </ListCard>
        );
      }}
    </DataPage>
  );
}
