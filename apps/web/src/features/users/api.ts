/** Users (document 1 section 7): GET /user, POST /user/create, PATCH /user/{userId}, DELETE /user/{userId}. */
import { type CreateUserInput, deletedUserSchema, type UpdateUserInput, type User, userSchema } from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { authKeys } from '../auth/api';

/** The printer choice of the user dialog comes from the printers' own query. */
export { type PrinterChoice, usePrinterChoices } from '../printers/api';
export type { User };

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => api('/user', { schema: z.array(userSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });

export const useUsers = () => useQuery(usersQueryOptions());

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      // The signed-in user may have edited their own account.
      queryClient.invalidateQueries({ queryKey: authKeys.me() }),
    ]);
}

/** Errors are shown by the dialog (error line) and a toast of the caller's choosing. */
export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: CreateUserInput) => api('/user/create', { method: 'POST', body, schema: userSchema }),
    meta: { errorToast: false },
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UpdateUserInput }) =>
      api(`/user/${userId}`, { method: 'PATCH', body, schema: userSchema }),
    meta: { errorToast: false },
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (userId: number) => api(`/user/${userId}`, { method: 'DELETE', schema: deletedUserSchema }),
    meta: { errorToast: false },
    onSuccess: invalidate,
  });
}
