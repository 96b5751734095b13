import type { tableSchema } from '@comptoir/shared';
import type { z } from 'zod';
import type { Executor } from '../../lib/tx';

export const tablesRepository = {
  async list(db: Executor, orgId: number): Promise<z.infer<typeof tableSchema>[]> {
    const rows = await db
      .selectFrom('dining_table as t')
      .leftJoin('table_zone as z', (j) => j.onRef('z.zone_id', '=', 't.zone_id').on('z.org_id', '=', orgId))
      .leftJoin('table_type as y', (j) => j.onRef('y.id', '=', 't.table_type_id').on('y.org_id', '=', orgId))
      .select(['t.table_id', 't.table_number', 'z.zone_id', 'z.name as zone_name', 'z.color as zone_color'])
      .select(['y.id as type_id', 'y.name as type_name'])
      .select((eb) =>
        eb
          .selectFrom('client_account as a')
          .select((e) => e.fn.min('a.id').as('id'))
          .whereRef('a.table_id', '=', 't.table_id')
          .where('a.org_id', '=', orgId)
          .where('a.status', '=', 'OPEN')
          .as('open_account_id'),
      )
      .where('t.org_id', '=', orgId)
      .orderBy('t.table_number')
      .orderBy('t.table_id')
      .execute();
    return rows.map((r) => ({
      tableId: r.table_id,
      tableNumber: r.table_number,
      tableZone:
        r.zone_id !== null ? { zoneId: r.zone_id, name: r.zone_name ?? '', color: r.zone_color ?? '#000' } : null,
      tableType: r.type_id !== null ? { id: r.type_id, name: r.type_name ?? '' } : null,
      status: r.open_account_id !== null ? ('OCCUPIED' as const) : ('FREE' as const),
      openAccountId: r.open_account_id === null ? null : Number(r.open_account_id),
    }));
  },
};
