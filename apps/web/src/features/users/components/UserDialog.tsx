import type { AbilityCode, User } from '@comptoir/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { fieldError } from '../../../components/DialogErrorLine';
import { FormDialog } from '../../../components/FormDialog';
import type { ApiError } from '../../../lib/api';
import { useCreateUser, usePrinterChoices, useUpdateUser } from '../api';
import { localizeUserError } from '../errors';
import { holdsEveryAbility, mayGrant, typeOptions } from '../permissions';
import { checkBody, createBody, initialDraft, type UserDraft, type UserField, updateBody } from '../userForm';
import { AbilitiesField } from './AbilitiesField';
import { UserAccountFields } from './UserAccountFields';

/** Create (user null) or edit a user. The failed request's message shows in the dialog's error line. */
export function UserDialog({ user, actor, onClose }: { user: User | null; actor: User; onClose: () => void }) {
  const { t } = useTranslation(['users', 'nav']);
  const [draft, setDraft] = useState<UserDraft>(() => initialDraft(user));
  const [checkError, setCheckError] = useState<ApiError | null>(null);
  const printers = usePrinterChoices();
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;
  const error = checkError ?? localizeUserError(user ? update.error : create.error, t);

  const isSuper = actor.isSuperUser;
  const isSelf = user?.userId === actor.userId;
  const previous: readonly AbilityCode[] = user?.abilities ?? [];
  const set = <K extends keyof UserDraft>(field: K, value: UserDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setCheckError(null);
  };
  const errorOf = (field: UserField) => fieldError(error, field) ?? fieldError(error, `${field}.id`);

  const submit = () => {
    const ctx = { isSuper, printersAvailable: Array.isArray(printers.data) };
    const body = user ? updateBody(draft, ctx) : createBody(draft, ctx);
    const invalid = checkBody(body, user ? 'edit' : 'create', t);
    setCheckError(invalid);
    if (invalid) return;
    const done = (saved: User) => {
      toast.success(t(user ? 'toast.successEdit' : 'toast.createSuccess', { username: saved.username }));
      onClose();
    };
    if (user) {
      update.mutate(
        { userId: user.userId, body },
        { onSuccess: done, onError: () => toast.error(t('toast.errorEdit')) },
      );
    } else {
      create.mutate(body as Parameters<typeof create.mutate>[0], {
        onSuccess: done,
        onError: () => toast.error(t('toast.createError')),
      });
    }
  };

  return (
    <FormDialog
      id="user-dialog"
      visible
      title={user ? t('dialog.editTitle', { username: user.username }) : t('dialog.createTitle')}
      saving={saving}
      error={error}
      onHide={onClose}
      onSubmit={submit}
      width="62rem"
    >
      <div className="user-dialog__grid">
        <UserAccountFields
          user={user}
          draft={draft}
          set={set}
          errorOf={errorOf}
          types={typeOptions(actor)}
          printers={printers.data}
          isSuper={isSuper}
          isSelf={isSelf}
        />
        {holdsEveryAbility(draft.type) ? (
          <div className="abilities abilities--all" data-testid="abilities-all">
            <i className="pi pi-check-circle" aria-hidden="true" />
            <p>{t('abilities.allForType', { type: t(`nav:userTypes.${draft.type}`) })}</p>
          </div>
        ) : (
          <AbilitiesField
            value={draft.abilities}
            onChange={(abilities) => set('abilities', abilities)}
            disabled={isSelf}
            canGrant={(code) => mayGrant(actor, code, previous)}
            error={errorOf('abilities')}
          />
        )}
      </div>
    </FormDialog>
  );
}
