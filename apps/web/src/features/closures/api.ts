/**
 * The fiscal journal's calls (issue 24): its verification, the closures of a kind, the account mapping of the exports,
 * and the files (public key, archives, FEC) fetched with the session's token.
 */
import { type ClosureKindCode, closureSchema, fiscalAccountsSchema, journalVerifySchema } from '@comptoir/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { QUIET, useChange } from '../../lib/resource';
import type { FiscalAccountsInput } from './model';

export const journalKeys = {
  all: ['journal'] as const,
  verify: () => [...journalKeys.all, 'verify'] as const,
  closures: (kind: ClosureKindCode) => [...journalKeys.all, 'closures', kind] as const,
  accounts: () => [...journalKeys.all, 'accounts'] as const,
};

export const journalVerifyQueryOptions = () =>
  queryOptions({
    queryKey: journalKeys.verify(),
    queryFn: ({ signal }) => api('/journal/verify', { schema: journalVerifySchema, signal }),
    meta: QUIET,
  });

export const closuresQueryOptions = (kind: ClosureKindCode) =>
  queryOptions({
    queryKey: journalKeys.closures(kind),
    queryFn: ({ signal }) => api(`/journal/closures?kind=${kind}`, { schema: z.array(closureSchema), signal }),
    meta: QUIET,
  });

export const fiscalAccountsQueryOptions = () =>
  queryOptions({
    queryKey: journalKeys.accounts(),
    queryFn: ({ signal }) => api('/journal/accounts', { schema: fiscalAccountsSchema, signal }),
    meta: QUIET,
  });

export const useJournalVerify = () => useQuery(journalVerifyQueryOptions());
/** The previous kind's rows stay while the next kind loads. */
export const useClosures = (kind: ClosureKindCode) =>
  useQuery({ ...closuresQueryOptions(kind), placeholderData: keepPreviousData });
export const useFiscalAccounts = () => useQuery(fiscalAccountsQueryOptions());

/** PUT /journal/accounts; the form shows a refusal (field messages) itself. */
export const useSaveFiscalAccounts = () =>
  useChange(
    (body: FiscalAccountsInput) => api('/journal/accounts', { method: 'PUT', body, schema: fiscalAccountsSchema }),
    journalKeys.accounts(),
    { quiet: true },
  );
