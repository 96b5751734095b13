import { type AbilityCode, PASSWORD_MIN_LENGTH, type User } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormDialog } from '../../../components/FormDialog';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { fieldError } from '../../../lib/api';
import { usePrinterChoices, useSaveUser } from '../api';
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
  const save = useSaveUser();
  const texts = addEditTexts(t, user, (u: User) => ({ username: u.username }));
  const serverError = localizeUserError(save.error, t);
  const isSuper = actor.isSuperUser;
  const {
    values: draft,
    set,
    field,
    errorOf: messageOf,
    dialog,
  } = useDialogForm(user ? editUserFormSchema : createUserFormSchema, initialDraft(user), {
    mutation: save,
    body: (values: UserDraft) => {
      const ctx = { isSuper, printersAvailable: Array.isArray(printers.data) };
      return { userId: user?.userId, body: user ? updateBody(values, ctx) : createBody(values, ctx) };
    },
    success: texts.success,
    onError: () => toast.error(t(user ? 'toast.errorEdit' : 'toast.createError')),
    onClose,
    serverError,
    messageParams: { count: PASSWORD_MIN_LENGTH },
  });

  const isSelf = user?.userId === actor.userId;
  const previous: readonly AbilityCode[] = user?.abilities ?? [];
  const errorOf = (field: UserField) =>
    field === 'printer'
      ? (messageOf('printerId', 'printer') ?? fieldError(serverError, 'printer.id'))
      : messageOf(field);

  return (
    <FormDialog id="user-dialog" title={texts.title} width="62rem" {...dialog}>
      <div className="user-dialog__grid">
        <UserAccountFields
          user={user}
          draft={draft}
          set={set}
          field={field}
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
