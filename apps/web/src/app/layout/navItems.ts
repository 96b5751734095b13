/**
 * The side navigation, exactly as document 1 sections 2 and 6 describe it: four groups plus logout, each item shown
 * according to the user's type and abilities.
 */
import { type AbilityCode, hasAbility, isSuperUser, type User } from '@comptoir/shared';
import type nav from '../../locales/en/nav.json';

/** The items of the navigation, named by their i18n key under nav:items. */
export type NavItemId = keyof typeof nav.items;

export interface NavItem {
  /** i18n key under nav:items */
  id: NavItemId;
  path: string;
  icon: string;
  /** The ability that shows the item to users other than ADMIN and SUPER_USER. */
  ability?: AbilityCode;
  superUserOnly?: boolean;
  hiddenOnPhone?: boolean;
  /** Also needs the organisation's online order web page. */
  needsWebsite?: boolean;
  /** Other routes that belong to this item (highlighted with it). */
  alsoMatches?: string[];
}

export interface NavGroup {
  /** i18n key under nav:groups */
  id: 'dashboard' | 'analytics' | 'account' | 'superUser';
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'dashboard',
    items: [
      { id: 'dashboard', path: '/dashboard', icon: 'pi pi-th-large', ability: 'ANALYTICS_DASHBOARD' },
      { id: 'users', path: '/users', icon: 'pi pi-users', ability: 'ADMIN_USERS' },
      { id: 'products', path: '/products', icon: 'pi pi-box', ability: 'ADMIN_PRODUCTS', alsoMatches: ['/stock'] },
      { id: 'groups', path: '/product_groups', icon: 'pi pi-tags', ability: 'ADMIN_GROUPS' },
      // Issue 27 (decision 86): ingredients, counts and recipes belong to the catalogue.
      {
        id: 'ingredients',
        path: '/ingredients',
        icon: 'pi pi-shopping-bag',
        ability: 'ADMIN_PRODUCTS',
        alsoMatches: ['/stock-count'],
      },
      {
        id: 'foodCost',
        path: '/food-cost',
        icon: 'pi pi-chart-pie',
        ability: 'ADMIN_PRODUCTS',
        alsoMatches: ['/recipe'],
      },
      {
        id: 'tables',
        path: '/tables',
        icon: 'pi pi-table',
        ability: 'ADMIN_TABLES',
        alsoMatches: ['/open-tables', '/open-takeaway'],
      },
      { id: 'kitchen', path: '/kitchen', icon: 'pi pi-megaphone', ability: 'ADMIN_KITCHEN' },
      { id: 'promo', path: '/promo', icon: 'pi pi-percentage', ability: 'ADMIN_PROMO_CODES' },
      { id: 'pickup', path: '/pickup', icon: 'pi pi-map-marker', ability: 'ADMIN_PICKUP' },
      { id: 'printers', path: '/printers', icon: 'pi pi-print', ability: 'ADMIN_PRINTERS' },
      { id: 'clients', path: '/clients', icon: 'pi pi-id-card', ability: 'ADMIN_CLIENT_DATA' },
      { id: 'invoice', path: '/invoice', icon: 'pi pi-file', ability: 'ADMIN_INVOICE' },
      {
        id: 'externalIntegration',
        path: '/external-integration',
        icon: 'pi pi-link',
        ability: 'ADMIN_INTEGRATION',
      },
      { id: 'device', path: '/device', icon: 'pi pi-tablet', superUserOnly: true },
    ],
  },
  {
    id: 'analytics',
    items: [
      {
        id: 'accounts',
        path: '/analytics/accounts',
        icon: 'pi pi-wallet',
        ability: 'ANALYTICS_ACCOUNTS',
        alsoMatches: ['/account', '/account-summary'],
      },
      { id: 'orders', path: '/analytics/orders', icon: 'pi pi-shopping-cart', ability: 'ANALYTICS_ORDERS' },
      {
        id: 'shifts',
        path: '/analytics/shifts',
        icon: 'pi pi-clock',
        ability: 'ANALYTICS_SHIFTS',
        alsoMatches: ['/shift-details', '/shift-stats', '/worker-shift-detail'],
      },
      // /analytics/payments exists as a route; its link is hidden (document 1 section 2).
    ],
  },
  {
    id: 'account',
    items: [
      { id: 'images', path: '/images', icon: 'pi pi-images', ability: 'ACCOUNT_IMAGE' },
      { id: 'website', path: '/website', icon: 'pi pi-globe', ability: 'ACCOUNT_WEBSITE', needsWebsite: true },
      { id: 'settings', path: '/settings', icon: 'pi pi-cog', ability: 'ACCOUNTS_SETTINGS' },
      { id: 'audit', path: '/audit', icon: 'pi pi-history', ability: 'ADMIN_AUDIT' },
      { id: 'closures', path: '/closures', icon: 'pi pi-verified', ability: 'ADMIN_FISCAL' },
    ],
  },
  {
    id: 'superUser',
    items: [
      { id: 'createOrg', path: '/create-org', icon: 'pi pi-building', superUserOnly: true },
      { id: 'menu', path: '/menu', icon: 'pi pi-book', superUserOnly: true, hiddenOnPhone: true },
    ],
  },
];

export type NavUser = Pick<User, 'type' | 'abilities' | 'isSuperUser'> & {
  organization: Pick<User['organization'], 'onlineOrderWebPageEnabled'>;
};

export function isItemVisible(item: NavItem, user: NavUser, isPhone: boolean): boolean {
  if (item.hiddenOnPhone && isPhone) return false;
  if (item.superUserOnly) return isSuperUser(user) || user.isSuperUser;
  if (item.needsWebsite && !user.organization.onlineOrderWebPageEnabled) return false;
  return item.ability ? hasAbility(user, item.ability) : true;
}

/** The groups to show: only visible items, and no group left empty. */
export function visibleNavGroups(user: NavUser, isPhone: boolean, groups: NavGroup[] = NAV_GROUPS): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => isItemVisible(item, user, isPhone)) }))
    .filter((group) => group.items.length > 0);
}

/** The item to highlight for a path: its own route, or a route that belongs to it. */
export function isItemActive(item: NavItem, pathname: string): boolean {
  return [item.path, ...(item.alsoMatches ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
