import type { User } from '@comptoir/shared';
import { expect } from 'vitest';
import type { OrgId } from '../src/db/org-id';
import { BISTRO } from '../src/demo/index';
import type { TestApp } from './helper';

export const PASSWORD = 'correct-horse';

/** Calls of the user-management API and database reads for test/users.test.ts. */
export function userCalls(app: () => TestApp, defaultToken: () => string) {
  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
    app().request({ method, url, token, ...(payload && { payload }) });
  const create = (token: string, body: object) => call(token, 'POST', '/api/user/create', body);
  const signIn = (username: string, password: string, orgId: OrgId = BISTRO) =>
    app().request({ method: 'POST', url: '/api/user/login', payload: { orgId, username, password } });
  let seq = 0;
  const unique = (prefix: string) => `${prefix}${++seq}`;

  return {
    call,
    create,
    patch: (token: string, userId: number, body: object) => call(token, 'PATCH', `/api/user/${userId}`, body),
    remove: (token: string, userId: number) => call(token, 'DELETE', `/api/user/${userId}`),
    signIn,
    unique,
    async tokenOf(username: string, password: string, orgId: OrgId = BISTRO): Promise<string> {
      const res = await signIn(username, password, orgId);
      expect(res.statusCode).toBe(200);
      return res.json().data.token;
    },
    /** A live user's row. */
    userRow: (username: string, orgId: OrgId = BISTRO) =>
      app()
        .db.selectFrom('app_user')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('username', '=', username)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow(),
    /** Every user row, to prove a refused call changed nothing. */
    allUsers: () => app().db.selectFrom('app_user').selectAll().orderBy('user_id').execute(),
    /** Creates a user through the API (as admin unless told) and answers its API shape. */
    async made(body: object = {}, token = defaultToken()): Promise<User> {
      const res = await create(token, { username: unique('user'), password: PASSWORD, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
  };
}
