/**
 * What the signed-in user may do on this page. The server decides (modules/users/users.rules.ts); the page mirrors it
 * so that refused actions are disabled with a reason instead of failing.
 */
import { type AbilityCode, EDITABLE_USER_TYPES, type User, type UserType } from '@comptoir/shared';

const RANK: Record<UserType, number> = { SUPER_USER: 3, ADMIN: 2, SERVER: 1, REGISTER: 1, MAIN: 1 };

/** Types that hold every ability: their ability list does not matter. */
export const holdsEveryAbility = (type: UserType) => type === 'ADMIN' || type === 'SUPER_USER';

/** Why `actor` may not edit or delete `target`, or null when it may. */
export function manageRefusal(actor: User, target: User): 'cannotManageSuper' | 'cannotManageAdmin' | null {
  if (RANK[target.type] <= RANK[actor.type]) return null;
  return target.type === 'SUPER_USER' ? 'cannotManageSuper' : 'cannotManageAdmin';
}

/** The types `actor` may give: never above its own rank. */
export function typeOptions(actor: User): UserType[] {
  const types: UserType[] = [...EDITABLE_USER_TYPES, 'SUPER_USER'];
  return types.filter((type) => RANK[type] <= RANK[actor.type]);
}

/** Whether `actor` may tick `code` for a user who held `previous`: staff grant only what they hold themselves. */
export function mayGrant(actor: User, code: AbilityCode, previous: readonly AbilityCode[]): boolean {
  return holdsEveryAbility(actor.type) || actor.abilities.includes(code) || previous.includes(code);
}
