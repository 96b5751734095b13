import type { ServerContext } from '../../context';
import { seedDemoIdentity } from './demo-identity';

export async function isDatabaseEmpty(ctx: ServerContext): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('organization')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/** Seeds the demo when the database is empty. Returns whether it did. */
export async function seedDemoIfEmpty(ctx: ServerContext, log: (msg: string) => void = () => {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(ctx))) return false;
  log('seeding demo organisations and users');
  await seedDemoIdentity(ctx);
  return true;
}
