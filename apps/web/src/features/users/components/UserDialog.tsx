import { type AbilityCode, PASSWORD_MIN_LENGTH, type User } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { fieldError } from '../../../components/DialogErrorLine';
import { FormDialog } from '../../../components/FormDialog';
import { useZodForm } from '../../../lib/forms';
import { useCreateUser, usePrinterChoices, useUpdateUser } from '../api';
import { localizeUserError } from '../errors';
import { holdsEveryAbility, mayGrant, typeOptions } from '../permissions';
import {
  createBody,
  createUserFormSchema,
  editUserFormSchema,
  initialDraft,
  type UserDraft,
  type UserField,
  updateBody,
} from '../userForm';
import { AbilitiesField } from './AbilitiesField';
import { UserAccountFields } from './UserAccountFields';

/** Create (user null) or edit a user. The failed request's message shows in the dialog's error line. */
export function UserDialog({ user, actor, onClose }: { user: User | null; actor: User; onClose: () => void }) {
  const { t } = useTranslation(['users', 'nav']);
  const printers = usePrinterChoices();
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;
  const serverError = localizeUserError(user ? update.error : create.error, t);
  const {
    values: draft,
    set,
    errorOf: messageOf,
    dirty,
    formError,
    submit,
  } = useZodForm(user ? editUserFormSchema : createUserFormSchema, initialDraft(user), {
    serverError,
    messageParams: { count: PASSWORD_MIN_LENGTH },
  });

  const isSuper = actor.isSuperUser;
  const isSelf = user?.userId === actor.userId;
  const previous: readonly AbilityCode[] = user?.abilities ?? [];
  const errorOf = (field: UserField) =>
    field === 'printer'
      ? (messageOf('printerId', 'printer') ?? fieldError(serverError, 'printer.id'))
      : messageOf(field);

  const send = (values: UserDraft) => {
    const ctx = { isSuper, printersAvailable: Array.isArray(printers.data) };
    const body = user ? updateBody(values, ctx) : createBody(values, ctx);
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
      error={formError}
      dirty={dirty}
      onHide={onClose}
      onSubmit={submit(send)}
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
