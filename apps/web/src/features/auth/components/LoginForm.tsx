import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogin } from '../../../app/session';
import { PasswordField, TextField } from '../../../components/form/TextFields';
import { errorMessage } from '../../../lib/api';
import { useZodForm } from '../../../lib/forms';

const LAST_ORG_KEY = 'comptoir.lastOrgId';

/** The form's schema is loaded with the first check (zod is not part of this page's first load: lib/firstLoad.ts). */
const loginFormSchema = () => import('../loginFormSchema').then((m) => m.loginFormSchema);

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
  const { field, submit } = useZodForm(loginFormSchema, { username: '', password: '', orgId: rememberedOrgId() });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    submit((request) =>
      login.mutate(request, {
        onSuccess: () => {
          try {
            localStorage.setItem(LAST_ORG_KEY, String(request.orgId));
          } catch {
            // Private mode: nothing to remember.
          }
          void navigate('/', { replace: true });
        },
      }),
    )();
  };

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate aria-describedby="login-error">
      <TextField
        id="username"
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoFocus
        {...field('username')}
      />
      <PasswordField
        id="password"
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        controlClassName="w-full"
        inputClassName="w-full"
        {...field('password')}
      />
      <TextField
        id="orgId"
        label={t('login.orgId')}
        name="orgId"
        inputMode="numeric"
        autoComplete="organization"
        keyfilter="pint"
        {...field('orgId')}
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
