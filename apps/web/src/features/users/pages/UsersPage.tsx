import type { User } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { ListPage } from '../../../components/ListPage';
import { pageTexts } from '../../../components/PageHeader';
import { useListDialogs } from '../../../components/useListDialogs';
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
  const dialogs = useListDialogs({
    editor: (user: User | null, close) => actor && <UserDialog user={user} actor={actor} onClose={close} />,
    remove: {
      question: (user: User) => t('confirmDelete', { username: user.username }),
      mutation: useDeleteUser(),
      id: (user) => user.userId,
      success: (user) => t('toast.deleteSuccess', { username: user.username }),
      failure: (error) => t('toast.deleteError', { reason: errorMessage(localizeUserError(error, t)) }),
    },
  });

  return (
    <ListPage
      {...pageTexts(t)}
      addLabel={t('add')}
      query={users}
      ready={!!actor}
      ability="ADMIN_USERS"
      dialogs={dialogs}
      card={{
        id: 'users-card',
        title: (list) => t('count', { count: list.length }),
        search: { placeholder: t('searchPlaceholder'), label: t('search') },
      }}
    >
      {(list) =>
        actor && <UsersTable users={list} actor={actor} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
      }
    </ListPage>
  );
}
