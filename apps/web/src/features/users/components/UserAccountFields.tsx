import { APP_MODES, PASSWORD_MIN_LENGTH, type User, type UserType, userTypeHasPrinter } from '@comptoir/shared';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useTranslation } from 'react-i18next';
import { ChoiceField, describedBy, Field } from '../../../components/FormField';
import type { PrinterChoice } from '../api';
import type { UserDraft, UserField } from '../userForm';

/** The account half of the user dialog: username, password, type, PIN, printer, and the super-user fields. */
export function UserAccountFields({
  user,
  draft,
  set,
  errorOf,
  types,
  printers,
  isSuper,
  isSelf,
}: {
  user: User | null;
  draft: UserDraft;
  set: <K extends keyof UserDraft>(field: K, value: UserDraft[K]) => void;
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
  const e = {
    username: errorOf('username'),
    password: errorOf('password'),
    type: errorOf('type'),
    pincode: errorOf('pincode'),
    printer: errorOf('printer'),
    terminalIp: errorOf('terminalIp'),
  };

  return (
    <div className="user-dialog__account">
      <Field id="user-username" label={t('dialog.username')} error={e.username}>
        <InputText
          id="user-username"
          autoFocus
          autoComplete="off"
          maxLength={100}
          value={draft.username}
          onChange={(ev) => set('username', ev.target.value)}
          invalid={Boolean(e.username)}
          aria-describedby={describedBy('user-username', e.username)}
        />
      </Field>
      <Field id="user-password" label={t('dialog.password')} error={e.password}>
        <Password
          inputId="user-password"
          autoComplete="new-password"
          feedback={false}
          toggleMask
          value={draft.password}
          placeholder={
            user
              ? t('dialog.passwordPlaceholderEdit')
              : t('dialog.passwordPlaceholderCreate', { count: PASSWORD_MIN_LENGTH })
          }
          onChange={(ev) => set('password', ev.target.value)}
          invalid={Boolean(e.password)}
          aria-describedby={describedBy('user-password', e.password)}
          inputClassName="w-full"
        />
      </Field>
      <Field id="user-type" label={t('dialog.type')} error={e.type} hint={isSelf ? t('dialog.selfLocked') : undefined}>
        <Dropdown
          inputId="user-type"
          value={draft.type}
          options={types.map((type) => ({ value: type, label: t(`nav:userTypes.${type}`) }))}
          onChange={(ev) => set('type', ev.value as UserType)}
          disabled={isSelf}
          invalid={Boolean(e.type)}
          aria-describedby={describedBy('user-type', e.type, isSelf ? t('dialog.selfLocked') : undefined)}
        />
      </Field>
      <Field
        id="user-pincode"
        label={t('dialog.pincode')}
        error={e.pincode}
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
          invalid={Boolean(e.pincode)}
          aria-describedby={describedBy('user-pincode', e.pincode, t('dialog.pincodeHelp'))}
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
        <Field id="user-printer" label={t('dialog.printer')} error={e.printer} hint={t('dialog.printerHelp')}>
          <Dropdown
            inputId="user-printer"
            value={draft.printerId}
            options={printers.map((p) => ({ value: p.id, label: `${p.name} (${p.ipAddress})` }))}
            placeholder={printers.length === 0 ? t('dialog.printerEmpty') : t('dialog.printerNone')}
            showClear={draft.printerId !== null}
            disabled={printers.length === 0}
            onChange={(ev) => set('printerId', (ev.value as number | undefined) ?? null)}
            invalid={Boolean(e.printer)}
            aria-describedby={describedBy('user-printer', e.printer, t('dialog.printerHelp'))}
          />
        </Field>
      )}
      {isSuper && (
        <Field id="user-terminal-ip" label={t('dialog.terminalIp')} error={e.terminalIp} badge={superBadge}>
          <InputText
            id="user-terminal-ip"
            autoComplete="off"
            maxLength={100}
            placeholder={t('dialog.terminalIpPlaceholder')}
            value={draft.terminalIp}
            onChange={(ev) => set('terminalIp', ev.target.value)}
            invalid={Boolean(e.terminalIp)}
            aria-describedby={describedBy('user-terminal-ip', e.terminalIp)}
          />
        </Field>
      )}
      {isSuper && user && (
        <ChoiceField
          id="user-app-mode"
          label={t('dialog.appMode')}
          badge={superBadge}
          value={draft.appMode}
          options={APP_MODES.map((mode) => ({ value: mode, label: t(`appModes.${mode}`) }))}
          onChange={(mode) => set('appMode', mode)}
        />
      )}
    </div>
  );
}
