import type { User } from '@comptoir/shared';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAction, editAction, RowActions } from '../../../components/ListCard';
import { ListTable } from '../../../components/ListTable';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { manageRefusal } from '../permissions';

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
  onEdit,
  onDelete,
}: {
  users: User[];
  actor: User;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const { t, i18n } = useTranslation(['users', 'nav']);
  const lng = currentLanguage(i18n.resolvedLanguage);
  const rows = useMemo<Row[]>(() => users.map((u) => ({ ...u, typeLabel: t(`nav:userTypes.${u.type}`) })), [users, t]);

  const actions = (row: Row) => {
    const refusal = manageRefusal(actor, row);
    const self = row.userId === actor.userId;
    const editRefusal = refusal ? t(`actions.${refusal}`) : null;
    return (
      <RowActions
        actions={[
          {
            ...editAction(t('actions.edit', { username: row.username }), () => onEdit(row)),
            disabledReason: editRefusal,
          },
          {
            ...deleteAction(t('actions.delete', { username: row.username }), () => onDelete(row)),
            disabledReason: self ? t('actions.cannotDeleteSelf') : editRefusal,
          },
        ]}
      />
    );
  };

  return (
    <ListTable
      value={rows}
      dataKey="userId"
      sortField="username"
      sortOrder={1}
      searchFields={['username', 'typeLabel']}
      emptyMessage={t('empty')}
      label={t('title')}
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
    </ListTable>
  );
}
