/**
 * Typed i18n keys: `t('...')` only accepts keys of the English resources, so a missing or misspelt key fails
 * `npm run typecheck`. A new namespace (a new locales/en/<ns>.json) is added here too.
 */
import 'i18next';
import type accounts from './locales/en/accounts.json';
import type analytics from './locales/en/analytics.json';
import type audit from './locales/en/audit.json';
import type auth from './locales/en/auth.json';
import type clients from './locales/en/clients.json';
import type closures from './locales/en/closures.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type devices from './locales/en/devices.json';
import type groups from './locales/en/groups.json';
import type images from './locales/en/images.json';
import type integrations from './locales/en/integrations.json';
import type invoices from './locales/en/invoices.json';
import type kitchen from './locales/en/kitchen.json';
import type menu from './locales/en/menu.json';
import type nav from './locales/en/nav.json';
import type orgs from './locales/en/orgs.json';
import type pickup from './locales/en/pickup.json';
import type printers from './locales/en/printers.json';
import type products from './locales/en/products.json';
import type promo from './locales/en/promo.json';
import type recipes from './locales/en/recipes.json';
import type settings from './locales/en/settings.json';
import type shifts from './locales/en/shifts.json';
import type stock from './locales/en/stock.json';
import type tables from './locales/en/tables.json';
import type users from './locales/en/users.json';
import type website from './locales/en/website.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      accounts: typeof accounts;
      analytics: typeof analytics;
      audit: typeof audit;
      auth: typeof auth;
      clients: typeof clients;
      closures: typeof closures;
      common: typeof common;
      dashboard: typeof dashboard;
      devices: typeof devices;
      groups: typeof groups;
      images: typeof images;
      integrations: typeof integrations;
      invoices: typeof invoices;
      kitchen: typeof kitchen;
      menu: typeof menu;
      nav: typeof nav;
      orgs: typeof orgs;
      pickup: typeof pickup;
      printers: typeof printers;
      products: typeof products;
      promo: typeof promo;
      recipes: typeof recipes;
      settings: typeof settings;
      shifts: typeof shifts;
      stock: typeof stock;
      tables: typeof tables;
      users: typeof users;
      website: typeof website;
    };
  }
}
