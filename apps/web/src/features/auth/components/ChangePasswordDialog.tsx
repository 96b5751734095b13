import { changeOwnPasswordSchema, PASSWORD_MIN_LENGTH } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useChangeOwnPassword } from '../../../app/session';
import { FormDialog } from '../../../components/FormDialog';
import { PasswordField } from '../../../components/FormField';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { REQUIRED } from '../../../lib/forms';
import { localizedRefusal } from '../me';

/** The dialog's values: the current password, the new one (the shared rule) typed twice. */
export const changePasswordFormSchema = changeOwnPasswordSchema
  .extend({
    currentPassword: z.string().min(1, REQUIRED),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, 'auth:me.password.tooShort').max(200),
    repeat: z.string(),
  })
  .refine((v) => v.repeat === v.newPassword, { path: ['repeat'], message: 'auth:me.password.mismatch' });

/** Changes one's own password; the user's other sessions end, this one continues (document: /me, beyond the spec). */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const change = useChangeOwnPassword();
  const { values, set, errorOf, dialog } = useDialogForm(
    changePasswordFormSchema,
    { currentPassword: '', newPassword: '', repeat: '' },
    {
      mutation: change,
      body: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
      serverError: localizedRefusal(change.error, 'currentPassword'),
      messageParams: { count: PASSWORD_MIN_LENGTH },
      success: () => t('me.password.done'),
      onClose,
    },
  );

  const fields = [
    { name: 'currentPassword', autoComplete: 'current-password', hint: undefined },
    { name: 'newPassword', autoComplete: 'new-password', hint: t('me.password.hint', { count: PASSWORD_MIN_LENGTH }) },
    { name: 'repeat', autoComplete: 'new-password', hint: undefined },
  ] as const;

  return (
    <FormDialog id="change-password-dialog" title={t('me.password.title')} {...dialog}>
      <p className="me__dialog-note">{t('me.password.note')}</p>
      {fields.map(({ name, autoComplete, hint }, i) => (
        <PasswordField
          key={name}
          id={`me-${name}`}
          label={t(`me.password.${name}`)}
          error={errorOf(name)}
          hint={hint}
          required
          autoFocus={i === 0}
          value={values[name]}
          onChange={(v) => set(name, v)}
          autoComplete={autoComplete}
          controlClassName="me__password"
        />
      ))}
    </FormDialog>
  );
}
