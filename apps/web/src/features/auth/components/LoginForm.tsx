import { loginRequestSchema } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField, TextField } from '../../../components/FormField';
import { errorMessage } from '../../../lib/api';
import { useLogin } from '../api';

const LAST_ORG_KEY = 'comptoir.lastOrgId';
type Field = 'username' | 'password' | 'orgId';

function rememberedOrgId(): string {
  try {
    return localStorage.getItem(LAST_ORG_KEY) ?? '';
  } catch {
    return '';
  }
}

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', orgId: rememberedOrgId() });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= t(`validation.${field}`);
      }
      setFieldErrors(errors);
      return;
    }
    login.mutate(parsed.data, {
      onSuccess: () => {
        try {
          localStorage.setItem(LAST_ORG_KEY, String(parsed.data.orgId));
        } catch {
          // Private mode: nothing to remember.
        }
        void navigate('/', { replace: true });
      },
    });
  };

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate aria-describedby="login-error">
      <TextField
        id="username"
        label={t('login.username')}
        error={fieldErrors.username}
        name="username"
        autoComplete="username"
        autoFocus
        value={values.username}
        onChange={set('username')}
      />
      <PasswordField
        id="password"
        label={t('login.password')}
        error={fieldErrors.password}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        controlClassName="w-full"
        inputClassName="w-full"
      />
      <TextField
        id="orgId"
        label={t('login.orgId')}
        error={fieldErrors.orgId}
        name="orgId"
        inputMode="numeric"
        autoComplete="organization"
        keyfilter="pint"
        value={values.orgId}
        onChange={set('orgId')}
      />

      <Button
        type="submit"
        className="login-form__submit"
        label={login.isPending ? t('login.submitting') : t('login.submit')}
        loading={login.isPending}
      />

      <div id="login-error" className="login-form__error" role="alert" aria-live="assertive">
        {login.isError && <Message severity="error" text={errorMessage(login.error)} className="w-full" />}
      </div>
    </form>
  );
}
