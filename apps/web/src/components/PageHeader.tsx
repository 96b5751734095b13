import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The i18n function of a feature's namespace, as the page texts use it. */
type TextsOf<K extends string> = (key: K) => string;

/** A key of the namespace, under `group` when the page's texts are one group of it (`ingredients.title`). */
type KeyIn<G extends string, K extends string> = G extends '' ? K : `${G}.${K}`;

/**
 * A page's title and subtitle from the usual keys of its namespace (docs/adding-a-screen.md): `title` and `subtitle`,
 * or `<group>.title` and `<group>.subtitle` for a namespace holding several pages. Spread into DataPage, ListPage or
 * PageHeader: `<DataPage {...pageTexts(t)} query={...}>`. Its type refuses a namespace without the two keys.
 */
export function pageTexts<G extends string = ''>(
  t: TextsOf<KeyIn<G, 'title' | 'subtitle'>>,
  group?: G,
): { title: string; subtitle: string } {
  const texts = t as TextsOf<string>;
  const key = (name: string) => (group ? `${group}.${name}` : name);
  return { title: texts(key('title')), subtitle: texts(key('subtitle')) };
}

/** The title block at the top of every page; also names the browser tab. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <header className="page-header">
      <div>
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
