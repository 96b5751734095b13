import type { Printer, PrinterInput } from '@comptoir/shared';
import { fromFlag, toFlag } from '../../db/database';
import type { OrgDb } from '../../lib/org-db';
import { orgRows, rowLabels } from '../../lib/org-rows.repository';

const columns = ['id', 'name', 'ip_address', 'double_print'] as const;
const toPrinter = (r: { id: number; name: string; ip_address: string; double_print: number }): Printer => ({
  id: r.id,
  name: r.name,
  ipAddress: r.ip_address,
  doublePrint: fromFlag(r.double_print),
});

/** SQL of printers. The organisation id always follows the executor and is in every WHERE clause. */
const rows = orgRows('printer');

/** A printer's columns from what the API sends. */
const columnsOf = (v: PrinterInput) => ({
  name: v.name,
  ip_address: v.ipAddress,
  double_print: toFlag(v.doublePrint),
});

export const printersRepository = {
  /** Labels of the organisation's printers among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  labels: rowLabels('printer', 'name'),

  async list(org: OrgDb): Promise<Printer[]> {
    const rows = await org.db
      .selectFrom('printer')
      .select(columns)
      .where('org_id', '=', org.orgId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toPrinter);
  },

  async find(org: OrgDb, id: number): Promise<Printer | undefined> {
    const row = await org.db
      .selectFrom('printer')
      .select(columns)
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toPrinter(row);
  },

  insert: (org: OrgDb, v: PrinterInput) => rows.insert(org, columnsOf(v)),
  update: (org: OrgDb, id: number, v: PrinterInput) => rows.update(org, id, columnsOf(v)),

  /** Users of the organisation printing on it lose it (deleted users included: the foreign key must let go). */
  async detachUsers(org: OrgDb, id: number): Promise<number> {
    const result = await org.db
      .updateTable('app_user')
      .set({ printer_id: null })
      .where('org_id', '=', org.orgId)
      .where('printer_id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  delete: rows.delete,

  async organization(org: OrgDb) {
    return org.db
      .selectFrom('organization')
      .select(['name', 'time_zone'])
      .where('org_id', '=', org.orgId)
      .executeTakeFirstOrThrow();
  },
};
