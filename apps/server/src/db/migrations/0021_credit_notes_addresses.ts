import { sql } from 'kysely';
import { dialectOf } from '../database';
import type { OrgId } from '../org-id';
import type { AnyDb } from './util';
import { withId } from './util';

/**
 * Issue 21, invoice side (decisions 71-74). Frozen: no service code is imported.
 *
 * - organization: the seller's postal address as separate fields (address_street "Rue du Marché 12",
 *   address_postcode, address_city, address_country ISO alpha-2), split here from the free-text `address` (kept) as
 *   best it can: "Street 12, 1000 City" and "Street 12, FR-75001 Paris" forms. The country is the VAT number's prefix,
 *   else FR for an organisation in Europe/Paris, else BE.
 * - client_data.country: the VAT number's prefix, else the organisation's country.
 * - credit_note: one per correction of an invoiced ticket (the correction ticket is client_account_id, the invoiced
 *   one original_account_id), its frozen CreditNoteDocument in `document`; credit_note_counter numbers them per
 *   organisation and year without gaps (like invoice_counter). Append-only: triggers refuse UPDATE and DELETE.
 * - invoice: a trigger refuses changing what an invoice says (number, ticket, client, total, date, document) once
 *   made; paid/unpaid and the reminder date stay writable.
 */
export async function up(db: AnyDb): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  for (const [column, type] of [
    ['address_street', 'varchar(200)'],
    ['address_postcode', 'varchar(20)'],
    ['address_city', 'varchar(100)'],
  ] as const) {
    await db.schema.alterTable('organization').addColumn(column, type).execute();
  }
  await db.schema
    .alterTable('organization')
    .addColumn('address_country', 'varchar(2)', (c) => c.notNull().defaultTo('BE'))
    .execute();
  await db.schema
    .alterTable('client_data')
    .addColumn('country', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .execute();

  const orgs = await db.selectFrom('organization').select(['org_id', 'address', 'vat_number', 'time_zone']).execute();
  const countries = new Map<number, string>();
  for (const o of orgs as { org_id: OrgId; address: string | null; vat_number: string | null; time_zone: string }[]) {
    const split = splitAddress(o.address);
    const country = vatPrefix(o.vat_number) ?? split.country ?? (o.time_zone === 'Europe/Paris' ? 'FR' : 'BE');
    countries.set(o.org_id, country);
    await db
      .updateTable('organization')
      .set({
        address_street: split.street,
        address_postcode: split.postcode,
        address_city: split.city,
        address_country: country,
      })
      .where('org_id', '=', o.org_id)
      .execute();
  }
  const clients = await db.selectFrom('client_data').select(['id', 'org_id', 'vat']).execute();
  for (const c of clients as { id: number; org_id: OrgId; vat: string }[]) {
    const country = vatPrefix(c.vat) ?? countries.get(c.org_id) ?? 'BE';
    await db.updateTable('client_data').set({ country }).where('id', '=', c.id).execute();
  }

  await withId(db, db.schema.createTable('credit_note'), 'id')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('credit_note_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoice.id'))
    .addColumn('client_account_id', 'integer', (c) => c.notNull().references('client_account.id'))
    .addColumn('original_account_id', 'integer', (c) => c.notNull().references('client_account.id'))
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .execute();
  await db.schema
    .createIndex('credit_note_org_seq_uq')
    .on('credit_note')
    .columns(['org_id', 'year', 'seq'])
    .unique()
    .execute();
  // One credit note per correction ticket.
  await db.schema
    .createIndex('credit_note_org_account_uq')
    .on('credit_note')
    .columns(['org_id', 'client_account_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('credit_note_org_invoice_idx')
    .on('credit_note')
    .columns(['org_id', 'invoice_id'])
    .execute();
  await db.schema.createIndex('credit_note_org_date_idx').on('credit_note').columns(['org_id', 'issued_at']).execute();
  await db.schema
    .createTable('credit_note_counter')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organization.org_id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_note_counter_pk', ['org_id', 'year'])
    .execute();

  const frozenInvoice =
    'new.invoice_number, new.year, new.seq, new.client_account_id, new.client_data, new.total_cents, new.invoice_date, new.language, new.document';
  const before = frozenInvoice.replaceAll('new.', 'old.');
  if (dialectOf(db) === 'postgres') {
    await sql`create function credit_note_append_only() returns trigger language plpgsql as $$
      begin raise exception 'credit notes are append-only: % refused', tg_op; end $$`.execute(db);
    await sql`create trigger credit_note_append_only before update or delete on credit_note
      for each row execute function credit_note_append_only()`.execute(db);
    await sql
      .raw(`create function invoice_frozen() returns trigger language plpgsql as $$
      begin
        if (${frozenInvoice}) is distinct from (${before}) then
          raise exception 'an invoice never changes once made (only paid and the reminder date do)';
        end if;
        return new;
      end $$`)
      .execute(db);
    await sql`create trigger invoice_frozen before update on invoice for each row execute function invoice_frozen()`.execute(
      db,
    );
  } else {
    for (const op of ['update', 'delete']) {
      await sql
        .raw(`create trigger credit_note_no_${op} before ${op} on credit_note
          begin select raise(abort, 'credit notes are append-only: ${op} refused'); end`)
        .execute(db);
    }
    const changed = frozenInvoice
      .split(', ')
      .map((n) => `${n} is not ${n.replace('new.', 'old.')}`)
      .join(' or ');
    await sql
      .raw(`create trigger invoice_frozen before update on invoice when ${changed}
        begin select raise(abort, 'an invoice never changes once made (only paid and the reminder date do)'); end`)
      .execute(db);
  }
}

/** The ISO country of a VAT number's prefix (EL is Greece), or null. */
function vatPrefix(vat: string | null): string | null {
  const p = (vat ?? '')
    .replace(/[\s.\-/]/g, '')
    .toUpperCase()
    .slice(0, 2);
  if (!/^[A-Z]{2}$/.test(p)) return null;
  return p === 'EL' ? 'GR' : p;
}

/**
 * "Rue du Marché 12, 1000 Bruxelles" -> street "Rue du Marché 12", postcode 1000, city Bruxelles. Also "..., B-1000
 * Bruxelles", "..., FR-75001 Paris", "..., 75001 Paris, France" and several lines. Whatever does not match stays
 * whole in the street (the text field is kept beside).
 */
export function splitAddress(text: string | null): {
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
} {
  const none = { street: null, postcode: null, city: null, country: null };
  const parts = (text ?? '')
    .split(/\s*[,\n]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return none;
  const COUNTRY_NAMES: Record<string, string> = {
    belgique: 'BE',
    belgium: 'BE',
    belgië: 'BE',
    belgie: 'BE',
    france: 'FR',
    nederland: 'NL',
    luxembourg: 'LU',
  };
  let country: string | null = null;
  const last = parts[parts.length - 1]!.toLowerCase();
  if (COUNTRY_NAMES[last] && parts.length > 1) {
    country = COUNTRY_NAMES[last]!;
    parts.pop();
  }
  for (let i = parts.length - 1; i >= 0; i--) {
    const m = /^(?:([A-Z]{1,2})\s*-\s*)?(\d{4,5})\s+(.+)$/.exec(parts[i]!);
    if (!m) continue;
    const prefix = m[1] === 'B' ? 'BE' : m[1] === 'F' ? 'FR' : (m[1] ?? null);
    const street = parts.slice(0, i).join(', ') || null;
    return { street, postcode: m[2]!, city: m[3]!.trim(), country: country ?? prefix };
  }
  return { ...none, street: parts.join(', '), country };
}
