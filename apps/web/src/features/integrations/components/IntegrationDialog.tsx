import {
  CASHDRO_PROTOCOLS,
  INTEGRATION_ADDRESS_MAX,
  INTEGRATION_PASSWORD_MAX,
  INTEGRATION_TYPES,
  INTEGRATION_USERNAME_MAX,
  type IntegrationType,
} from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { CheckField, describedBy, Field } from '../../../components/FormField';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { useCurrentUser } from '../../auth/api';
import { type Integration, useIntegrationUsers, useSaveIntegration } from '../api';
import { bodyOf, formOf, type IntegrationForm, integrationFormSchema, typedAddress } from '../model';

/**
 * Adds or edits an integration (document 3 sections 4, 5 and 6): the type decides the fields (CASHDRO: protocol,
 * address, username, password; CCV_OPI: address, local print); it is assigned to the current user or any user. The
 * CashDro password is never shown: the field stays empty and keeps the stored one unless a new one is typed.
 */
export function IntegrationDialog({ integration, onClose }: { integration: Integration | null; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const save = useSaveIntegration(integration?.id ?? null);
  const users = useIntegrationUsers();
  const me = useCurrentUser();
  const { values, set, update, errorOf, dialog } = useDialogForm(integrationFormSchema, formOf(integration), {
    mutation: save,
    body: (form: IntegrationForm) => bodyOf(form),
    success: (saved) => t(integration ? 'toast.editSuccess' : 'toast.addSuccess', { type: t(`types.${saved.type}`) }),
    onClose,
  });
  const cashdro = values.type === 'CASHDRO';
  const e = (field: string, server = field) => errorOf(field, server);

  const meId = me.data?.userId;
  // PrimeReact shows null as "nothing chosen": 0 stands for the current user (null in the form).
  const userOptions = [
    { label: t('dialog.currentUser', { username: me.data?.username ?? '' }), value: 0 },
    ...(users.data ?? []).filter((u) => u.userId !== meId).map((u) => ({ label: u.username, value: u.userId })),
  ];
  const passwordHint = integration?.passwordSet ? t('dialog.passwordKeep') : undefined;

  return (
    <FormDialog
      id="integration-dialog"
      title={t(integration ? 'dialog.editTitle' : 'dialog.addTitle')}
      width="32rem"
      {...dialog}
    >
      <div className="integration-form">
        <Field id="integration-type" label={t('fields.type')} error={e('type')} required>
          <Dropdown
            inputId="integration-type"
            value={values.type}
            options={INTEGRATION_TYPES.map((type) => ({ label: t(`types.${type}`), value: type }))}
            onChange={(ev) => set('type', ev.value as IntegrationType)}
          />
        </Field>
        <Field id="integration-user" label={t('fields.user')} error={e('userId')}>
          <Dropdown
            inputId="integration-user"
            value={values.userId === null || values.userId === meId ? 0 : values.userId}
            options={userOptions}
            onChange={(ev) => set('userId', (ev.value as number) || null)}
            filter={userOptions.length > 10}
            aria-describedby={describedBy('integration-user', e('userId'))}
          />
        </Field>
        <div className={cashdro ? 'integration-form__address' : undefined}>
          {cashdro && (
            <Field id="integration-protocol" label={t('fields.protocol')}>
              <Dropdown
                inputId="integration-protocol"
                value={values.protocol}
                options={CASHDRO_PROTOCOLS.map((p) => ({ label: `${p}://`, value: p }))}
                onChange={(ev) => set('protocol', ev.value as IntegrationForm['protocol'])}
              />
            </Field>
          )}
          <Field
            id="integration-address"
            label={t('fields.address')}
            error={e('address', 'configJson.ip')}
            hint={t('dialog.addressHint')}
          >
            <InputText
              id="integration-address"
              autoFocus
              value={values.address}
              maxLength={INTEGRATION_ADDRESS_MAX}
              autoComplete="off"
              spellCheck={false}
              onChange={(ev) => update((f) => ({ ...f, ...typedAddress(ev.target.value, f.protocol) }))}
              aria-describedby={describedBy(
                'integration-address',
                e('address', 'configJson.ip'),
                t('dialog.addressHint'),
              )}
            />
          </Field>
        </div>
        {cashdro ? (
          <>
            <Field id="integration-username" label={t('fields.username')} error={e('username', 'configJson.username')}>
              <InputText
                id="integration-username"
                value={values.username}
                maxLength={INTEGRATION_USERNAME_MAX}
                autoComplete="off"
                onChange={(ev) => set('username', ev.target.value)}
              />
            </Field>
            <Field
              id="integration-password"
              label={t('fields.password')}
              error={e('password', 'configJson.password')}
              hint={passwordHint}
              badge={
                integration?.passwordSet ? (
                  <span className="integration-badge">{t('card.passwordSet')}</span>
                ) : undefined
              }
            >
              <Password
                inputId="integration-password"
                value={values.password}
                maxLength={INTEGRATION_PASSWORD_MAX}
                feedback={false}
                toggleMask
                autoComplete="new-password"
                placeholder={integration?.passwordSet ? '••••••••' : undefined}
                onChange={(ev) => set('password', ev.target.value)}
                aria-describedby={describedBy(
                  'integration-password',
                  e('password', 'configJson.password'),
                  passwordHint,
                )}
              />
            </Field>
          </>
        ) : (
          <CheckField
            id="integration-localPrint"
            label={t('fields.localPrint')}
            hint={t('dialog.localPrintHint')}
            checked={values.localPrint}
            onChange={(checked) => set('localPrint', checked)}
          />
        )}
      </div>
    </FormDialog>
  );
}
