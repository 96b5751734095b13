import type { AbilityCode, ManagedOrganization, UserType } from '@comptoir/shared';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { OrgDb } from '../lib/org-db';
import type { Executor } from '../lib/tx';
import { parseJson } from './database';
import type { OrgId } from './org-id';
import type { Database, OrganizationTable } from './schema';

/**
 * The system module: the only queries that deliberately cross organisations, and the only place the tenant guard
 * (db/tenant-guard.ts) is switched off. Each function says why it may cross. Nothing else calls `withoutPlugins()`,
 * and only migrations and the demo seed use `systemExecutor` (test/tenant-guard.test.ts checks both).
 */

/**
 * The unguarded executor, for migrations (schema changes and backfills span every organisation) and the demo seed
 * (it creates organisations). Anything else that must cross organisations is a named function below.
 */
export function systemExecutor<E extends Kysely<Database> | Transaction<Database>>(db: E): E {
  return db.withoutPlugins() as E;
}

/** The signed-in user, as the guard needs it. `homeOrgId` is the user's own organisation. */
export interface SessionUser {
  userId: number;
  homeOrgId: OrgId;
  username: string;
  type: UserType;
  abilities: AbilityCode[];
  /** Tokens signed with another epoch are refused (raised when the user changes their own password). */
  sessionEpoch: number;
}

export interface OpenShiftScan {
  org_id: OrgId;
  shift_id: number;
  start_timestamp: number;
  start_cash: number;
  settings: string;
  time_zone: string;
}

export const systemRepository = {
  /** The health check's round trip to the database (no organisation's rows). */
  async ping(db: Executor): Promise<void> {
    await sql`select 1`.execute(db);
  },

  /** Whether the database holds no organisation yet (the demo seed runs then). */
  async isEmpty(db: Executor): Promise<boolean> {
    const row = await systemExecutor(db)
      .selectFrom('organization')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0) === 0;
  },

  /**
   * The user of a session in organisation `orgId`: a live user of that organisation, or a live user elsewhere who
   * manages it (so the user row may belong to another organisation). Undefined otherwise, so a token for an
   * organisation the user no longer manages stops working.
   */
  async sessionUser(org: OrgDb, userId: number): Promise<SessionUser | undefined> {
    const row = await systemExecutor(org.db)
      .selectFrom('app_user as u')
      .select(['u.user_id', 'u.org_id', 'u.username', 'u.type', 'u.abilities', 'u.session_epoch'])
      .where('u.user_id', '=', userId)
      .where('u.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('u.org_id', '=', org.orgId),
          eb.exists(
            eb
              .selectFrom('user_managed_org as m')
              .select('m.org_id')
              .whereRef('m.user_id', '=', 'u.user_id')
              .where('m.org_id', '=', org.orgId),
          ),
        ]),
      )
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      userId: row.user_id,
      homeOrgId: row.org_id,
      username: row.username,
      type: row.type as UserType,
      abilities: parseJson<AbilityCode[]>(row.abilities, []),
      sessionEpoch: row.session_epoch,
    };
  },

  /** The organisations a user may work in (names included): its own first, then the ones it manages. */
  async managedOrganizations(db: Executor, user: { user_id: number; org_id: OrgId }): Promise<ManagedOrganization[]> {
    const rows = await systemExecutor(db)
      .selectFrom('organization as o')
      .select(['o.org_id', 'o.name'])
      .where((eb) =>
        eb.or([
          eb('o.org_id', '=', user.org_id),
          eb('o.org_id', 'in', eb.selectFrom('user_managed_org').select('org_id').where('user_id', '=', user.user_id)),
        ]),
      )
      .orderBy('o.org_id')
      .execute();
    const list = rows.map((r) => ({ orgId: r.org_id, name: r.name }));
    return [...list.filter((o) => o.orgId === user.org_id), ...list.filter((o) => o.orgId !== user.org_id)];
  },

  /** The other organisations (than `exceptOrgId`) that each of `userIds` manages, with their names. */
  async otherManagedOrganizations(org: OrgDb, userIds: number[]) {
    if (userIds.length === 0) return [];
    return systemExecutor(org.db)
      .selectFrom('user_managed_org as m')
      .innerJoin('organization as o', 'o.org_id', 'm.org_id')
      .select(['m.user_id', 'o.org_id', 'o.name'])
      .where('m.user_id', 'in', userIds)
      .where('m.org_id', '<>', org.orgId)
      .orderBy('o.org_id')
      .execute();
  },

  /**
   * Usernames by id. The users an organisation's rows name (who sold, who paid) include managers whose home is
   * another organisation; callers pass ids read from their organisation's own rows.
   */
  async usernamesById(db: Executor, userIds: readonly number[]): Promise<{ user_id: number; username: string }[]> {
    if (userIds.length === 0) return [];
    return systemExecutor(db)
      .selectFrom('app_user')
      .select(['user_id', 'username'])
      .where('user_id', 'in', [...userIds])
      .execute();
  },

  /** Creates an organisation: its id does not exist yet, so no organisation filter can apply. */
  async createOrganization(db: Executor, values: Omit<Insertable<OrganizationTable>, 'org_id'>): Promise<OrgId> {
    const { org_id } = await systemExecutor(db)
      .insertInto('organization')
      .values(values)
      .returning('org_id')
      .executeTakeFirstOrThrow();
    return org_id;
  },

  /** The shift auto-close scheduler's scan: every organisation's open shift, with its settings and time zone. */
  openShiftsOfAllOrganizations(db: Executor): Promise<OpenShiftScan[]> {
    return systemExecutor(db)
      .selectFrom('shift as s')
      .innerJoin('organization as o', 'o.org_id', 's.org_id')
      .select(['s.org_id', 's.shift_id', 's.start_timestamp', 's.start_cash', 'o.settings', 'o.time_zone'])
      .where('s.end_timestamp', 'is', null)
      .execute();
  },

  /**
   * The organisations that keep a fiscal journal, with their time zone: the closure scheduler (modules/journal) looks
   * at each for days, months and years that ended.
   */
  journalledOrganizations(db: Executor): Promise<{ org_id: OrgId; time_zone: string }[]> {
    return systemExecutor(db)
      .selectFrom('journal_head as h')
      .innerJoin('organization as o', 'o.org_id', 'h.org_id')
      .select(['h.org_id', 'o.time_zone'])
      .orderBy('h.org_id')
      .execute();
  },

  /** Every organisation's id: the statistics rollup rebuild (`npm run rollups:rebuild`) goes through them all. */
  async organizationIds(db: Executor): Promise<OrgId[]> {
    const rows = await systemExecutor(db).selectFrom('organization').select('org_id').orderBy('org_id').execute();
    return rows.map((r) => r.org_id);
  },
};
