import type { Upcalls } from '../context';
import { accountsModule } from './accounts';
import { analyticsModule } from './analytics';
import { auditModule } from './audit';
import { catalogueModule } from './catalogue';
import { clientsModule } from './clients';
import { dashboardModule } from './dashboard';
import { devicesModule } from './devices';
import { flagsModule } from './flags';
import { groupsModule } from './groups';
import { healthModule } from './health';
import { imagesModule } from './images';
import { integrationsModule } from './integrations';
import { invoicesModule, invoicesService } from './invoices';
import { journalModule } from './journal';
import { kitchenModule } from './kitchen';
import { orgsModule } from './orgs';
import { pickupModule } from './pickup';
import { printersModule } from './printers';
import { productsModule, productsService } from './products';
import { promoModule } from './promo';
import { pushModule } from './push';
import { recipesModule } from './recipes';
import { rebuildRollups } from './rollups';
import { shiftsModule, shiftsService } from './shifts';
import { stockModule } from './stock';
import { tablesModule } from './tables';
import type { Module } from './types';
import { usersModule } from './users';
import { workersModule } from './workers';

/** Every feature module, mounted under /api. Adding a module is one line here. */
export const modules: Module[] = [
  healthModule,
  usersModule,
  shiftsModule,
  accountsModule,
  tablesModule,
  dashboardModule,
  workersModule,
  devicesModule,
  catalogueModule,
  pushModule,
  printersModule,
  promoModule,
  orgsModule,
  productsModule,
  stockModule,
  analyticsModule,
  groupsModule,
  imagesModule,
  auditModule,
  kitchenModule,
  flagsModule,
  pickupModule,
  integrationsModule,
  clientsModule,
  invoicesModule,
  journalModule,
  recipesModule,
];

/** The calls up the graph of modules (context.ts `Upcalls`), each to its owner's service; app.ts puts them in the context. */
export const upcalls: Upcalls = {
  openShiftId: (org) => shiftsService.openShiftId(org),
  creditCorrection: (trx, server, actor, input) => invoicesService.creditCorrection(trx, server, actor, input),
  async timeZoneChanged(org) {
    await rebuildRollups(org.db, org.orgId);
  },
  async productSoldAlone(org, productId) {
    if (!(await productsService.find(org, productId))) return undefined;
    return productsService.isSoldAlone(org, productId);
  },
};
