import type { AbilityCode, ManagedOrganization, User, UserType } from '@comptoir/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { fromFlag, parseJson } from '../../db/database';
import type { OrgId } from '../../db/org-id';
import type { AppUserTable } from '../../db/schema';
import { type SessionUser, systemRepository } from '../../db/system.repository';
import type { OrgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';

export type UserRow = Selectable<AppUserTable>;

export type { SessionUser };

const live = { deleted_at: null } as const;

/** Whether a live user of the organisation (other than `exceptUserId`) has this username or PIN lookup value. */
async function liveUserHas(
  org: OrgDb,
  column: 'username' | 'pincode_lookup',
  value: string,
  exceptUserId?: number,
): Promise<boolean> {
  let q = org.db
    .selectFrom('app_user')
    .select('user_id')
    .where('org_id', '=', org.orgId)
    .where(column, '=', value)
    .where('deleted_at', 'is', null);
  if (exceptUserId !== undefined) q = q.where('user_id', '<>', exceptUserId);
  return (await q.executeTakeFirst()) !== undefined;
}

export const usersRepository = {
  /** Labels of the organisation's users among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  async labels(org: OrgDb, ids: readonly number[]): Promise<{ id: number; label: string }[]> {
    if (ids.length === 0) return [];
    const rows = await org.db
      .selectFrom('app_user')
      .select(['user_id as id', 'username as label'])
      .where('org_id', '=', org.orgId)
      .where('user_id', 'in', [...ids])
      .execute();
    return rows;
  },

  /** A live user of an organisation by username, for login. */
  async findByUsername(org: OrgDb, username: string): Promise<UserRow | undefined> {
    return org.db
      .selectFrom('app_user')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('username', '=', username)
      .where('deleted_at', 'is', live.deleted_at)
      .executeTakeFirst();
  },

  /**
   * The user of a session in organisation `orgId`: a live user of that organisation, or a live user elsewhere who
   * manages it. Answers undefined otherwise, so a token for an organisation the user no longer manages stops working.
   */
  findSessionUser(org: OrgDb, userId: number): Promise<SessionUser | undefined> {
    return systemRepository.sessionUser(org, userId);
  },

  /** The organisations a user may work in: its own first, then the ones it manages. */
  managedOrganizations(db: Executor, user: { user_id: number; org_id: OrgId }): Promise<ManagedOrganization[]> {
    return systemRepository.managedOrganizations(db, user);
  },

  /**
   * A user as the API shows it, seen from the session's organisation `orgId`. Scoped: the user must belong to or
   * manage `orgId`.
   */
  async findPublicUser(scope: OrgDb, userId: number): Promise<User | undefined> {
    const session = await this.findSessionUser(scope, userId);
    if (!session) return undefined;
    const row = await publicUserQuery(scope)
      .where('u.org_id', '=', session.homeOrgId)
      .where('u.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const org = await organizationOf(scope);
    return toPublicUser(row, scope.orgId, org, await this.managedOrganizations(scope.db, row));
  },

  // ---------- user management: every function is scoped to the live users whose home is `orgId` ----------

  /**
   * The live users of an organisation (its own, not the users of other organisations who manage it), in creation
   * order. Three queries whatever the number of users.
   */
  async listUsers(scope: OrgDb): Promise<User[]> {
    const rows = await publicUserQuery(scope)
      .where('u.org_id', '=', scope.orgId)
      .where('u.deleted_at', 'is', null)
      .orderBy('u.user_id')
      .execute();
    if (rows.length === 0) return [];
    const org = await organizationOf(scope);
    const managed = await systemRepository.otherManagedOrganizations(
      scope,
      rows.map((r) => r.user_id),
    );
    const home: ManagedOrganization = { orgId: org.org_id, name: org.name };
    return rows.map((row) =>
      toPublicUser(row, scope.orgId, org, [
        home,
        ...managed.filter((m) => m.user_id === row.user_id).map((m) => ({ orgId: m.org_id, name: m.name })),
      ]),
    );
  },

  /** A live user whose home is `orgId`; users of other organisations (even ones who manage it) are not found. */
  async findOwnUser(org: OrgDb, userId: number): Promise<UserRow | undefined> {
    return org.db
      .selectFrom('app_user')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Whether another live user of the organisation has this username. */
  usernameTaken: (org: OrgDb, username: string, exceptUserId?: number) =>
    liveUserHas(org, 'username', username, exceptUserId),

  /** Whether another live user of the organisation has the PIN with this lookup value. */
  pincodeTaken: (org: OrgDb, lookup: string, exceptUserId?: number) =>
    liveUserHas(org, 'pincode_lookup', lookup, exceptUserId),

  async findPrinter(org: OrgDb, printerId: number): Promise<{ id: number; name: string } | undefined> {
    return org.db
      .selectFrom('printer')
      .select(['id', 'name'])
      .where('org_id', '=', org.orgId)
      .where('id', '=', printerId)
      .executeTakeFirst();
  },

  /** Adds a user to the organisation; answers the new user's id. */
  async insertUser(org: OrgDb, values: Omit<Insertable<AppUserTable>, 'org_id'>): Promise<number> {
    const { user_id } = await org.db
      .insertInto('app_user')
      .values({ ...values, org_id: org.orgId })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    return user_id;
  },

  /** Updates a live user of `orgId`; answers whether a row changed. */
  async updateUser(
    org: OrgDb,
    userId: number,
    patch: Omit<Updateable<AppUserTable>, 'org_id' | 'user_id'>,
  ): Promise<boolean> {
    const res = await org.db
      .updateTable('app_user')
      .set(patch)
      .where('org_id', '=', org.orgId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  /** Raises the user's session epoch (tokens signed with an older one stop working) and answers the new one. */
  async bumpSessionEpoch(org: OrgDb, userId: number): Promise<number> {
    await org.db
      .updateTable('app_user')
      .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
      .where('org_id', '=', org.orgId)
      .where('user_id', '=', userId)
      .execute();
    const row = await org.db
      .selectFrom('app_user')
      .select('session_epoch')
      .where('org_id', '=', org.orgId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.session_epoch;
  },

  /** Soft delete: the row stays (tickets keep their user), the user stops working at once. */
  async softDelete(org: OrgDb, userId: number, at: number): Promise<boolean> {
    return this.updateUser(org, userId, { deleted_at: at });
  },
};

function publicUserQuery(org: OrgDb) {
  return org.db
    .selectFrom('app_user as u')
    .leftJoin('printer as p', (j) => j.onRef('p.id', '=', 'u.printer_id').on('p.org_id', '=', org.orgId))
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

function organizationOf(org: OrgDb) {
  return org.db
    .selectFrom('organization')
    .select(['org_id', 'name', 'org_type', 'online_order_web_page_enabled', 'time_zone'])
    .where('org_id', '=', org.orgId)
    .executeTakeFirstOrThrow();
}

type OrganizationSummary = Awaited<ReturnType<typeof organizationOf>>;

/** The API shape of a user: never a password or a PIN, only whether a PIN is set. */
function toPublicUser(
  row: PublicUserRow,
  orgId: OrgId,
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
