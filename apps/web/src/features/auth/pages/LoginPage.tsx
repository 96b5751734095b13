import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/LoginForm';

// Not a DataPage: the signed-out sign-in form, outside the console layout; nothing to load.
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const appName = t('common:appName');
  useEffect(() => {
    document.title = `${t('login.title')} · ${appName}`;
  }, [t, appName]);

  return (
    <div className="login">
      <aside className="login__brand" aria-hidden="true">
        <div className="login__brand-inner">
          <Logo name={appName} />
          <p className="login__tagline">{t('login.tagline')}</p>
          <ul className="login__points">
            <li>
              <i className="pi pi-chart-line" /> {t('login.points.analytics')}
            </li>
            <li>
              <i className="pi pi-box" /> {t('login.points.catalogue')}
            </li>
            <li>
              <i className="pi pi-building" /> {t('login.points.organisations')}
            </li>
          </ul>
        </div>
      </aside>
      <main className="login__panel">
        <div className="login__card">
          <Logo name={appName} compact />
          <h1 className="login__title">{t('login.title')}</h1>
          <p className="login__subtitle">{t('login.subtitle')}</p>
          <LoginForm />
        </div>
      </main>
    </div>
  );
}

/** The product's mark and name: large beside the form, compact above it on a phone. */
const Logo = ({ name, compact = false }: { name: string; compact?: boolean }) => (
  <div className={compact ? 'login__logo login__logo--compact' : 'login__logo'}>
    <span className="login__logo-mark">C</span>
    <span className="login__logo-text">{name}</span>
  </div>
);
