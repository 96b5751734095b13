import { APP_MODES, PASSWORD_MIN_LENGTH, type User, type UserType, userTypeHasPrinter } from '@comptoir/shared';
import { Checkbox } from 'primereact/checkbox';
import { Password } from 'primereact/password';
import { useTranslation } from 'react-i18next';
import { ChoiceField, describedBy, Field, PasswordField, SelectField, TextField } from '../../../components/FormField';
import type { FieldBinder } from '../../../lib/forms';
import type { PrinterChoice } from '../api';
import type { UserDraft, UserField } from '../userForm';

/** The account half of the user dialog: username, password, type, PIN, printer, and the super-user fields. */
export function UserAccountFields({
  user,
  draft,
  set,
  field,
  errorOf,
  types,
  printers,
  isSuper,
  isSelf,
}: {
  user: User | null;
  draft: UserDraft;
  set: <K extends keyof UserDraft>(field: K, value: UserDraft[K]) => void;
  field: FieldBinder<UserDraft>;
  errorOf: (field: UserField) => string | undefined;
  types: UserType[];
  /** null: no printer choice can be offered. */
  printers: PrinterChoice[] | null | undefined;
  isSuper: boolean;
  isSelf: boolean;
}) {
  const { t } = useTranslation(['users', 'nav']);
  const pinPlaceholder = !user
    ? t('dialog.pincodePlaceholderCreate')
    : user.hasPincode
      ? t('dialog.pincodePlaceholderSet')
      : t('dialog.pincodePlaceholderNone');
  const superBadge = (
    <span className="user-field__badge">
      <i className="pi pi-shield" aria-hidden="true" /> {t('dialog.superOnly')}
    </span>
  );
  const showPrinter = userTypeHasPrinter(draft.type) && Array.isArray(printers);
  const pinError = errorOf('pincode');

  return (
    <div className="user-dialog__account">
      <TextField
        id="user-username"
        label={t('dialog.username')}
        autoFocus
        autoComplete="off"
        maxLength={100}
        {...field('username')}
      />
      <PasswordField
        id="user-password"
        label={t('dialog.password')}
        autoComplete="new-password"
        placeholder={
          user
            ? t('dialog.passwordPlaceholderEdit')
            : t('dialog.passwordPlaceholderCreate', { count: PASSWORD_MIN_LENGTH })
        }
        inputClassName="w-full"
        {...field('password')}
      />
      <SelectField
        id="user-type"
        label={t('dialog.type')}
        hint={isSelf ? t('dialog.selfLocked') : undefined}
        options={types.map((type) => ({ value: type, label: t(`nav:userTypes.${type}`) }))}
        disabled={isSelf}
        {...field('type')}
      />
      <Field
        id="user-pincode"
        label={t('dialog.pincode')}
        error={pinError}
        hint={user?.hasPincode ? t('dialog.pincodeHelpSet') : t('dialog.pincodeHelp')}
      >
        <Password
          inputId="user-pincode"
          autoComplete="off"
          feedback={false}
          toggleMask
          inputMode="numeric"
          maxLength={6}
          value={draft.pincode}
          placeholder={draft.removePincode ? t('dialog.pincodePlaceholderRemoved') : pinPlaceholder}
          disabled={draft.removePincode}
          onChange={(ev) => set('pincode', ev.target.value.replace(/\D/g, '').slice(0, 6))}
          invalid={Boolean(pinError)}
          aria-describedby={describedBy('user-pincode', pinError, t('dialog.pincodeHelp'))}
          inputClassName="w-full"
        />
        {user?.hasPincode && (
          <div className="user-field__remove-pin">
            <Checkbox
              inputId="user-remove-pincode"
              checked={draft.removePincode}
              onChange={(ev) => {
                set('removePincode', Boolean(ev.checked));
                if (ev.checked) set('pincode', '');
              }}
            />
            <label htmlFor="user-remove-pincode">{t('dialog.removePincode')}</label>
          </div>
        )}
      </Field>
      {showPrinter && (
        <SelectField
          id="user-printer"
          label={t('dialog.printer')}
          error={errorOf('printer')}
          hint={t('dialog.printerHelp')}
          value={draft.printerId}
          options={printers.map((p) => ({ value: p.id, label: `${p.name} (${p.ipAddress})` }))}
          placeholder={printers.length === 0 ? t('dialog.printerEmpty') : t('dialog.printerNone')}
          showClear={draft.printerId !== null}
          disabled={printers.length === 0}
          onChange={(id) => set('printerId', id ?? null)}
        />
      )}
      {isSuper && (
        <TextField
          id="user-terminal-ip"
          label={t('dialog.terminalIp')}
          badge={superBadge}
          autoComplete="off"
          maxLength={100}
          placeholder={t('dialog.terminalIpPlaceholder')}
          {...field('terminalIp')}
        />
      )}
      {isSuper && user && (
        <ChoiceField
          id="user-app-mode"
          label={t('dialog.appMode')}
          badge={superBadge}
          {...field('appMode')}
          options={APP_MODES.map((mode) => ({ value: mode, label: t(`appModes.${mode}`) }))}
        />
      )}
    </div>
  );
}
