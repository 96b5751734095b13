import type { User } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { PageHeader } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
import { errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../auth/api';
import { useDeleteUser, useUsers } from '../api';
import { UserDialog } from '../components/UserDialog';
import { UsersTable } from '../components/UsersTable';
import { localizeUserError } from '../errors';
import '../users.css';

/** /users (document 1 section 2): a searchable table with create, edit and delete, for ADMIN_USERS. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const users = useUsers();
  const { data: actor } = useCurrentUser();
  const remove = useDeleteUser();
  const [search, setSearch] = useSearchParam();
  // undefined: no dialog; null: create; a user: edit.
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<User | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const user = deleting;
    setDeleting(null);
    remove.mutate(user.userId, {
      onSuccess: () => toast.success(t('toast.deleteSuccess', { username: user.username })),
      onError: (error) => toast.error(t('toast.deleteError', { reason: errorMessage(localizeUserError(error, t)) })),
    });
  };

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          users.data && actor ? <Button label={t('add')} icon="pi pi-plus" onClick={() => setEditing(null)} /> : null
        }
      />
      <LoadState
        ready={!!users.data && !!actor}
        error={users.error}
        ability="ADMIN_USERS"
        onRetry={() => void users.refetch()}
      >
        {() =>
          users.data &&
          actor && (
            <ListCard
              id="users-card"
              title={t('count', { count: users.data.length })}
              search={{ value: search, onChange: setSearch, placeholder: t('searchPlaceholder'), label: t('search') }}
            >
              <UsersTable users={users.data} actor={actor} search={search} onEdit={setEditing} onDelete={setDeleting} />
            </ListCard>
          )
        }
      </LoadState>
      {editing !== undefined && actor && (
        <UserDialog key={editing?.userId ?? 'new'} user={editing} actor={actor} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDeleteDialog
        message={deleting ? t('confirmDelete', { username: deleting.username }) : null}
        onConfirm={confirmDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
