import type { ServerContext } from '../context';
import type { OrgId } from '../db/org-id';
import type { SessionUser } from '../db/system.repository';
import { type PushBus, perServer } from './push-bus';

/** The verified session of a request: the organisation comes from here and nowhere else. */
export interface Tenant {
  orgId: OrgId;
  userId: number;
  user: SessionUser;
}

/**
 * How long a kept session user is trusted without hearing of a change. The signals drop it at once; this only bounds
 * what no signal reports: a process that stopped between its commit and its NOTIFY, a row edited by hand.
 */
export const SESSION_TTL_MS = 10_000;
/** Users kept at most (each with the organisations it works in); past it, everything is dropped and read again. */
const MAX_USERS = 10_000;

interface Kept {
  tenant: Tenant;
  until: number;
}

/**
 * The session users of a server process, so a till's or a console's every request does not read its user again
 * (docs/decisions.md, "Session users are cached"). Kept per user id, then per organisation of the session (a manager
 * works in several). Only users found are kept: a refusal is read again every time.
 *
 * Dropped by a SESSION signal of the push bus (`sessionsChanged`): every write that changes what the session check
 * reads (the user's row: removed, type, abilities, password and session epoch, username; the organisations it
 * manages) sends one once committed, and every process drops that user at once (this one) or on NOTIFY (the others).
 * A read that overlaps a drop is answered but not kept. Nothing is kept while the bus may miss signals of other
 * processes (`hearsAll()` false: the PostgreSQL LISTEN connection is down), and nothing longer than SESSION_TTL_MS.
 * What is kept is frozen: requests share it.
 */
export class SessionCache {
  private readonly users = new Map<number, Map<number, Kept>>();
  private generation = 0;

  constructor(
    private readonly bus: Pick<PushBus, 'hearsAll'>,
    private readonly now: () => number,
  ) {}

  /** The kept session of this user in this organisation, if still trusted; undefined means: read it (`load`). */
  peek(orgId: OrgId, userId: number): Tenant | undefined {
    const kept = this.users.get(userId)?.get(orgId);
    if (kept === undefined) return undefined;
    if (this.now() < kept.until && this.bus.hearsAll()) return kept.tenant;
    this.users.get(userId)?.delete(orgId);
    return undefined;
  }

  /** Reads the session user (`read`, the database) and keeps it unless a drop happened meanwhile. */
  async load(orgId: OrgId, userId: number, read: () => Promise<SessionUser | undefined>): Promise<Tenant | undefined> {
    const generation = this.generation;
    const user = await read();
    if (user === undefined) return undefined;
    const tenant: Tenant = Object.freeze({
      orgId,
      userId,
      user: Object.freeze({ ...user, abilities: Object.freeze([...user.abilities]) as SessionUser['abilities'] }),
    });
    if (generation === this.generation && this.bus.hearsAll()) {
      let orgs = this.users.get(userId);
      if (orgs === undefined) {
        if (this.users.size >= MAX_USERS) this.users.clear();
        orgs = new Map();
        this.users.set(userId, orgs);
      }
      orgs.set(orgId, { tenant, until: this.now() + SESSION_TTL_MS });
    }
    return tenant;
  }

  /** Forgets every user (signals may have been missed); a read already running is not kept. */
  clear(): void {
    this.generation++;
    this.users.clear();
  }

  /** Forgets a user in every organisation; a read already running is not kept. */
  drop(userId: number): void {
    this.generation++;
    this.users.delete(userId);
  }
}

/** The session cache of the server whose context asks (the auth plugin's and the push socket's: the root context). */
export const sessionCache: (ctx: ServerContext) => SessionCache = perServer(
  (ctx: ServerContext) => new SessionCache(ctx.push, ctx.now),
  (cache, signal) => {
    if (signal.topic === 'SESSION') cache.drop(signal.userId);
  },
);

/**
 * Call once a write that changes what the session check reads has committed: a user created, changed (type,
 * abilities, username, password or PIN, session epoch) or removed, an organisation it manages added or taken away.
 * Every process forgets the user: this one at once, the others on notification. Anything writing users behind the
 * services' back (a test, a script) must call it too.
 */
export function sessionsChanged(ctx: ServerContext, userId: number): void {
  ctx.push.signal({ topic: 'SESSION', userId });
}
