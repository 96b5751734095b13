import type { AbilityCode, ManagedOrganization, User, UserType } from '@comptoir/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { fromFlag, parseJson } from '../../db/database';
import type { AppUserTable } from '../../db/schema';

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
  async findByUsername(db: Db, orgId: number, username: string): Promise<UserRow | undefined> {
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
  async findSessionUser(db: Db, orgId: number, userId: number): Promise<SessionUser | undefined> {
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
  async managedOrganizations(db: Db, user: { user_id: number; org_id: number }): Promise<ManagedOrganization[]> {
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
  async findPublicUser(db: Db, orgId: number, userId: number): Promise<User | undefined> {
    const session = await this.findSessionUser(db, orgId, userId);
    if (!session) return undefined;
    const row = await db
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
      ])
      .where('u.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const org = await db
      .selectFrom('organization')
      .select(['org_id', 'name', 'org_type', 'online_order_web_page_enabled', 'time_zone'])
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
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
      managedOrganizations: await this.managedOrganizations(db, row),
      isSuperUser: row.type === 'SUPER_USER',
    };
  },
};
