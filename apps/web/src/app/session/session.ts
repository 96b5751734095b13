/** Session calls: login, the current user and organisation switching (document 1 section 7). */
import type { ChangeOwnPasswordInput, ChangeOwnPincodeInput, LoginRequest, User } from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { loadFirstSchemas } from '../../lib/firstLoad';
import { clearSession, setToken } from '../../lib/session';

// The answers' schemas are loaded on first use (lib/firstLoad.ts): this file is part of the sign-in page's script.
const schemas = {
  user: () => loadFirstSchemas().then((s) => s.userSchema),
  login: () => loadFirstSchemas().then((s) => s.loginResponseSchema),
  token: () => loadFirstSchemas().then((s) => s.switchOrgResponseSchema),
  pincode: () => loadFirstSchemas().then((s) => s.ownPincodeResultSchema),
};

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => api('/user/me', { schema: schemas.user, signal }),
    staleTime: 5 * 60_000,
  });

/** The signed-in user; only used below the session guard. */
export function useCurrentUser() {
  return useQuery(meQueryOptions());
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      api('/user/login', { method: 'POST', body, auth: false, schema: schemas.login }),
    // The login page shows the failure under the form instead of a toast.
    meta: { errorToast: false },
    onSuccess: (data) => {
      queryClient.clear();
      queryClient.setQueryData<User>(authKeys.me(), data.user);
      setToken(data.token);
    },
  });
}

/** Switches organisation: the new token replaces the old one and the page reloads (document 1 section 4). */
export function useSwitchOrganization() {
  return useMutation({
    mutationFn: (orgId: number) => api(`/user/multiorg/switch/${orgId}`, { method: 'POST', schema: schemas.token }),
    onSuccess: (data) => {
      setToken(data.token);
      window.location.reload();
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return () => {
    clearSession();
    queryClient.clear();
    toast.success(t('loggedOut'));
    void navigate('/login', { replace: true });
  };
}

/**
 * Changes one's own password (the current one is checked). The server ends the user's other sessions and answers a new
 * token for this one, which replaces the old token. Errors: in the dialog.
 */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: ChangeOwnPasswordInput) =>
      api('/user/me/password', { method: 'POST', body, schema: schemas.token }),
    meta: { errorToast: false },
    onSuccess: (data) => setToken(data.token),
  });
}

/** Changes one's own PIN (unique in the organisation). Errors: in the dialog. */
export function useChangeOwnPincode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOwnPincodeInput) =>
      api('/user/me/pincode', { method: 'POST', body, schema: schemas.pincode }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}
