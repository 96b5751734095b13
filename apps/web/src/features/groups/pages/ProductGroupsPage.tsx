import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
import { useCurrentUser } from '../../auth/api';
import { type PrinterChoice, type ProductGroup, useGroups, useOnlineOrderOpen, usePrinterChoices } from '../api';
import { GroupDialog } from '../components/GroupDialog';
import { GroupsTable } from '../components/GroupsTable';
import { useGroupActions } from '../hooks';
import '../groups.css';

/**
 * /product_groups (document 2 section 2): the groups with inline edits and one-click toggles, duplicate, delete and
 * the group dialog, for ADMIN_GROUPS.
 */
export function ProductGroupsPage() {
  const { t } = useTranslation('groups');
  const groups = useGroups();
  const printerChoices = usePrinterChoices();
  const onlineOrderOpen = useOnlineOrderOpen();
  const { data: user } = useCurrentUser();
  const actions = useGroupActions();
  // The search is part of the address, so a filtered list can be bookmarked or shared.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  // undefined: no dialog; null: create; a group: edit.
  const [editing, setEditing] = useState<ProductGroup | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ProductGroup | null>(null);

  // Without ADMIN_PRINTERS the printer list cannot be read: the printers the groups already use are offered.
  const printers = useMemo<PrinterChoice[]>(() => {
    if (printerChoices.data) return printerChoices.data;
    const used = new Map<number, PrinterChoice>();
    for (const g of groups.data ?? []) for (const p of g.printers) used.set(p.id, p);
    return [...used.values()];
  }, [printerChoices.data, groups.data]);

  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  let content: React.ReactNode;
  if (groups.isError) {
    content = <PageLoadError error={groups.error} ability="ADMIN_GROUPS" onRetry={() => void groups.refetch()} />;
  } else if (!groups.data || onlineOrderOpen.isPending) {
    content = <PageLoading />;
  } else {
    content = (
      <section className="card groups-card" aria-labelledby="groups-card-title" data-testid="groups-card">
        <header className="groups-card__header">
          <h2 id="groups-card-title" className="groups-card__title">
            {t('count', { count: groups.data.length })}
          </h2>
          <IconField iconPosition="left" className="groups-card__search">
            <InputIcon className="pi pi-search" />
            <InputText
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('searchPlaceholder')}
              aria-label={t('search')}
            />
          </IconField>
        </header>
        <GroupsTable
          groups={groups.data}
          printers={printers}
          search={search}
          showWebVisibility={onlineOrderOpen.data === true}
          actions={actions}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </section>
    );
  }

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={groups.data ? <Button label={t('add')} icon="pi pi-plus" onClick={() => setEditing(null)} /> : null}
      />
      {content}
      {editing !== undefined && groups.data && (
        <GroupDialog
          key={editing?.productGroupId ?? 'new'}
          group={editing}
          groups={groups.data}
          printers={printers}
          popupOffered={user?.organization.onlineOrderWebPageEnabled ?? false}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDeleteDialog
        message={deleting ? t('confirmDelete', { name: deleting.name }) : null}
        onConfirm={() => {
          if (deleting) void actions.del(deleting);
          setDeleting(null);
        }}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
