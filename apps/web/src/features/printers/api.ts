/** Printers (document 1 section 7): GET/POST/PATCH /printer, DELETE /printer/{id}, and the test print. */
import { type Printer, printerDeletedSchema, printerSchema, printerTestResultSchema } from '@comptoir/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { choicesQueryOptions, deleteAt, listQueryOptions, QUIET, resourceKeys, useChange } from '../../lib/resource';

export type { Printer };

/** The dialog's printer: an empty object means a new printer (document 1 section 4). */
export type PrinterDraft = Partial<Printer>;

/** `choices`: the short list other screens offer (users, groups); null without ADMIN_PRINTERS. */
export const printerKeys = resourceKeys('printers', 'choices');

export const printersQueryOptions = () => listQueryOptions(printerKeys.list(), '/printer', printerSchema);

export const usePrinters = () => useQuery(printersQueryOptions());

const printerChoiceSchema = z.object({ id: z.number().int(), name: z.string(), ipAddress: z.string() });
export type PrinterChoice = z.infer<typeof printerChoiceSchema>;

/** The printers a user or group may be given; null when the list cannot be had (403 without ADMIN_PRINTERS, 404). */
export const printerChoicesQueryOptions = () =>
  choicesQueryOptions(printerKeys.choices(), '/printer', printerChoiceSchema);

export const usePrinterChoices = () => useQuery(printerChoicesQueryOptions());

/** POST /printer for a new printer, PATCH /printer (id in the body) otherwise. Errors: in the dialog. */
export const useSavePrinter = () =>
  useChange(
    ({ id, ...fields }: PrinterDraft) =>
      id === undefined
        ? api('/printer', { method: 'POST', body: fields, schema: printerSchema })
        : api('/printer', { method: 'PATCH', body: { id, ...fields }, schema: printerSchema }),
    printerKeys.all,
    { quiet: true },
  );

export const useDeletePrinter = () =>
  useChange(
    (id: number) => deleteAt(`/printer/${id}`, printerDeletedSchema.extend({ usersCleared: z.number().int() })),
    printerKeys.all,
    { quiet: true },
  );

/** Sends the test ticket; the server answers within about 4 s either way. The page reports the result. */
export function useTestPrint() {
  return useMutation({
    mutationFn: (id: number) => api(`/printer/${id}/test`, { method: 'POST', schema: printerTestResultSchema }),
    meta: QUIET,
  });
}
