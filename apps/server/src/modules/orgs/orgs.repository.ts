import { DEFAULT_TIME_ZONE, type OrganizationSettings, type OrgSettings, orgSettingsSchema } from '@comptoir/shared';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { dialectOf, fromFlag, parseJson } from '../../db/database';
import type { OrgId } from '../../db/org-id';
import type { OrganizationTable } from '../../db/schema';
import { systemRepository } from '../../db/system.repository';
import type { OrgDb } from '../../lib/org-db';
import type { Executor } from '../../lib/tx';

export type OrganizationRow = Selectable<OrganizationTable>;
export type OrganizationColumns = Updateable<OrganizationTable>;

const DEFAULTS: OrgSettings = orgSettingsSchema.parse({});

export const orgSettingsRepository = {
  /** Settings JSON -> typed settings; each unknown or broken value falls back to its own default. */
  parse(text: string | null | undefined): OrgSettings {
    const raw = parseJson<unknown>(text, {});
    const parsed = orgSettingsSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const out: Record<string, unknown> = { ...DEFAULTS };
    for (const [key, schema] of Object.entries(orgSettingsSchema.shape)) {
      const one = schema.safeParse(source[key]);
      if (one.success) out[key] = one.data;
    }
    return out as OrgSettings;
  },

  serialize(settings: OrgSettings): string {
    return JSON.stringify(settings);
  },
};

/** The organisation as GET /org answers it: identity columns merged with the settings and their defaults. */
export function toOrganizationSettings(row: OrganizationRow): OrganizationSettings {
  return {
    orgId: row.org_id,
    name: row.name,
    orgType: row.org_type === 'RETAIL' ? 'RETAIL' : 'RESTAURANT',
    timeZone: row.time_zone || DEFAULT_TIME_ZONE,
    onlineOrderWebPageEnabled: fromFlag(row.online_order_web_page_enabled),
    onlineOrderOpen: fromFlag(row.online_order_open),
    parentOrgId: row.parent_org_id,
    vatNumber: row.vat_number,
    address: row.address,
    addressStreet: row.address_street,
    addressPostcode: row.address_postcode,
    addressCity: row.address_city,
    addressCountry: row.address_country || 'BE',
    telephone: row.telephone,
    website: row.website,
    mainPrinterIpAddress: row.main_printer_ip,
    contactEmail: row.contact_email,
    accountBankName: row.account_bank_name,
    subscriptionEnd: row.subscription_end,
    ...orgSettingsRepository.parse(row.settings),
  };
}

export const orgsRepository = {
  async timeZone(org: OrgDb): Promise<string> {
    const row = await org.db
      .selectFrom('organization')
      .select('time_zone')
      .where('org_id', '=', org.orgId)
      .executeTakeFirst();
    return row?.time_zone || DEFAULT_TIME_ZONE;
  },

  /**
   * The organisation row. `lock` (inside a transaction) holds it until commit on PostgreSQL, so two saves of the
   * settings JSON never lose each other's changes; SQLite transactions already run one at a time.
   */
  async find(org: OrgDb, lock = false): Promise<OrganizationRow | undefined> {
    const query = org.db.selectFrom('organization').selectAll().where('org_id', '=', org.orgId);
    return (
      lock && dialectOf(org.db as unknown as Kysely<unknown>) === 'postgres' ? query.forUpdate() : query
    ).executeTakeFirst();
  },

  async update(org: OrgDb, columns: OrganizationColumns): Promise<void> {
    await org.db.updateTable('organization').set(columns).where('org_id', '=', org.orgId).execute();
  },

  /** The parent of an organisation (null at the top), for the cycle check of parentOrgId. */
  async parentOf(org: OrgDb): Promise<OrgId | null> {
    const row = await org.db
      .selectFrom('organization')
      .select('parent_org_id')
      .where('org_id', '=', org.orgId)
      .executeTakeFirst();
    return row?.parent_org_id ?? null;
  },

  async create(db: Executor, values: Omit<Insertable<OrganizationTable>, 'org_id'>): Promise<OrgId> {
    return systemRepository.createOrganization(db, values);
  },

  async addManager(org: OrgDb, userId: number): Promise<void> {
    await org.db.insertInto('user_managed_org').values({ user_id: userId, org_id: org.orgId }).execute();
  },
};
