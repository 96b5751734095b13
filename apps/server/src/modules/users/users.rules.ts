import type { AbilityCode, UserType } from '@comptoir/shared';
import { AppError } from '../../lib/errors';
import type { SessionUser } from './users.repository';

/**
 * Who may manage whom. A holder of ADMIN_USERS manages accounts up to its own rank: super users all, administrators
 * administrators and staff, other holders (a SERVER given ADMIN_USERS) staff only, and then grant only the abilities
 * they hold themselves. Nobody changes their own type or abilities, so nobody can raise their own rights.
 */
const RANK: Record<UserType, number> = { SUPER_USER: 3, ADMIN: 2, SERVER: 1, REGISTER: 1, MAIN: 1 };

const isStaff = (actor: SessionUser) => RANK[actor.type] === 1;

/** Refuses (403) giving an account the type `type` when the actor's rank is lower. */
export function assertMayGiveType(actor: SessionUser, type: UserType): void {
  if (RANK[type] <= RANK[actor.type]) return;
  const message =
    type === 'SUPER_USER'
      ? 'Only a super user can give the SUPER_USER type'
      : 'Only an administrator can give the ADMIN type';
  throw new AppError('FORBIDDEN', message, { type: message }, { reason: 'USER_TYPE_NOT_ALLOWED', params: { type } });
}

/** Refuses (403) editing or deleting an account of a higher rank. */
export function assertMayManage(actor: SessionUser, target: { type: string }): void {
  const type = target.type as UserType;
  if ((RANK[type] ?? 3) <= RANK[actor.type]) return;
  throw new AppError(
    'FORBIDDEN',
    type === 'SUPER_USER'
      ? 'Only a super user can change a super user account'
      : 'Only an administrator can change an administrator account',
    undefined,
    { reason: 'USER_OUTRANKS_YOU', params: { type } },
  );
}

/** Refuses (403) a staff member granting abilities it does not hold itself; abilities already held may stay. */
export function assertMayGrant(actor: SessionUser, next: readonly AbilityCode[], previous: readonly AbilityCode[]) {
  if (!isStaff(actor)) return;
  const added = next.filter((code) => !previous.includes(code) && !actor.abilities.includes(code));
  if (added.length === 0) return;
  const message = `You can only grant abilities you hold yourself (${added.join(', ')})`;
  throw new AppError(
    'FORBIDDEN',
    message,
    { abilities: message },
    { reason: 'ABILITIES_NOT_HELD', params: { abilities: added.join(',') } },
  );
}

/** Refuses (403) a user changing its own type or abilities. */
export function assertNotRaisingSelf(
  actor: SessionUser,
  target: { user_id: number; type: string; abilities: readonly AbilityCode[] },
  next: { type: UserType; abilities: readonly AbilityCode[] },
): void {
  if (actor.userId !== target.user_id) return;
  if (next.type !== target.type) {
    const message = 'You cannot change your own type';
    throw new AppError('FORBIDDEN', message, { type: message }, { reason: 'CANNOT_CHANGE_OWN_TYPE_OR_ABILITIES' });
  }
  const same =
    next.abilities.length === target.abilities.length && next.abilities.every((c) => target.abilities.includes(c));
  if (!same) {
    const message = 'You cannot change your own abilities';
    throw new AppError('FORBIDDEN', message, { abilities: message }, { reason: 'CANNOT_CHANGE_OWN_TYPE_OR_ABILITIES' });
  }
}
