import type { AbilityCode, UserType } from '@comptoir/shared';
import type { ServerContext } from '../context';
import type { OrgId } from '../db/org-id';
import { systemExecutor } from '../db/system.repository';
import { hashSecret } from '../lib/passwords';
import { BISTRO, SHOP } from './demo-orgs';
import { syncSequence } from './sequences';

export const DEMO_PASSWORD = 'demo1234';

interface DemoUser {
  orgId: OrgId;
  username: string;
  type: UserType;
  abilities: AbilityCode[];
  manages?: OrgId[];
}

/** The pinned demo users of ARCHITECTURE.md section 1. */
export const DEMO_USERS: DemoUser[] = [
  { orgId: BISTRO, username: 'admin', type: 'ADMIN', abilities: [] },
  { orgId: BISTRO, username: 'server', type: 'SERVER', abilities: ['ANALYTICS_DASHBOARD', 'ADMIN_TABLES'] },
  { orgId: BISTRO, username: 'register', type: 'REGISTER', abilities: ['ANALYTICS_DASHBOARD', 'ANALYTICS_SHIFTS'] },
  { orgId: BISTRO, username: 'super', type: 'SUPER_USER', abilities: [], manages: [BISTRO, SHOP] },
  { orgId: SHOP, username: 'shopadmin', type: 'ADMIN', abilities: [] },
  // Staff who play the tills in the demo activity and the simulator.
  { orgId: BISTRO, username: 'sophie', type: 'SERVER', abilities: ['APP_CORRECT_PAYMENTS', 'APP_SEARCH_ACCOUNTS'] },
  { orgId: BISTRO, username: 'lucas', type: 'SERVER', abilities: ['APP_CORRECT_PAYMENTS', 'APP_SEARCH_ACCOUNTS'] },
  { orgId: BISTRO, username: 'emma', type: 'REGISTER', abilities: ['APP_CORRECT_PAYMENTS', 'SHIFT_FORCE_CLOSE'] },
  { orgId: SHOP, username: 'julie', type: 'REGISTER', abilities: ['APP_CORRECT_PAYMENTS', 'SHIFT_FORCE_CLOSE'] },
];

/** Organisations 1 "Demo Bistro" (RESTAURANT) and 2 "Demo Shop" (RETAIL) with their users. */
export async function seedDemoIdentity(ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('organization')
      .values([
        {
          org_id: BISTRO,
          name: 'Demo Bistro',
          org_type: 'RESTAURANT',
          time_zone: 'Europe/Brussels',
          vat_number: 'BE0123456749',
          address: 'Rue du Marché 12, 1000 Bruxelles',
          address_street: 'Rue du Marché 12',
          address_postcode: '1000',
          address_city: 'Bruxelles',
          address_country: 'BE',
          telephone: '+3221234567',
          contact_email: 'contact@demo-bistro.be',
          account_bank_name: 'BE68 5390 0754 7034',
          online_order_web_page_enabled: 1,
          online_order_open: 1,
          subscription_end: 0,
          settings: '{}',
          created_at: now,
        },
        {
          org_id: SHOP,
          name: 'Demo Shop',
          org_type: 'RETAIL',
          time_zone: 'Europe/Brussels',
          vat_number: 'BE0987654394',
          address: 'Chaussée de Wavre 200, 1050 Ixelles',
          address_street: 'Chaussée de Wavre 200',
          address_postcode: '1050',
          address_city: 'Ixelles',
          address_country: 'BE',
          telephone: '+3227654321',
          contact_email: 'contact@demo-shop.be',
          account_bank_name: 'BE71 0961 2345 6769',
          online_order_web_page_enabled: 0,
          online_order_open: 0,
          subscription_end: 0,
          settings: '{}',
          created_at: now,
        },
      ])
      .execute();
    for (const u of DEMO_USERS) {
      const { user_id } = await trx
        .insertInto('app_user')
        .values({
          org_id: u.orgId,
          username: u.username,
          password_hash: passwordHash,
          type: u.type,
          creation_timestamp: now,
          abilities: JSON.stringify(u.abilities),
          app_mode: 'APP',
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      for (const orgId of u.manages ?? []) {
        await trx.insertInto('user_managed_org').values({ user_id, org_id: orgId }).execute();
      }
    }
  });
  // The sequence spans every organisation: the system executor (db/system.repository.ts).
  await syncSequence(systemExecutor(ctx.db), ctx.dialect, 'organization', 'org_id');
}
