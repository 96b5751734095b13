import { z } from 'zod';

/** Ability codes by group, exactly as document 1 section 6 lists them. */
export const ABILITY_GROUPS = {
  admin: [
    'ADMIN_LOGIN',
    'ADMIN_PRODUCTS',
    'ADMIN_GROUPS',
    'ADMIN_TABLES',
    'ADMIN_PRINTERS',
    'ADMIN_CLIENT_DATA',
    'ADMIN_PROMO_CODES',
    'ADMIN_INVOICE',
  ],
  general: ['SHIFT_FORCE_CLOSE', 'APP_SEARCH_ACCOUNTS', 'APP_CORRECT_PAYMENTS'],
  analytics: ['ANALYTICS_DASHBOARD', 'ANALYTICS_ACCOUNTS', 'ANALYTICS_SHIFTS', 'ANALYTICS_ORDERS', 'ANALYTICS_STOCK'],
  payment: ['PAYMENT_ERROR', 'PAYMENT_BANK_TRANSFER', 'PAYMENT_OFFERED', 'PAYMENT_CUSTOMER_CREDIT'],
  invoicing: ['INVOICE_ALL', 'INVOICE_SEND', 'INVOICE_GET', 'INVOICE_PAID'],
  kiosk: ['KIOSK_DISABLED_CASH', 'KIOSK_DISABLED_CARD', 'KIOSK_DISABLED_EAT_IN', 'KIOSK_DISABLED_TAKE_AWAY'],
  other: [
    'ADMIN_USERS',
    'ADMIN_KITCHEN',
    'ADMIN_PICKUP',
    'ADMIN_INTEGRATION',
    'ANALYTICS_PAYMENTS',
    'ACCOUNT_IMAGE',
    'ACCOUNT_WEBSITE',
    'ACCOUNTS_SETTINGS',
    'ADMIN_AUDIT',
    'ADMIN_FISCAL',
  ],
} as const;

export type AbilityGroup = keyof typeof ABILITY_GROUPS;
export const ABILITIES = Object.values(ABILITY_GROUPS).flat() as readonly AbilityCode[];
export type AbilityCode = (typeof ABILITY_GROUPS)[AbilityGroup][number];
export const abilityCodeSchema = z.enum(Object.values(ABILITY_GROUPS).flat() as [AbilityCode, ...AbilityCode[]]);

/** Account types. SUPER_USER is an account type too (document 1 section 3). */
export const USER_TYPES = ['ADMIN', 'SERVER', 'REGISTER', 'MAIN', 'SUPER_USER'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Who an ability check is about: enough of a user to decide. */
export interface AbilityHolder {
  type: UserType;
  abilities: readonly string[];
}

export function isSuperUser(user: Pick<AbilityHolder, 'type'>): boolean {
  return user.type === 'SUPER_USER';
}

/**
 * ADMIN and SUPER_USER hold every ability (they see every item but the super-user-only ones);
 * other types hold only the codes in their list. The server and the console both decide with this.
 */
export function hasAbility(user: AbilityHolder, code: AbilityCode): boolean {
  if (user.type === 'ADMIN' || user.type === 'SUPER_USER') return true;
  return user.abilities.includes(code);
}

/** Landing order of /check_abilities (document 1 section 2): the first match wins. */
export const LANDING_ORDER: ReadonlyArray<readonly [AbilityCode, string]> = [
  ['ANALYTICS_DASHBOARD', '/dashboard'],
  ['ADMIN_PRODUCTS', '/products'],
  ['ADMIN_GROUPS', '/product_groups'],
  ['ADMIN_TABLES', '/tables'],
  ['ADMIN_CLIENT_DATA', '/clients'],
  ['ADMIN_PRINTERS', '/printers'],
  ['ANALYTICS_ACCOUNTS', '/analytics/accounts'],
  ['ANALYTICS_SHIFTS', '/analytics/shifts'],
  ['ANALYTICS_ORDERS', '/analytics/orders'],
  ['ANALYTICS_STOCK', '/stock'],
];

export function landingPath(user: AbilityHolder): string {
  if (user.type === 'ADMIN' || user.type === 'SUPER_USER') return '/dashboard';
  for (const [code, path] of LANDING_ORDER) if (user.abilities.includes(code)) return path;
  return '/dashboard';
}
