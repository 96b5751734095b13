/**
 * The one way a feature's api.ts describes a resource to React Query: its cache keys, its list query, and the changes
 * that refresh it afterwards. The calls themselves stay in the feature (paths and schemas are its own).
 */
import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, orNull } from './api';

/** `meta` of a query or change whose error the screen shows itself (the page's load state, a dialog's error line). */
export const QUIET = { errorToast: false } as const;

/**
 * The cache keys of one resource: `all` (what a change refreshes), its `list`, and one key under `all` for each name in
 * `more` (another list the resource offers, such as the short choices other screens pick from).
 */
export function resourceKeys<const N extends string, const M extends string = never>(name: N, ...more: M[]) {
  const under =
    <const S extends string>(key: S) =>
    () =>
      [name, key] as const;
  const keys = { all: [name] as const, list: under('list') };
  const extra = Object.fromEntries(more.map((key) => [key, under(key)])) as { [K in M]: () => readonly [N, K] };
  return { ...keys, ...extra };
}

/**
 * GET `path` as a list of `item`. The page shows load errors itself (including "not allowed"), so no toast on top.
 */
export function listQueryOptions<S extends z.ZodType>(queryKey: QueryKey, path: string, item: S) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<z.output<S>[]> => api(path, { schema: z.array(item), signal }),
    meta: QUIET,
  });
}

/**
 * GET `path` as a short list of `item` that other screens pick from (printers for a user, groups for a product): null
 * when the user may not read it (403) or it is not there (404), so the screen falls back; kept a minute.
 */
export function choicesQueryOptions<S extends z.ZodType>(queryKey: QueryKey, path: string, item: S) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<z.output<S>[] | null> => orNull(() => api(path, { schema: z.array(item), signal })),
    meta: QUIET,
    staleTime: 60_000,
  });
}

/** POST `path` (a new item, no id) or PATCH `path/id` (an existing one); the answer is checked against `schema`. */
export function saveAt<S extends z.ZodType>(path: string, id: number | null | undefined, body: unknown, schema: S) {
  return id === null || id === undefined
    ? api(path, { method: 'POST', body, schema })
    : api(`${path}/${id}`, { method: 'PATCH', body, schema });
}

/** DELETE `path`; the answer is checked against `schema`. */
export function deleteAt<S extends z.ZodType>(path: string, schema: S) {
  return api(path, { method: 'DELETE', schema });
}

/**
 * A change that refreshes every query under `refresh` (one key or several) once it succeeded; its promise waits for
 * that refresh.
 * `quiet`: the screen shows the error itself (a dialog's error line), so no toast.
 */
export function useChange<V, D>(
  mutationFn: (vars: V) => Promise<D>,
  refresh: QueryKey | readonly QueryKey[],
  { quiet = false }: { quiet?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: quiet ? QUIET : undefined,
    onSuccess: () => {
      const keys = Array.isArray(refresh[0]) ? (refresh as readonly QueryKey[]) : [refresh as QueryKey];
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
