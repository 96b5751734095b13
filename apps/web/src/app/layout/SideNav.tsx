import type { User } from '@comptoir/shared';
import { classNames } from 'primereact/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { truncate } from '../../lib/format';
import { useIsPhone } from '../../lib/useMediaQuery';
import { useLogout } from '../session';
import { LanguageMenu } from './LanguageMenu';
import { isItemActive, visibleNavGroups } from './navItems';
import { ORG_PANEL_CLASS, OrgSwitcher, organisationOptions } from './OrgSwitcher';

/** On phones the navigation collapses this long after an item is clicked (document 1 section 9). */
export const PHONE_COLLAPSE_DELAY_MS = 400;

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase() || '?';
}

export function SideNav({ user }: { user: User }) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const isPhone = useIsPhone();
  const logout = useLogout();
  const [expanded, setExpanded] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const collapseTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const expand = useCallback(() => {
    if (collapseTimer.current) clearTimeout(collapseTimer.current);
    collapseTimer.current = null;
    setExpanded(true);
  }, []);

  // Collapse on a click outside the navigation (the organisation dropdown's panel lives in <body>).
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || navRef.current?.contains(target) || target.closest?.(`.${ORG_PANEL_CLASS}`)) return;
      setExpanded(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [expanded]);

  useEffect(
    () => () => {
      if (collapseTimer.current) clearTimeout(collapseTimer.current);
    },
    [],
  );

  // On a desktop the navigation folds back once the page changed (on a phone, 400 ms after the tap: onItemClick), so
  // it never stays open over the page's title and first column.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, pathname is the trigger
  useEffect(() => {
    if (!isPhone) setExpanded(false);
  }, [pathname]);

  const onItemClick = () => {
    if (!isPhone) return;
    if (collapseTimer.current) clearTimeout(collapseTimer.current);
    collapseTimer.current = setTimeout(() => {
      collapseTimer.current = null;
      setExpanded(false);
    }, PHONE_COLLAPSE_DELAY_MS);
  };

  const groups = visibleNavGroups(user, isPhone);
  const orgName = user.organization.name;
  const canSwitch = organisationOptions(user).length > 1;

  return (
    <aside
      ref={navRef}
      className={classNames('sidenav', { 'sidenav--expanded': expanded })}
      data-expanded={expanded}
      aria-label={t('ariaLabel')}
      // Hover expands for a mouse only: a tap must not expand and toggle at once.
      onPointerEnter={(event) => event.pointerType === 'mouse' && expand()}
      // ...and collapses when the mouse leaves, unless it went into the organisation dropdown's panel.
      onPointerLeave={(event) => {
        const into = event.relatedTarget instanceof Element ? event.relatedTarget : null;
        if (event.pointerType === 'mouse' && !into?.closest(`.${ORG_PANEL_CLASS}`)) setExpanded(false);
      }}
      // Keyboard focus expands; a click or tap focusing a control must not (the brand button toggles itself).
      onFocus={(event) => event.target.matches(':focus-visible') && expand()}
    >
      <div className="sidenav__header">
        <button
          type="button"
          className="sidenav__brand"
          aria-label={expanded ? t('collapse') : t('expand')}
          aria-expanded={expanded}
          onClick={() => (expanded ? setExpanded(false) : expand())}
        >
          <span className="sidenav__mark" aria-hidden="true">
            {initials(orgName)}
          </span>
        </button>
        <div className="sidenav__org">
          <span className="sidenav__org-name" title={orgName} data-testid="org-name">
            {truncate(orgName)}
          </span>
          <span className="sidenav__org-sub">{t('product')}</span>
        </div>
      </div>

      {canSwitch && (
        <div className="sidenav__switcher">
          <i className="pi pi-arrow-right-arrow-left sidenav__switcher-icon" aria-hidden="true" />
          <div className="sidenav__switcher-control">
            <label htmlFor="org-switcher" className="sr-only">
              {t('switchOrg.label')}
            </label>
            <OrgSwitcher user={user} />
          </div>
        </div>
      )}

      <nav className="sidenav__body">
        {groups.map((group) => (
          <div key={group.id} className="sidenav__group">
            <div id={`nav-group-${group.id}`} className="sidenav__group-title">
              {t(`groups.${group.id}`)}
            </div>
            <ul aria-labelledby={`nav-group-${group.id}`}>
              {group.items.map((item) => {
                const active = isItemActive(item, pathname);
                return (
                  <li key={item.id}>
                    <Link
                      to={item.path}
                      className={classNames('sidenav__item', { 'sidenav__item--active': active })}
                      aria-current={active ? 'page' : undefined}
                      data-nav-item={item.id}
                      title={expanded ? undefined : t(`items.${item.id}`)}
                      onClick={onItemClick}
                    >
                      <i className={classNames(item.icon, 'sidenav__icon')} aria-hidden="true" />
                      <span className="sidenav__label">{t(`items.${item.id}`)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>

      <div className="sidenav__footer">
        <Link
          to="/me"
          className={classNames('sidenav__user', { 'sidenav__user--active': pathname === '/me' })}
          aria-current={pathname === '/me' ? 'page' : undefined}
          title={user.username}
          onClick={onItemClick}
        >
          <span className="sidenav__avatar" aria-hidden="true">
            {initials(user.username)}
          </span>
          <span className="sidenav__user-text">
            <span className="sidenav__user-name">{user.username}</span>
            <span className="sidenav__user-type">{t(`userTypes.${user.type}`)}</span>
          </span>
        </Link>
        <LanguageMenu />
        <button type="button" className="sidenav__item sidenav__logout" onClick={logout} title={t('logout')}>
          <i className="pi pi-sign-out sidenav__icon" aria-hidden="true" />
          <span className="sidenav__label">{t('logout')}</span>
        </button>
      </div>
    </aside>
  );
}
