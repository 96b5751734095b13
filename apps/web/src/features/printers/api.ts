/** Printers (document 1 section 7): GET/POST/PATCH /printer, DELETE /printer/{id}, and the test print. */
import { type Printer, printerDeletedSchema, printerSchema, printerTestResultSchema } from '@comptoir/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, orNull } from '../../lib/api';

export type { Printer };

/** The dialog's printer: an empty object means a new printer (document 1 section 4). */
export type PrinterDraft = Partial<Printer>;

export const printerKeys = {
  all: ['printers'] as const,
  list: () => [...printerKeys.all, 'list'] as const,
  /** The short list other screens offer (users, groups); null without ADMIN_PRINTERS. */
  choices: () => [...printerKeys.all, 'choices'] as const,
};

export const printersQueryOptions = () =>
  queryOptions({
    queryKey: printerKeys.list(),
    queryFn: ({ signal }) => api('/printer', { schema: z.array(printerSchema), signal }),
    // The page shows load errors itself (including "not allowed").
    meta: { errorToast: false },
  });

export const usePrinters = () => useQuery(printersQueryOptions());

const printerChoiceSchema = z.object({ id: z.number().int(), name: z.string(), ipAddress: z.string() });
export type PrinterChoice = z.infer<typeof printerChoiceSchema>;

/** The printers a user or group may be given; null when the list cannot be had (403 without ADMIN_PRINTERS, 404). */
export const printerChoicesQueryOptions = () =>
  queryOptions({
    queryKey: printerKeys.choices(),
    queryFn: ({ signal }) => orNull(() => api('/printer', { schema: z.array(printerChoiceSchema), signal })),
    meta: { errorToast: false },
    staleTime: 60_000,
  });

export const usePrinterChoices = () => useQuery(printerChoicesQueryOptions());

/** POST /printer for a new printer, PATCH /printer (id in the body) otherwise. Errors: in the dialog. */
export function useSavePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: PrinterDraft) =>
      id === undefined
        ? api('/printer', { method: 'POST', body: fields, schema: printerSchema })
        : api('/printer', { method: 'PATCH', body: { id, ...fields }, schema: printerSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printerKeys.all }),
  });
}

export function useDeletePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/printer/${id}`, {
        method: 'DELETE',
        schema: printerDeletedSchema.extend({ usersCleared: z.number().int() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printerKeys.all }),
  });
}

/** Sends the test ticket; the server answers within about 4 s either way. The page reports the result. */
export function useTestPrint() {
  return useMutation({
    mutationFn: (id: number) => api(`/printer/${id}/test`, { method: 'POST', schema: printerTestResultSchema }),
    meta: { errorToast: false },
  });
}
