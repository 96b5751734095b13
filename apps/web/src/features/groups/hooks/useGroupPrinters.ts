import { useMemo } from 'react';
import { type PrinterChoice, type ProductGroup, usePrinterChoices } from '../api';

/**
 * The printers the group dialog offers: the printer list, or, without ADMIN_PRINTERS (the list cannot be read), the
 * printers the groups already use.
 */
export function useGroupPrinters(groups: ProductGroup[] | undefined): PrinterChoice[] {
  const printerChoices = usePrinterChoices();
  return useMemo<PrinterChoice[]>(() => {
    if (printerChoices.data) return printerChoices.data;
    const used = new Map<number, PrinterChoice>();
    for (const g of groups ?? []) for (const p of g.printers) used.set(p.id, p);
    return [...used.values()];
  }, [printerChoices.data, groups]);
}
