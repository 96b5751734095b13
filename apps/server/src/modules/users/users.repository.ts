import type { AbilityCode, ManagedOrganization, User, UserType } from '@comptoir/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { fromFlag, parseJson } from '../../db/database';
import type { AppUserTable } from '../../db/schema';
import type { Executor } from '../../lib/tx';

export type UserRow = Selectable<AppUserTable>;

/** The signed-in user, as the guard needs it. `orgId` is the organisation of the session. */
export interface SessionUser {
  userId: number;
  homeOrgId: number;
  username: string;
  type: UserType;
  abilities: AbilityCode[];
}

const live = { deleted_at: null } as const;

export const usersRepository = {
  /** A live user of an organisation by username, for login. */
  async findByUsername(db: Executor, orgId: number, username: string): Promise<UserRow | undefined> {
    return db
      .selectFrom('app_user')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('username', '=', username)
      .where('deleted_at', 'is', live.deleted_at)
      .executeTakeFirst();
  },

  /**
   * The user of a session in organisation `orgId`: a live user of that organisation, or a live user elsewhere who
   * manages it. Answers undefined otherwise, so a token for an organisation the user no longer manages stops working.
   */
  async findSessionUser(db: Executor, orgId: number, userId: number): Promise<SessionUser | undefined> {
    const row = await db
      .selectFrom('app_user as u')
      .select(['u.user_id', 'u.org_id', 'u.username', 'u.type', 'u.abilities'])
      .where('u.user_id', '=', userId)
      .where('u.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('u.org_id', '=', orgId),
          eb.exists(
            eb
              .selectFrom('user_managed_org as m')
              .select('m.org_id')
              .whereRef('m.user_id', '=', 'u.user_id')
              .where('m.org_id', '=', orgId),
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
    };
  },

  /** The organisations a user may work in: its own first, then the ones it manages. */
  async managedOrganizations(db: Executor, user: { user_id: number; org_id: number }): Promise<ManagedOrganization[]> {
    const rows = await db
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

  /**
   * A user as the API shows it, seen from the session's organisation `orgId`. Scoped: the user must belong to or
   * manage `orgId`.
   */
  async findPublicUser(db: Executor, orgId: number, userId: number): Promise<User | undefined> {
    const session = await this.findSessionUser(db, orgId, userId);
    if (!session) return undefined;
    const row = await publicUserQuery(db, orgId).where('u.user_id', '=', userId).executeTakeFirstOrThrow();
    const org = await organizationOf(db, orgId);
    return toPublicUser(row, orgId, org, await this.managedOrganizations(db, row));
  },

  // ---------- user management: every function is scoped to the live users whose home is `orgId` ----------

  /**
   * The live users of an organisation (its own, not the users of other organisations who manage it), in creation
   * order. Three queries whatever the number of users.
   */
  async listUsers(db: Executor, orgId: number): Promise<User[]> {
    const rows = await publicUserQuery(db, orgId)
      .where('u.org_id', '=', orgId)
      .where('u.deleted_at', 'is', null)
      .orderBy('u.user_id')
      .execute();
    if (rows.length === 0) return [];
    const org = await organizationOf(db, orgId);
    const managed = await db
      .selectFrom('user_managed_org as m')
      .innerJoin('organization as o', 'o.org_id', 'm.org_id')
      .select(['m.user_id', 'o.org_id', 'o.name'])
      .where(
        'm.user_id',
        'in',
        rows.map((r) => r.user_id),
      )
      .where('m.org_id', '<>', orgId)
      .orderBy('o.org_id')
      .execute();
    const home: ManagedOrganization = { orgId: org.org_id, name: org.name };
    return rows.map((row) =>
      toPublicUser(row, orgId, org, [
        home,
        ...managed.filter((m) => m.user_id === row.user_id).map((m) => ({ orgId: m.org_id, name: m.name })),
      ]),
    );
  },

  /** A live user whose home is `orgId`; users of other organisations (even ones who manage it) are not found. */
  async findOwnUser(db: Executor, orgId: number, userId: number): Promise<UserRow | undefined> {
    return db
      .selectFrom('app_user')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Whether another live user of the organisation has this username. */
  async usernameTaken(db: Executor, orgId: number, username: string, exceptUserId?: number): Promise<boolean> {
    let q = db
      .selectFrom('app_user')
      .select('user_id')
      .where('org_id', '=', orgId)
      .where('username', '=', username)
      .where('deleted_at', 'is', null);
    if (exceptUserId !== undefined) q = q.where('user_id', '<>', exceptUserId);
    return (await q.executeTakeFirst()) !== undefined;
  },

  /** Whether another live user of the organisation has the PIN with this lookup value. */
  async pincodeTaken(db: Executor, orgId: number, lookup: string, exceptUserId?: number): Promise<boolean> {
    let q = db
      .selectFrom('app_user')
      .select('user_id')
      .where('org_id', '=', orgId)
      .where('pincode_lookup', '=', lookup)
      .where('deleted_at', 'is', null);
    if (exceptUserId !== undefined) q = q.where('user_id', '<>', exceptUserId);
    return (await q.executeTakeFirst()) !== undefined;
  },

  async findPrinter(db: Executor, orgId: number, printerId: number): Promise<{ id: number; name: string } | undefined> {
    return db
      .selectFrom('printer')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .where('id', '=', printerId)
      .executeTakeFirst();
  },

  async insertUser(db: Executor, values: Insertable<AppUserTable>): Promise<number> {
    const { user_id } = await db.insertInto('app_user').values(values).returning('user_id').executeTakeFirstOrThrow();
    return user_id;
  },

  /** Updates a live user of `orgId`; answers whether a row changed. */
  async updateUser(db: Executor, orgId: number, userId: number, patch: Updateable<AppUserTable>): Promise<boolean> {
    const res = await db
      .updateTable('app_user')
      .set(patch)
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  /** Soft delete: the row stays (tickets keep their user), the user stops working at once. */
  async softDelete(db: Executor, orgId: number, userId: number, at: number): Promise<boolean> {
    return this.updateUser(db, orgId, userId, { deleted_at: at });
  },
};

function publicUserQuery(db: Executor, orgId: number) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('printer as p', (j) => j.onRef('p.id', '=', 'u.printer_id').on('p.org_id', '=', orgId))
    .select(['u.user_id', 'u.org_id', 'u.username', 'u.type', 'u.pincode_hash', 'u.creation_timestamp'])
    .select([
      'u.terminal_ip',
      'u.vw_terminal_id',
      'u.abilities',
      'u.app_mode',
      'p.id as printer_id',
      'p.name as printer_name',
    ]);
}

type PublicUserRow = Awaited<ReturnType<ReturnType<typeof publicUserQuery>['executeTakeFirstOrThrow']>>;

function organizationOf(db: Executor, orgId: number) {
  return db
    .selectFrom('organization')
    .select(['org_id', 'name', 'org_type', 'online_order_web_page_enabled', 'time_zone'])
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
}

type OrganizationSummary = Awaited<ReturnType<typeof organizationOf>>;

/** The API shape of a user: never a password or a PIN, only whether a PIN is set. */
function toPublicUser(
  row: PublicUserRow,
  orgId: number,
  org: OrganizationSummary,
  managedOrganizations: ManagedOrganization[],
): User {
  return {
    userId: row.user_id,
    username: row.username,
    type: row.type as UserType,
    hasPincode: row.pincode_hash !== null,
    creationTimestamp: row.creation_timestamp,
    terminalIp: row.terminal_ip,
    vwTerminalId: row.vw_terminal_id,
    printer:
      row.printer_id !== null && row.printer_name !== null ? { id: row.printer_id, name: row.printer_name } : null,
    abilities: parseJson<AbilityCode[]>(row.abilities, []),
    appMode: row.app_mode === 'KIOSK' ? 'KIOSK' : 'APP',
    orgId,
    organization: {
      orgId: org.org_id,
      name: org.name,
      orgType: org.org_type === 'RETAIL' ? 'RETAIL' : 'RESTAURANT',
      onlineOrderWebPageEnabled: fromFlag(org.online_order_web_page_enabled),
      timeZone: org.time_zone,
    },
    managedOrganizations,
    isSuperUser: row.type === 'SUPER_USER',
  };
}
