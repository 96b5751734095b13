import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import i18n from '../../lib/i18n';
import { testUser } from '../../test/fixtures';
import { localizeUserError } from './errors';
import { manageRefusal, mayGrant, typeOptions } from './permissions';
import { createBody, createUserFormSchema, editUserFormSchema, initialDraft, updateBody } from './userForm';

const user = testUser;

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

  it('checks the values with the schema derived from the shared user: message keys per field', () => {
    // The first message of each field, as the form shows it.
    const marks = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      Object.fromEntries((result.error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message]));
    const bad = { ...initialDraft(null), password: 'short', pincode: '12', terminalIp: 'no way' };
    expect(marks(createUserFormSchema.safeParse(bad))).toEqual({
      username: 'users:validation.usernameRequired',
      password: 'users:validation.passwordMin',
      pincode: 'users:validation.pincodeFormat',
      terminalIp: 'users:validation.terminalIp',
    });
    expect(marks(createUserFormSchema.safeParse({ ...bad, password: '' })).password).toBe(
      'users:validation.passwordRequired',
    );
    // Edit: an empty password or PIN leaves them unchanged.
    expect(editUserFormSchema.safeParse(initialDraft(user({}))).success).toBe(true);
    const ctx = { isSuper: false, printersAvailable: true };
    expect(updateBody(initialDraft(user({})), ctx).pincode).toBe('');
    // "Remove the PIN" sends null.
    expect(updateBody({ ...initialDraft(user({})), removePincode: true }, ctx).pincode).toBeNull();
    expect(
      createUserFormSchema.safeParse({ ...initialDraft(null), username: 'anna', password: 'longenough' }).success,
    ).toBe(true);
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
