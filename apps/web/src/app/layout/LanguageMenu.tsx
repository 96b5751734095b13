import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, type Language, languageChoice, setLanguageChoice } from '../../lib/i18n';

/**
 * The user menu's language choice: follow the browser (the default), or one of the console's languages, remembered
 * in this browser. Each language is named in its own language.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('nav');
  const menu = useRef<Menu>(null);
  const shown = currentLanguage(i18n.resolvedLanguage);
  const chosen = languageChoice();

  const choose = (lng: Language | null) => void setLanguageChoice(lng);
  const mark = (selected: boolean) => (selected ? 'pi pi-check' : 'pi pi-fw');
  const items: MenuItem[] = [
    { label: t('language.browser'), icon: mark(chosen === null), command: () => choose(null) },
    { separator: true },
    ...LANGUAGES.map(
      (lng): MenuItem => ({
        label: t(`language.names.${lng}`),
        icon: mark(chosen === lng),
        command: () => choose(lng),
      }),
    ),
  ];

  return (
    <>
      <button
        type="button"
        className="sidenav__item sidenav__language"
        aria-haspopup="menu"
        aria-controls="language-menu"
        title={t('language.choose')}
        data-testid="language-button"
        onClick={(event) => menu.current?.toggle(event)}
      >
        <i className="pi pi-language sidenav__icon" aria-hidden="true" />
        <span className="sidenav__label">{t('language.current', { name: t(`language.names.${shown}`) })}</span>
      </button>
      <Menu model={items} popup ref={menu} id="language-menu" aria-label={t('language.label')} />
    </>
  );
}
