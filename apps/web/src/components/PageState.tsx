import './components.css';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../lib/api';

/** Loading card of a page's content. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="card page-state" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 36, height: 36 }} strokeWidth="4" />
      <span className="page-state__text">{t('loading')}</span>
    </div>
  );
}

/**
 * A card standing for a page's content when there is none to show: an icon in a round badge (`tone`: error, muted or
 * accent), a title (`<id>-title`, naming the card), a text, then actions. Other attributes go to the section.
 */
export function StateCard({
  id,
  icon,
  tone = 'error',
  title,
  text,
  children,
  ...section
}: {
  id?: string;
  icon: string;
  tone?: 'error' | 'muted' | 'accent';
  title?: string;
  text?: ReactNode;
  children?: ReactNode;
} & Omit<ComponentProps<'section'>, 'id' | 'title'>) {
  return (
    <section className="card page-state" aria-labelledby={id && `${id}-title`} {...section}>
      <div className={`page-state__icon page-state__icon--${tone}`} aria-hidden="true">
        <i className={icon} />
      </div>
      {title && (
        <h2 id={id && `${id}-title`} className="page-state__title">
          {title}
        </h2>
      )}
      {text && <p className="page-state__text">{text}</p>}
      {children}
    </section>
  );
}

/**
 * The "not allowed" card, naming what is needed in the user's words (an ability such as ADMIN_PRINTERS as the users
 * page names it, "Printers"; SUPER_USER as "Super user"), never the code (issue 22 point 5).
 */
export function PageNotAllowed({ ability }: { ability: string }) {
  const { t } = useTranslation(['common', 'nav', 'users']);
  const name =
    ability === 'SUPER_USER'
      ? t('nav:userTypes.SUPER_USER')
      : t(`users:abilities.codes.${ability}` as 'users:abilities.codes.ADMIN_LOGIN', { defaultValue: ability });
  return (
    <StateCard
      icon="pi pi-lock"
      tone="muted"
      role="alert"
      data-state="forbidden"
      title={t('common:pageState.notAllowedTitle')}
      text={t('common:pageState.notAllowedText', { ability: name })}
    />
  );
}

/**
 * A page whose data did not load. A 403 from the server reads as "not allowed" (naming the ability, e.g.
 * ADMIN_PRINTERS); other errors show the message and a retry button.
 */
export function PageLoadError({ error, ability, onRetry }: { error: unknown; ability: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (error instanceof ApiError && error.status === 403) return <PageNotAllowed ability={ability} />;
  return (
    <StateCard
      icon="pi pi-exclamation-circle"
      role="alert"
      data-state="error"
      title={t('pageState.loadError')}
      text={errorMessage(error)}
    >
      <Button label={t('retry')} icon="pi pi-refresh" outlined size="small" onClick={onRetry} />
    </StateCard>
  );
}

/**
 * The content of a page that waits for its data: loading while nothing is there, the load error (with retry) when
 * nothing could be had, then the content. A failed refresh keeps what was shown.
 */
export function LoadState({
  ready,
  error,
  ability,
  onRetry,
  children,
}: {
  ready: boolean;
  error: unknown;
  ability: string;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  if (!ready && error) return <PageLoadError error={error} ability={ability} onRetry={onRetry} />;
  if (!ready) return <PageLoading />;
  return <>{children()}</>;
}

/** What a page needs of its main query (a React Query result). */
export interface PageQuery<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * LoadState for the content of one query: loading until its data is there (and `ready`: anything else it waits for),
 * its load error with a retry that refetches it, then `children(data)`.
 */
export function QueryState<T>({
  query,
  ready = true,
  ability,
  children,
}: {
  query: PageQuery<T>;
  ready?: boolean;
  ability: string;
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  return (
    <LoadState
      ready={data !== undefined && ready}
      error={query.error}
      ability={ability}
      onRetry={() => void query.refetch()}
    >
      {() => children(data as T)}
    </LoadState>
  );
}
