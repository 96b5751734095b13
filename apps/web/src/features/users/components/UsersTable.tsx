import type { User } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { manageRefusal } from '../permissions';

/** Document 1 section 9: list pages show 500 rows a page. */
const PAGE_SIZES = [500, 1000, 2500, 5000, 10000];

const TYPE_SEVERITY = {
  SUPER_USER: 'warning',
  ADMIN: 'info',
  SERVER: null,
  REGISTER: 'success',
  MAIN: 'success',
} as const;

type Row = User & { typeLabel: string };

/** The users of the organisation: username, type, PIN (set or not, never the PIN), creation date, user id (super). */
export function UsersTable({
  users,
  actor,
  search,
  onEdit,
  onDelete,
}: {
  users: User[];
  actor: User;
  search: string;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const { t, i18n } = useTranslation(['users', 'nav']);
  const lng = currentLanguage(i18n.resolvedLanguage);
  const rows = useMemo<Row[]>(() => users.map((u) => ({ ...u, typeLabel: t(`nav:userTypes.${u.type}`) })), [users, t]);

  const actions = (row: Row) => {
    const refusal = manageRefusal(actor, row);
    const self = row.userId === actor.userId;
    const deleteReason = self ? t('actions.cannotDeleteSelf') : refusal ? t(`actions.${refusal}`) : undefined;
    const tip = (text: string | undefined) =>
      text ? { tooltip: text, tooltipOptions: { showOnDisabled: true, position: 'left' as const } } : {};
    return (
      <div className="row-actions">
        <Button
          type="button"
          icon="pi pi-pencil"
          rounded
          text
          size="small"
          severity="secondary"
          aria-label={t('actions.edit', { username: row.username })}
          disabled={refusal !== null}
          {...tip(refusal ? t(`actions.${refusal}`) : undefined)}
          onClick={() => onEdit(row)}
        />
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          size="small"
          severity="danger"
          aria-label={t('actions.delete', { username: row.username })}
          disabled={deleteReason !== undefined}
          {...tip(deleteReason)}
          onClick={() => onDelete(row)}
        />
      </div>
    );
  };

  return (
    <DataTable
      value={rows}
      dataKey="userId"
      size="small"
      sortField="username"
      sortOrder={1}
      globalFilter={search}
      globalFilterFields={['username', 'typeLabel']}
      emptyMessage={t('empty')}
      aria-label={t('title')}
      paginator
      alwaysShowPaginator={false}
      rows={PAGE_SIZES[0]}
      rowsPerPageOptions={PAGE_SIZES}
      rowClassName={(row: Row) => (row.userId === actor.userId ? 'users-row--self' : '')}
    >
      <Column
        field="username"
        header={t('columns.username')}
        sortable
        body={(row: Row) => (
          <span className="users-name">
            <span className="users-name__avatar" aria-hidden="true">
              {row.username.slice(0, 2).toUpperCase()}
            </span>
            <span className="users-name__text">{row.username}</span>
            {row.userId === actor.userId && <span className="users-name__you">{t('you')}</span>}
          </span>
        )}
      />
      <Column
        field="typeLabel"
        header={t('columns.type')}
        sortable
        body={(row: Row) => (
          <Tag
            className={`users-type users-type--${row.type.toLowerCase()}`}
            severity={TYPE_SEVERITY[row.type]}
            value={row.typeLabel}
          />
        )}
      />
      <Column
        field="hasPincode"
        header={t('columns.pincode')}
        sortable
        body={(row: Row) =>
          row.hasPincode ? (
            <span className="users-pin users-pin--set" title={t('pinSetLabel')}>
              <i className="pi pi-lock" aria-hidden="true" /> {t('pinSet')}
            </span>
          ) : (
            <span className="users-pin" title={t('pinNoneLabel')}>
              <span aria-hidden="true">{t('pinNone')}</span>
              <span className="sr-only">{t('pinNoneLabel')}</span>
            </span>
          )
        }
      />
      <Column
        field="creationTimestamp"
        header={t('columns.created')}
        sortable
        body={(row: Row) => formatDate(row.creationTimestamp, lng, row.organization.timeZone)}
      />
      {actor.isSuperUser && (
        <Column field="userId" header={t('columns.userId')} sortable body={(row: Row) => <code>{row.userId}</code>} />
      )}
      <Column
        header={<span className="sr-only">{t('columns.actions')}</span>}
        style={{ width: '7rem' }}
        body={actions}
      />
    </DataTable>
  );
}
