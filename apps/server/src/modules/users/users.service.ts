import {
  type AbilityCode,
  type ChangeOwnPassword,
  type CreateUser,
  isSuperUser,
  LOGIN_FAILED_MESSAGE,
  type LoginRequest,
  type LoginResponse,
  type UpdateUser,
  type User,
  type UserType,
  userTypeHasPrinter,
} from '@comptoir/shared';
import type { Updateable } from 'kysely';
import type { ServerContext } from '../../context';
import { parseJson } from '../../db/database';
import { asOrgId } from '../../db/org-id';
import type { AppUserTable } from '../../db/schema';
import { editLog } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound, unauthenticated } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../lib/passwords';
import { sessionsChanged } from '../../lib/session-cache';
import { isUniqueViolation } from '../../lib/tx';
import type { RequestScope } from '../../plugins/auth';
import { pincodeLookup } from './pincode';
import { usersRepository } from './users.repository';
import { assertMayGiveType, assertMayGrant, assertMayManage, assertNotRaisingSelf } from './users.rules';

const USERNAME_TAKEN = 'This username is already taken';
const PINCODE_TAKEN = 'Another user already has this PIN';
const WRONG_PASSWORD = 'The current password is not correct';

/** The 409 of a duplicate username or PIN, also when the unique index caught a concurrent insert. */
function duplicate(field: 'username' | 'pincode', username?: string): AppError {
  if (field === 'pincode') return conflict(PINCODE_TAKEN, { pincode: PINCODE_TAKEN }, { reason: 'PINCODE_TAKEN' });
  return conflict(
    USERNAME_TAKEN,
    { username: USERNAME_TAKEN },
    { reason: 'USERNAME_TAKEN', params: username === undefined ? undefined : { username } },
  );
}

function uniqueViolationField(err: unknown): 'username' | 'pincode' {
  const e = err as { message?: string; constraint?: string };
  return `${e.constraint ?? ''} ${e.message ?? ''}`.includes('pincode') ? 'pincode' : 'username';
}

/** The printer a user may have: only REGISTER and MAIN, and only a printer of the session's organisation. */
async function checkPrinter(org: OrgDb, type: UserType, printerId: number | null) {
  if (printerId === null) return null;
  if (!userTypeHasPrinter(type)) {
    const message = 'Only REGISTER and MAIN users have a printer';
    throw badRequest(message, { printer: message });
  }
  const printer = await usersRepository.findPrinter(org, printerId);
  if (!printer) throw new AppError('NOT_FOUND', 'Printer not found', { printer: 'Printer not found' });
  return printer.id;
}

async function checkUnique(org: OrgDb, values: { username?: string; pincodeLookup?: string }, exceptUserId?: number) {
  if (values.username !== undefined && (await usersRepository.usernameTaken(org, values.username, exceptUserId))) {
    throw duplicate('username', values.username);
  }
  if (
    values.pincodeLookup !== undefined &&
    (await usersRepository.pincodeTaken(org, values.pincodeLookup, exceptUserId))
  ) {
    throw duplicate('pincode');
  }
}

async function writeOrDuplicate<T>(username: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(uniqueViolationField(err), username);
    throw err;
  }
}

async function sessionAnswer(org: OrgDb, userId: number) {
  const user = await usersRepository.findPublicUser(org, userId);
  if (!user) throw unauthenticated();
  return user;
}

export const usersService = {
  /** The audit trail's labels of users (one query for all `ids`). */
  labels: (org: OrgDb, ids: readonly number[]) => usersRepository.labels(org, ids),
  /**
   * The user of a session in organisation `orgId` (a user of it, or one who manages it), as the session check and the
   * organisation switch need it; undefined when there is none any more.
   */
  sessionUser: (org: OrgDb, userId: number) => usersRepository.findSessionUser(org, userId),

  /**
   * Signs a user in. Whatever is wrong (organisation, username or password) the answer is the same 401, and after
   * repeated failures for the account or from the address, 429 before any check.
   */
  async login(ctx: ServerContext, input: LoginRequest, address: string): Promise<LoginResponse> {
    const account = `${input.orgId}:${input.username.toLowerCase()}`;
    const wait = await ctx.loginLimiter.retryAfter(account, address);
    if (wait > 0) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60_000)} minute(s).`,
      );
    }
    // The organisation the sign-in names: its users are looked up in it alone, and the password proves the rest.
    const orgId = asOrgId(input.orgId);
    const row = await usersRepository.findByUsername(orgDb(ctx.db, orgId), input.username);
    let ok = false;
    if (row) ok = await verifySecret(row.password_hash, input.password);
    else await verifyAgainstDummy(input.password);
    if (!row || !ok) {
      await ctx.loginLimiter.recordFailure(account, address);
      throw new AppError('INVALID_CREDENTIALS', LOGIN_FAILED_MESSAGE);
    }
    await ctx.loginLimiter.recordSuccess(account);
    const user = await sessionAnswer(orgDb(ctx.db, orgId), row.user_id);
    const { token, expiresAt } = await ctx.tokens.sign({
      userId: row.user_id,
      orgId,
      epoch: row.session_epoch,
    });
    return {
      token,
      expiresAt,
      abilities: user.abilities,
      type: user.type,
      managedOrganizations: user.managedOrganizations,
      user,
    };
  },

  me(tenant: RequestScope) {
    return sessionAnswer(tenant, tenant.userId);
  },

  /** A new token for another organisation, only one the user belongs to or manages. */
  async switchOrganization(ctx: ServerContext, tenant: RequestScope, target: number) {
    // The organisation asked for: the user's membership of it is what is checked next.
    const orgId = asOrgId(target);
    const allowed = await usersRepository.findSessionUser(orgDb(ctx.db, orgId), tenant.userId);
    if (!allowed) throw forbidden('You do not manage this organisation');
    return ctx.tokens.sign({ userId: tenant.userId, orgId, epoch: allowed.sessionEpoch });
  },

  // ---------- the signed-in user's own page (/me) ----------

  /**
   * Changes one's own password after checking the current one (failures count towards the sign-in limit of the
   * account). Every other session of the user ends (the session epoch goes up); this one continues with the new token
   * answered here.
   */
  async changeOwnPassword(ctx: ServerContext, tenant: RequestScope, input: ChangeOwnPassword, address: string) {
    const { homeOrgId, userId, username } = tenant.user;
    const account = `${homeOrgId}:${username.toLowerCase()}`;
    const wait = await ctx.loginLimiter.retryAfter(account, address);
    if (wait > 0) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many wrong passwords. Try again in ${Math.ceil(wait / 60_000)} minute(s).`,
      );
    }
    const row = await usersRepository.findOwnUser(orgDb(ctx.db, homeOrgId), userId);
    if (!row) throw unauthenticated();
    if (!(await verifySecret(row.password_hash, input.currentPassword))) {
      await ctx.loginLimiter.recordFailure(account, address);
      throw badRequest(WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD }, { reason: 'WRONG_CURRENT_PASSWORD' });
    }
    await ctx.loginLimiter.recordSuccess(account);
    const passwordHash = await hashSecret(input.newPassword);
    const epoch = await inOrgTransaction(orgDb(ctx.db, homeOrgId), async (org) => {
      await usersRepository.updateUser(org, userId, { password_hash: passwordHash });
      await editLog(org.db, { orgId: homeOrgId, userId }, ctx.now()).updated('user', userId, {}, { password: true });
      return usersRepository.bumpSessionEpoch(org, userId);
    });
    sessionsChanged(ctx, userId);
    return ctx.tokens.sign({ userId, orgId: tenant.orgId, epoch });
  },

  /** Changes one's own PIN: unique among the live users of the user's own organisation, stored hashed. */
  async changeOwnPincode(ctx: ServerContext, tenant: RequestScope, pincode: string) {
    const { homeOrgId, userId } = tenant.user;
    const lookup = pincodeLookup(ctx.config.jwtSecret, homeOrgId, pincode);
    await checkUnique(orgDb(ctx.db, homeOrgId), { pincodeLookup: lookup }, userId);
    const pincodeHash = await hashSecret(pincode);
    await writeOrDuplicate(undefined, () =>
      inOrgTransaction(orgDb(ctx.db, homeOrgId), async (org) => {
        await usersRepository.updateUser(org, userId, {
          pincode_hash: pincodeHash,
          pincode_lookup: lookup,
        });
        await editLog(org.db, { orgId: homeOrgId, userId }, ctx.now()).updated('user', userId, {}, { pincode: true });
      }),
    );
    sessionsChanged(ctx, userId);
    return { hasPincode: true };
  },

  // ---------- user management (document 1 section 2, Users) ----------

  list(tenant: RequestScope): Promise<User[]> {
    return usersRepository.listUsers(tenant);
  },

  async create(ctx: ServerContext, tenant: RequestScope, input: CreateUser): Promise<User> {
    const { orgId, user: actor } = tenant;
    assertMayGiveType(actor, input.type);
    assertMayGrant(actor, input.abilities, []);
    const printerId = await checkPrinter(tenant, input.type, input.printer?.id ?? null);
    const lookup = input.pincode ? pincodeLookup(ctx.config.jwtSecret, orgId, input.pincode) : undefined;
    await checkUnique(tenant, { username: input.username, pincodeLookup: lookup });
    // Hash before the transaction: argon2 takes a while and must not hold the database's write lock.
    const passwordHash = await hashSecret(input.password);
    const pincodeHash = input.pincode ? await hashSecret(input.pincode) : null;
    const userId = await writeOrDuplicate(input.username, () =>
      inOrgTransaction(tenant, async (org) => {
        const id = await usersRepository.insertUser(org, {
          username: input.username,
          password_hash: passwordHash,
          type: input.type,
          pincode_hash: pincodeHash,
          pincode_lookup: lookup ?? null,
          creation_timestamp: ctx.now(),
          // Super-user-only field: ignored for everyone else (no mass assignment).
          terminal_ip: isSuperUser(actor) ? (input.terminalIp ?? null) : null,
          printer_id: printerId,
          abilities: JSON.stringify(input.abilities),
          app_mode: 'APP',
        });
        const after = (await usersRepository.findPublicUser(org, id))!;
        await editLog(org.db, tenant, ctx.now()).created('user', id, { ...after, ...secretsSet(input) });
        return id;
      }),
    );
    sessionsChanged(ctx, userId);
    return (await usersRepository.findPublicUser(tenant, userId))!;
  },

  async update(ctx: ServerContext, tenant: RequestScope, userId: number, input: UpdateUser): Promise<User> {
    const { orgId, user: actor } = tenant;
    const row = await usersRepository.findOwnUser(tenant, userId);
    if (!row) throw notFound('User');
    assertMayManage(actor, row);
    const type = input.type ?? (row.type as UserType);
    if (input.type !== undefined) assertMayGiveType(actor, input.type);
    const previous = parseJson<AbilityCode[]>(row.abilities, []);
    const abilities = input.abilities ?? previous;
    assertNotRaisingSelf(actor, { ...row, abilities: previous }, { type, abilities });
    assertMayGrant(actor, abilities, previous);

    // `printer` absent keeps the current one while the type still allows a printer.
    const printerId =
      input.printer !== undefined
        ? await checkPrinter(tenant, type, input.printer?.id ?? null)
        : userTypeHasPrinter(type)
          ? row.printer_id
          : null;
    const username = input.username !== undefined && input.username !== row.username ? input.username : undefined;
    const lookup = input.pincode ? pincodeLookup(ctx.config.jwtSecret, orgId, input.pincode) : undefined;
    await checkUnique(tenant, { username, pincodeLookup: lookup }, userId);

    const patch: Updateable<AppUserTable> = { type, abilities: JSON.stringify(abilities), printer_id: printerId };
    if (username !== undefined) patch.username = username;
    if (input.password) patch.password_hash = await hashSecret(input.password);
    if (input.pincode) {
      patch.pincode_hash = await hashSecret(input.pincode);
      patch.pincode_lookup = lookup;
    } else if (input.pincode === null) {
      // Removed: the user has no PIN any more (the till's PIN lock then needs the password).
      patch.pincode_hash = null;
      patch.pincode_lookup = null;
    }
    // A new password or another type ends the user's sessions (tokens carry the session epoch): whoever had the old
    // password, or the old rights, is signed out everywhere (issue 14; decisions).
    const endSessions = Boolean(input.password) || type !== row.type;
    // Super-user-only fields: ignored for everyone else.
    if (isSuperUser(actor)) {
      if (input.appMode !== undefined) patch.app_mode = input.appMode;
      if (input.terminalIp !== undefined) patch.terminal_ip = input.terminalIp;
    }
    await writeOrDuplicate(username, () =>
      inOrgTransaction(tenant, async (org) => {
        const before = (await usersRepository.findPublicUser(org, userId))!;
        if (!(await usersRepository.updateUser(org, userId, patch))) throw notFound('User');
        const after = { ...(await usersRepository.findPublicUser(org, userId))!, ...secretsSet(input) };
        await editLog(org.db, tenant, ctx.now()).updated('user', userId, before, after);
        if (endSessions) await usersRepository.bumpSessionEpoch(org, userId);
      }),
    );
    // Once committed: every process reads the user again (type, abilities, username, session epoch).
    sessionsChanged(ctx, userId);
    return (await usersRepository.findPublicUser(tenant, userId))!;
  },

  /** Soft delete (tickets keep their user). Nobody deletes their own account. */
  async remove(ctx: ServerContext, tenant: RequestScope, userId: number): Promise<{ userId: number }> {
    const { user: actor } = tenant;
    const row = await usersRepository.findOwnUser(tenant, userId);
    if (!row) throw notFound('User');
    if (userId === tenant.userId) {
      throw conflict('You cannot delete your own account', undefined, { reason: 'CANNOT_DELETE_SELF' });
    }
    assertMayManage(actor, row);
    await inOrgTransaction(tenant, async (org) => {
      const before = (await usersRepository.findPublicUser(org, userId))!;
      if (!(await usersRepository.softDelete(org, userId, ctx.now()))) throw notFound('User');
      // Its sessions end now, and would stay ended were the row ever brought back.
      await usersRepository.bumpSessionEpoch(org, userId);
      await editLog(org.db, tenant, ctx.now()).deleted('user', userId, before);
    });
    sessionsChanged(ctx, userId);
    return { userId };
  },
};

/**
 * For the audit trail: which secrets an edit set. The values never reach it (password and pincode are masked as
 * '***'), only that they were set.
 */
function secretsSet(input: { password?: string; pincode?: string | null }): { password?: true; pincode?: true } {
  return { ...(input.password ? { password: true } : {}), ...(input.pincode ? { pincode: true } : {}) };
}
