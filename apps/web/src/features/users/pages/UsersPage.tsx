import type { User } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoadError, PageLoading } from '../../../components/PageState';
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
  // The search is part of the address, so a filtered list can be bookmarked or shared.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  // undefined: no dialog; null: create; a user: edit.
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<User | null>(null);

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

  const confirmDelete = () => {
    if (!deleting) return;
    const user = deleting;
    setDeleting(null);
    remove.mutate(user.userId, {
      onSuccess: () => toast.success(t('toast.deleteSuccess', { username: user.username })),
      onError: (error) => toast.error(t('toast.deleteError', { reason: errorMessage(localizeUserError(error, t)) })),
    });
  };

  let content: React.ReactNode;
  if (users.isError) {
    content = <PageLoadError error={users.error} ability="ADMIN_USERS" onRetry={() => void users.refetch()} />;
  } else if (!users.data || !actor) {
    content = <PageLoading />;
  } else {
    content = (
      <section className="card users-card" aria-labelledby="users-card-title" data-testid="users-card">
        <header className="users-card__header">
          <h2 id="users-card-title" className="users-card__title">
            {t('count', { count: users.data.length })}
          </h2>
          <IconField iconPosition="left" className="users-card__search">
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
        <UsersTable users={users.data} actor={actor} search={search} onEdit={setEditing} onDelete={setDeleting} />
      </section>
    );
  }

  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          users.data && actor ? <Button label={t('add')} icon="pi pi-plus" onClick={() => setEditing(null)} /> : null
        }
      />
      {content}
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
