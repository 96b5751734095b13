/** Users (document 1 section 7): GET /user, POST /user/create, PATCH /user/{userId}, DELETE /user/{userId}. */
import { type CreateUserInput, deletedUserSchema, type UpdateUserInput, type User, userSchema } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { changedKeys } from '../../lib/invalidation';
import { deleteAt, listQueryOptions, resourceKeys, useChange } from '../../lib/resource';

/** The printer choice of the user dialog comes from the printers' own query. */
export { type PrinterChoice, usePrinterChoices } from '../printers';
export type { User };

export const userKeys = resourceKeys('users');

export const usersQueryOptions = () => listQueryOptions(userKeys.list(), '/user', userSchema);

export const useUsers = () => useQuery(usersQueryOptions());

/** Errors are shown by the dialog (error line) and a toast of the caller's choosing. */
const useUsersChange = <V, D>(mutationFn: (vars: V) => Promise<D>) =>
  // The signed-in user may have edited their own account (lib/invalidation.ts).
  useChange(mutationFn, changedKeys('users'), { quiet: true });

/** The user dialog's save: POST /user/create (no id) or PATCH /user/{userId}. */
export const useSaveUser = () =>
  useUsersChange(({ userId, body }: { userId?: number; body: CreateUserInput | UpdateUserInput }) =>
    userId === undefined
      ? api('/user/create', { method: 'POST', body, schema: userSchema })
      : api(`/user/${userId}`, { method: 'PATCH', body, schema: userSchema }),
  );

export const useDeleteUser = () => useUsersChange((userId: number) => deleteAt(`/user/${userId}`, deletedUserSchema));
