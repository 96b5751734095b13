import {
  CASHDRO_PROTOCOLS,
  INTEGRATION_ADDRESS_MAX,
  INTEGRATION_PASSWORD_MAX,
  INTEGRATION_TYPES,
  INTEGRATION_USERNAME_MAX,
} from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/session';
import { FormDialog } from '../../../components/FormDialog';
import { CheckField, PasswordField, SelectField, TextField } from '../../../components/FormField';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { labelledFields } from '../../../components/form/labelledFields';
import { useDialogForm } from '../../../components/form/useDialogForm';
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
  const texts = addEditTexts(t, integration, (i: Integration) => ({ type: t(`types.${i.type}`) }));
  const { values, set, field, update, errorOf, dialog } = useDialogForm(integrationFormSchema, formOf(integration), {
    mutation: save,
    body: (form: IntegrationForm) => bodyOf(form),
    success: texts.success,
    onClose,
  });
  const input = labelledFields(
    field,
    'integration',
    (name: 'type' | 'protocol' | 'address' | 'username' | 'password') => t(`fields.${name}`),
  );
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
    <FormDialog id="integration-dialog" title={texts.title} width="32rem" {...dialog}>
      <div className="integration-form">
        <SelectField
          {...input('type')}
          required
          options={INTEGRATION_TYPES.map((type) => ({ label: t(`types.${type}`), value: type }))}
        />
        <SelectField
          id="integration-user"
          label={t('fields.user')}
          error={e('userId')}
          value={values.userId === null || values.userId === meId ? 0 : values.userId}
          options={userOptions}
          onChange={(id) => set('userId', id || null)}
          filter={userOptions.length > 10}
        />
        <div className={cashdro ? 'integration-form__address' : undefined}>
          {cashdro && (
            <SelectField
              {...input('protocol')}
              options={CASHDRO_PROTOCOLS.map((p) => ({ label: `${p}://`, value: p }))}
            />
          )}
          <TextField
            {...input('address', 'configJson.ip')}
            hint={t('dialog.addressHint')}
            autoFocus
            maxLength={INTEGRATION_ADDRESS_MAX}
            autoComplete="off"
            spellCheck={false}
            onChange={(address) => update((f) => ({ ...f, ...typedAddress(address, f.protocol) }))}
          />
        </div>
        {cashdro ? (
          <>
            <TextField
              {...input('username', 'configJson.username')}
              maxLength={INTEGRATION_USERNAME_MAX}
              autoComplete="off"
            />
            <PasswordField
              {...input('password', 'configJson.password')}
              hint={passwordHint}
              badge={
                integration?.passwordSet ? (
                  <span className="integration-badge">{t('card.passwordSet')}</span>
                ) : undefined
              }
              maxLength={INTEGRATION_PASSWORD_MAX}
              autoComplete="new-password"
              placeholder={integration?.passwordSet ? '••••••••' : undefined}
            />
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
