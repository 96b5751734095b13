import type { Client, ClientFields } from '@comptoir/shared';
import type { Selectable } from 'kysely';
import { fromFlag, toFlag } from '../../db/database';
import type { ClientDataTable } from '../../db/schema';
import type { OrgDb } from '../../lib/org-db';
import { orgRows, rowLabels } from '../../lib/org-rows.repository';

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
const rows = orgRows('client_data');

export const clientsRepository = {
  /** Labels of the organisation's clients among `ids` (deleted ones too, while their row exists): the audit trail's names. */
  labels: rowLabels('client_data', 'name'),

  async list(org: OrgDb): Promise<Client[]> {
    const rows = await org.db
      .selectFrom('client_data')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .orderBy('id')
      .execute();
    return rows.map(clientDto);
  },

  async find(org: OrgDb, id: number): Promise<Client | undefined> {
    const row = await org.db
      .selectFrom('client_data')
      .selectAll()
      .where('org_id', '=', org.orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && clientDto(row);
  },

  /** The organisation's country (a client's default when neither typed in nor given by a VAT number). */
  async orgCountry(org: OrgDb): Promise<string> {
    const row = await org.db
      .selectFrom('organization')
      .select('address_country')
      .where('org_id', '=', org.orgId)
      .executeTakeFirst();
    return row?.address_country || 'BE';
  },

  insert: (org: OrgDb, f: ClientFields & { country: string }, source: string, at: number) =>
    rows.insert(org, { ...columns(f), data_source: source, created_at: at, updated_at: at }),
  update: (org: OrgDb, id: number, f: ClientFields & { country: string }, at: number) =>
    rows.update(org, id, { ...columns(f), updated_at: at }),
};
