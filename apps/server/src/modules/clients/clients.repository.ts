import type { Client, ClientFields } from '@comptoir/shared';
import type { Selectable } from 'kysely';
import { fromFlag, toFlag } from '../../db/database';
import type { OrgId } from '../../db/org-id';
import type { ClientDataTable } from '../../db/schema';
import type { Executor } from '../../lib/tx';

export type ClientRow = Selectable<ClientDataTable>;

export function clientDto(r: ClientRow): Client {
  return {
    clientDataId: r.id,
    name: r.name,
    phoneNumber: r.phone_number,
    email: r.email,
    street: r.street,
    number: r.number,
    box: r.box,
    zipCode: r.zip_code,
    city: r.city,
    business: fromFlag(r.business),
    vat: r.vat,
    country: r.country,
    extraInfo: r.extra_info,
    language: (r.language as Client['language']) ?? null,
    dataSource: r.data_source,
  };
}

/** The stored columns of validated fields (VAT normalised by the schema; country chosen by the service). */
function columns(f: ClientFields & { country: string }) {
  return {
    name: f.name,
    phone_number: f.phoneNumber,
    email: f.email,
    street: f.street,
    number: f.number,
    box: f.box,
    zip_code: f.zipCode,
    city: f.city,
    business: toFlag(f.business),
    vat: (f.vat ?? '').toUpperCase(),
    country: f.country,
    extra_info: f.extraInfo,
    language: f.language ?? null,
  };
}

/** SQL of clients. The organisation id always follows the executor and is in every WHERE clause. */
export const clientsRepository = {
  /** Labels of the organisation's clients among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  async labels(db: Executor, orgId: OrgId, ids: readonly number[]): Promise<{ id: number; label: string }[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('client_data')
      .select(['id', 'name as label'])
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .execute();
    return rows;
  },

  async list(db: Executor, orgId: OrgId): Promise<Client[]> {
    const rows = await db.selectFrom('client_data').selectAll().where('org_id', '=', orgId).orderBy('id').execute();
    return rows.map(clientDto);
  },

  async find(db: Executor, orgId: OrgId, id: number): Promise<Client | undefined> {
    const row = await db
      .selectFrom('client_data')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && clientDto(row);
  },

  /** The organisation's country (a client's default when neither typed in nor given by a VAT number). */
  async orgCountry(db: Executor, orgId: OrgId): Promise<string> {
    const row = await db
      .selectFrom('organization')
      .select('address_country')
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return row?.address_country || 'BE';
  },

  async insert(
    db: Executor,
    orgId: OrgId,
    f: ClientFields & { country: string },
    source: string,
    at: number,
  ): Promise<number> {
    const row = await db
      .insertInto('client_data')
      .values({ org_id: orgId, ...columns(f), data_source: source, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(
    db: Executor,
    orgId: OrgId,
    id: number,
    f: ClientFields & { country: string },
    at: number,
  ): Promise<void> {
    await db
      .updateTable('client_data')
      .set({ ...columns(f), updated_at: at })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  },
};
