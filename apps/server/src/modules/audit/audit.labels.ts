import type { OrgDb } from '../../lib/org-db';
import { clientsService } from '../clients';
import { groupsService } from '../groups';
import { invoicesService } from '../invoices';
import { printersService } from '../printers';
import { productsService } from '../products';
import { promoCodes } from '../promo';
import { tablesService } from '../tables';
import { usersService } from '../users';

type LabelsOf = (org: OrgDb, ids: readonly number[]) => Promise<{ id: number; label: string }[]>;

/**
 * How the trail names a record (issue 22 point 4): per resource, the owning module's service turns ids into the
 * number or name a person knows (an invoice's 2026-000011, a client's name). Resources not listed (tickets, shifts,
 * lines...) have no better name than their id: the console shows "Ticket 8197".
 */
const LABELS: Partial<Record<string, LabelsOf>> = {
  invoice: invoicesService.labels,
  credit_note: invoicesService.creditNoteLabels,
  client_data: clientsService.labels,
  product: productsService.labels,
  product_group: groupsService.labels,
  user: usersService.labels,
  table: tablesService.labels,
  promo: promoCodes.labels,
  printer: printersService.labels,
};

/**
 * The labels of a page's records, keyed `resource:id`: one query per resource kind present on the page, always within
 * the organisation (another organisation's record of the same id never lends its name). A record deleted for good has
 * no label.
 */
export async function recordLabels(
  org: OrgDb,
  records: readonly { resource: string; resourceId: string }[],
): Promise<Map<string, string>> {
  const idsByResource = new Map<string, Set<number>>();
  for (const { resource, resourceId } of records) {
    if (!LABELS[resource] || !/^\d{1,15}$/.test(resourceId)) continue;
    const ids = idsByResource.get(resource) ?? new Set<number>();
    ids.add(Number(resourceId));
    idsByResource.set(resource, ids);
  }
  const labels = new Map<string, string>();
  await Promise.all(
    [...idsByResource].map(async ([resource, ids]) => {
      for (const { id, label } of await LABELS[resource]!(org, [...ids])) labels.set(`${resource}:${id}`, label);
    }),
  );
  return labels;
}
