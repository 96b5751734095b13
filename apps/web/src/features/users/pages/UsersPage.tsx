import type { User } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { DataPage } from '../../../components/DataPage';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { useConfirmedDelete } from '../../../components/useConfirmedDelete';
import { errorMessage } from '../../../lib/api';
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
  const deleting = useConfirmedDelete({
    question: (user: User) => t('confirmDelete', { username: user.username }),
    mutation: remove,
    id: (user) => user.userId,
    success: (user) => t('toast.deleteSuccess', { username: user.username }),
    failure: (error) => t('toast.deleteError', { reason: errorMessage(localizeUserError(error, t)) }),
  });

  return (
    <DataPage
      title={t('title')}
      subtitle={t('subtitle')}
      add={{ label: t('add'), onClick: () => setEditing(null) }}
      query={users}
      ready={!!actor}
      ability="ADMIN_USERS"
      dialogs={
        <>
          {editing !== undefined && actor && (
            <UserDialog
              key={editing?.userId ?? 'new'}
              user={editing}
              actor={actor}
              onClose={() => setEditing(undefined)}
            />
          )}
          {deleting.dialog}
        </>
      }
    >
      {(list) =>
        actor && (
          <ListCard
            id="users-card"
            title={t('count', { count: list.length })}
            search={{ value: search, onChange: setSearch, placeholder: t('searchPlaceholder'), label: t('search') }}
          >
            <UsersTable users={list} actor={actor} onEdit={setEditing} onDelete={deleting.ask} />
          </ListCard>
        )
      }
    </DataPage>
  );
}
