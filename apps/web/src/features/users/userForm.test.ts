import type { User } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import i18n from '../../lib/i18n';
import { localizeUserError } from './errors';
import { manageRefusal, mayGrant, typeOptions } from './permissions';
import { checkBody, createBody, initialDraft, updateBody } from './userForm';

const t = i18n.getFixedT('en', 'users');

function user(over: Partial<User>): User {
  return {
    userId: 1,
    username: 'u',
    type: 'SERVER',
    hasPincode: false,
    creationTimestamp: 0,
    terminalIp: null,
    vwTerminalId: null,
    printer: null,
    abilities: [],
    appMode: 'APP',
    orgId: 1,
    organization: { orgId: 1, name: 'O', orgType: 'RESTAURANT', onlineOrderWebPageEnabled: false, timeZone: 'UTC' },
    managedOrganizations: [],
    isSuperUser: false,
    ...over,
  };
}

describe('user form', () => {
  it('creates a SERVER by default and sends the printer only for REGISTER and MAIN', () => {
    const draft = { ...initialDraft(null), username: 'a', password: 'longenough', printerId: 4 };
    expect(draft.type).toBe('SERVER');
    const ctx = { isSuper: false, printersAvailable: true };
    expect(createBody(draft, ctx)).toMatchObject({ type: 'SERVER', printer: null });
    expect(createBody(draft, ctx)).not.toHaveProperty('terminalIp');
    expect(createBody({ ...draft, type: 'MAIN' }, ctx).printer).toEqual({ id: 4 });
    expect(createBody({ ...draft, type: 'MAIN' }, { ...ctx, printersAvailable: false }).printer).toBeUndefined();
  });

  it('sends app mode and terminal IP on edit only for super users', () => {
    const draft = initialDraft(user({ appMode: 'KIOSK', terminalIp: '10.0.0.1' }));
    expect(updateBody(draft, { isSuper: false, printersAvailable: true })).not.toHaveProperty('appMode');
    expect(updateBody(draft, { isSuper: true, printersAvailable: true })).toMatchObject({
      appMode: 'KIOSK',
      terminalIp: '10.0.0.1',
    });
  });

  it('checks the body with the shared schema and translates the field messages', () => {
    const ctx = { isSuper: true, printersAvailable: false };
    const bad = createBody({ ...initialDraft(null), password: 'short', pincode: '12', terminalIp: 'no way' }, ctx);
    const error = checkBody(bad, 'create', t);
    expect(error?.fieldErrors).toEqual({
      username: 'Enter a username',
      password: 'A password has at least 8 characters',
      pincode: 'A PIN is 4 to 6 digits',
      terminalIp: 'Enter an IP address such as 192.168.1.40',
    });
    // Edit: an empty password or PIN leaves them unchanged.
    expect(checkBody(updateBody(initialDraft(user({})), ctx), 'edit', t)).toBeNull();
  });
});

describe('permissions', () => {
  const admin = user({ type: 'ADMIN', userId: 10 });
  const chief = user({ type: 'SERVER', userId: 11, abilities: ['ADMIN_USERS', 'ADMIN_TABLES'] });
  const superUser = user({ type: 'SUPER_USER', userId: 12, isSuperUser: true });

  it('manages accounts up to its own rank', () => {
    expect(manageRefusal(admin, superUser)).toBe('cannotManageSuper');
    expect(manageRefusal(admin, user({ type: 'ADMIN' }))).toBeNull();
    expect(manageRefusal(chief, admin)).toBe('cannotManageAdmin');
    expect(manageRefusal(superUser, admin)).toBeNull();
    expect(typeOptions(admin)).not.toContain('SUPER_USER');
    expect(typeOptions(chief)).toEqual(['SERVER', 'REGISTER', 'MAIN']);
    expect(typeOptions(superUser)).toContain('SUPER_USER');
  });

  it('lets staff grant only abilities they hold, or the user already had', () => {
    expect(mayGrant(chief, 'ADMIN_TABLES', [])).toBe(true);
    expect(mayGrant(chief, 'ANALYTICS_DASHBOARD', [])).toBe(false);
    expect(mayGrant(chief, 'ANALYTICS_DASHBOARD', ['ANALYTICS_DASHBOARD'])).toBe(true);
    expect(mayGrant(admin, 'ANALYTICS_DASHBOARD', [])).toBe(true);
  });
});

describe('localizeUserError', () => {
  it('translates known refusals and keeps other messages', async () => {
    await i18n.changeLanguage('fr');
    const tf = i18n.getFixedT('fr', 'users');
    const taken = localizeUserError(
      new ApiError(
        409,
        'CONFLICT',
        'Taken',
        { username: 'Taken' },
        { reason: 'USERNAME_TAKEN', params: { username: 'x' } },
      ),
      tf,
    ) as ApiError;
    expect(taken.message).toBe("Ce nom d'utilisateur est déjà pris");
    expect(taken.fieldErrors).toEqual({ username: "Ce nom d'utilisateur est déjà pris" });
    expect(taken.reason).toBe('USERNAME_TAKEN');
    const self = localizeUserError(
      new ApiError(409, 'CONFLICT', 'Any wording', undefined, { reason: 'CANNOT_DELETE_SELF' }),
      tf,
    ) as ApiError;
    expect(self.message).toBe('Vous ne pouvez pas supprimer votre propre compte');
    // The English text alone no longer decides: without a reason the server's message stays.
    const unreasoned = new ApiError(409, 'CONFLICT', 'You cannot delete your own account');
    expect(localizeUserError(unreasoned, tf)).toBe(unreasoned);
    const other = new ApiError(500, 'INTERNAL', 'Boom');
    expect(localizeUserError(other, tf)).toBe(other);
  });
});
