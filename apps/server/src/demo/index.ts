import type { ServerContext } from '../context';
import { systemRepository } from '../db/system.repository';
import { journalService } from '../modules/journal';
import { seedDemoActivity } from './demo-activity';
import { seedDemoCatalogue, seedDemoIntegrations } from './demo-catalogue';
import { seedDemoCorrections } from './demo-corrections';
import { seedDemoIdentity } from './demo-identity';
import { seedCreditLunch, seedDemoInvoices } from './demo-invoices';
import { seedDemoRecipeActivity, seedDemoRecipes } from './demo-recipes';

export async function isDatabaseEmpty(ctx: ServerContext): Promise<boolean> {
  return systemRepository.isEmpty(ctx.db);
}

export interface SeedOptions {
  /** Days of simulated activity before today (0: organisations, users and catalogue only). */
  activityDays?: number;
  /** Multiplier of the bistro's tickets per day (1: about 120 a day). */
  traffic?: number;
  log?: (msg: string) => void;
}

/** Seeds the demo when the database is empty. Returns whether it did. */
export async function seedDemoIfEmpty(ctx: ServerContext, opts: SeedOptions = {}): Promise<boolean> {
  const log = opts.log ?? (() => {});
  if (!(await isDatabaseEmpty(ctx))) return false;
  log('seeding demo organisations, users and catalogue');
  await seedDemoIdentity(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await seedDemoCatalogue(trx, ctx.now());
    await seedDemoIntegrations(trx, ctx.now(), ctx.config.jwtSecret);
  });
  const days = opts.activityDays ?? 0;
  if (days > 0) {
    const started = Date.now();
    const { tickets, lines } = await seedDemoActivity(ctx, {
      days,
      traffic: opts.traffic ?? 1,
      log,
      beforeClose: seedCreditLunch,
    });
    const { invoices } = await seedDemoInvoices(ctx);
    log(`demo invoices: ${invoices}`);
    log(`demo corrections: ${await seedDemoCorrections(ctx)}`);
    // The fiscal closures of the past days (the server's scheduler would make them at its first round).
    log(`demo fiscal closures: organisations ${(await journalService.closeDue(ctx)).join(', ') || 'none'}`);
    // Recipes come after the activity: the bulk till writes past days' rows directly and knows nothing of them.
    await ctx.db.transaction().execute((trx) => seedDemoRecipes(trx, ctx.now()));
    await seedDemoRecipeActivity(ctx);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`demo seeded: ${tickets} tickets, ${lines} ordered products over ${days} days in ${seconds} s`);
  }
  return true;
}
export { BISTRO, SHOP } from './demo-orgs';
