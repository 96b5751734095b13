import type { AbilityCode, UserType } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { isItemActive, NAV_GROUPS, type NavUser, visibleNavGroups } from './navItems';

function user(type: UserType, abilities: AbilityCode[] = [], website = false): NavUser {
  return {
    type,
    abilities,
    isSuperUser: type === 'SUPER_USER',
    organization: { onlineOrderWebPageEnabled: website },
  };
}

const ids = (u: NavUser, phone = false) => visibleNavGroups(u, phone).flatMap((g) => g.items.map((i) => i.id));
const groups = (u: NavUser, phone = false) => visibleNavGroups(u, phone).map((g) => g.id);

describe('side navigation', () => {
  it('has the four groups and items of the spec, without a payments link', () => {
    expect(NAV_GROUPS.map((g) => g.id)).toEqual(['dashboard', 'analytics', 'account', 'superUser']);
    expect(NAV_GROUPS[0]?.items.map((i) => i.id)).toEqual([
      'dashboard',
      'users',
      'products',
      'groups',
      'ingredients',
      'foodCost',
      'tables',
      'kitchen',
      'promo',
      'pickup',
      'printers',
      'clients',
      'invoice',
      'externalIntegration',
      'device',
    ]);
    expect(NAV_GROUPS[1]?.items.map((i) => i.path)).toEqual([
      '/analytics/accounts',
      '/analytics/orders',
      '/analytics/shifts',
    ]);
    expect(NAV_GROUPS[2]?.items.map((i) => i.path)).toEqual([
      '/images',
      '/website',
      '/settings',
      '/audit',
      '/closures',
    ]);
    expect(NAV_GROUPS[3]?.items.map((i) => i.path)).toEqual(['/create-org', '/menu']);
  });

  it('shows an admin everything but the super-user-only items', () => {
    const visible = ids(user('ADMIN', [], true));
    expect(visible).not.toContain('device');
    expect(visible).not.toContain('createOrg');
    expect(visible).not.toContain('menu');
    expect(visible).toContain('website');
    expect(visible).toHaveLength(15 - 1 + 3 + 5); // 15 with ingredients and food cost (issue 27), closures (issue 24)
    expect(visible).toContain('closures');
    expect(groups(user('ADMIN'))).toEqual(['dashboard', 'analytics', 'account']);
  });

  it('shows a super user everything, and hides the menu item on phones', () => {
    expect(ids(user('SUPER_USER', [], true))).toHaveLength(15 + 3 + 5 + 2);
    expect(ids(user('SUPER_USER'), true)).not.toContain('menu');
    expect(ids(user('SUPER_USER'), true)).toContain('createOrg');
  });

  it('shows other types only the items of their abilities and drops empty groups', () => {
    const server = user('SERVER', ['ANALYTICS_DASHBOARD', 'ADMIN_TABLES']);
    expect(ids(server)).toEqual(['dashboard', 'tables']);
    expect(groups(server)).toEqual(['dashboard']);
    expect(ids(user('REGISTER'))).toEqual([]);
    expect(ids(user('MAIN', ['ANALYTICS_SHIFTS', 'ACCOUNTS_SETTINGS']))).toEqual(['shifts', 'settings']);
    expect(ids(user('SERVER', ['ADMIN_AUDIT']))).toEqual(['audit']);
    expect(ids(user('MAIN', ['ADMIN_FISCAL']))).toEqual(['closures']);
    expect(ids(user('MAIN', ['ADMIN_AUDIT']))).not.toContain('closures');
  });

  it('needs the online order web page for the website item', () => {
    expect(ids(user('SERVER', ['ACCOUNT_WEBSITE'], false))).toEqual([]);
    expect(ids(user('SERVER', ['ACCOUNT_WEBSITE'], true))).toEqual(['website']);
    expect(ids(user('ADMIN', [], false))).not.toContain('website');
  });

  it('highlights an item for its route and the routes that belong to it', () => {
    const item = (id: string) => NAV_GROUPS.flatMap((g) => g.items).find((i) => i.id === id)!;
    expect(isItemActive(item('dashboard'), '/dashboard')).toBe(true);
    expect(isItemActive(item('dashboard'), '/dashboards')).toBe(false);
    expect(isItemActive(item('shifts'), '/shift-stats/1/2')).toBe(true);
    expect(isItemActive(item('accounts'), '/account/12')).toBe(true);
    expect(isItemActive(item('products'), '/stock/4')).toBe(true);
    expect(isItemActive(item('groups'), '/products')).toBe(false);
  });
});
