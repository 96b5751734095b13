import {
  applyShiftRules,
  type createOrganizationSchema,
  DEFAULT_TIME_ZONE,
  hasAbility,
  isSuperUser,
  type OrganizationSettings,
  orgSettingsSchema,
  SUPER_USER_ORG_FIELDS,
  type UpdateOrganizationInput,
  vatCountry,
  WEBSITE_ORG_FIELDS,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { toFlag } from '../../db/database';
import { asOrgId, type OrgId } from '../../db/org-id';
import { editLog } from '../../lib/audit';
import { catalogueChanged } from '../../lib/cached-answer';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import { sessionsChanged } from '../../lib/session-cache';
import { type Executor, inTransaction } from '../../lib/tx';
import type { RequestScope } from '../../plugins/auth';
import { usersService } from '../users';
import { logoStorage } from './orgs.logo';
import {
  type OrganizationColumns,
  orgSettingsRepository,
  orgsRepository,
  toOrganizationSettings,
} from './orgs.repository';

type Changes = Partial<OrganizationSettings>;

/** Fields kept in their own columns; every other editable field lives in the settings JSON. */
const COLUMNS = {
  name: (v: Changes) => ({ name: v.name }),
  timeZone: (v: Changes) => ({ time_zone: v.timeZone }),
  onlineOrderOpen: (v: Changes) => ({ online_order_open: toFlag(v.onlineOrderOpen) }),
  onlineOrderWebPageEnabled: (v: Changes) => ({ online_order_web_page_enabled: toFlag(v.onlineOrderWebPageEnabled) }),
  vatNumber: (v: Changes) => ({ vat_number: v.vatNumber }),
  address: (v: Changes) => ({ address: v.address }),
  addressStreet: (v: Changes) => ({ address_street: v.addressStreet }),
  addressPostcode: (v: Changes) => ({ address_postcode: v.addressPostcode }),
  addressCity: (v: Changes) => ({ address_city: v.addressCity }),
  addressCountry: (v: Changes) => ({ address_country: v.addressCountry }),
  telephone: (v: Changes) => ({ telephone: v.telephone }),
  website: (v: Changes) => ({ website: v.website }),
  mainPrinterIpAddress: (v: Changes) => ({ main_printer_ip: v.mainPrinterIpAddress }),
  contactEmail: (v: Changes) => ({ contact_email: v.contactEmail }),
  accountBankName: (v: Changes) => ({ account_bank_name: v.accountBankName }),
  // A parent is checked (parentError) before any update is written.
  parentOrgId: (v: Changes) => ({ parent_org_id: v.parentOrgId == null ? v.parentOrgId : asOrgId(v.parentOrgId) }),
  subscriptionEnd: (v: Changes) => ({ subscription_end: v.subscriptionEnd }),
} satisfies Partial<Record<keyof OrganizationSettings, (v: Changes) => OrganizationColumns>>;
const READ_ONLY = new Set(['orgId', 'orgType']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `input` whose value differs from the stored one. */
function changedFields(current: OrganizationSettings, input: UpdateOrganizationInput): Changes {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || READ_ONLY.has(key)) continue;
    if (!same(current[key as keyof OrganizationSettings], value)) changes[key] = value;
  }
  return changes as Changes;
}

/** parentOrgId: another organisation the super user manages, and no loop of parents. */
async function parentError(db: Executor, tenant: RequestScope, parent: number): Promise<string | null> {
  // The parent asked for: whether the super user manages it is what is checked next.
  const parentId = asOrgId(parent);
  if (parentId === tenant.orgId) return 'An organisation cannot be its own parent';
  const managed = await usersService.sessionUser(orgDb(db, parentId), tenant.userId);
  if (!managed) return 'Choose an organisation you manage';
  let cursor: OrgId | null = parentId;
  for (let depth = 0; cursor !== null && depth < 64; depth++) {
    cursor = await orgsRepository.parentOf(orgDb(db, cursor));
    if (cursor === tenant.orgId) return 'This would make a loop of parent organisations';
  }
  return null;
}

async function load(org: OrgDb, lock = false): Promise<OrganizationSettings> {
  const row = await orgsRepository.find(org, lock);
  if (!row) throw notFound('Organisation');
  return toOrganizationSettings(row);
}

/**
 * What a user who holds ACCOUNT_WEBSITE without ACCOUNTS_SETTINGS (the website page only) may read: the organisation
 * without its card-terminal identifiers, which the settings page shows to administrators and super users.
 */
function readableBy(tenant: RequestScope, org: OrganizationSettings): OrganizationSettings {
  if (hasAbility(tenant.user, 'ACCOUNTS_SETTINGS') || isSuperUser(tenant.user)) return org;
  return { ...org, vwTerminalMerchantId: null, vwTerminalId: null, vwIsvAmount: 0 };
}

export const orgsService = {
  /** The organisation's row (`lock`: locked until the transaction `db` ends), or undefined. */
  find: (org: OrgDb, lock = false) => orgsRepository.find(org, lock),
  /** The organisation's time zone (IANA name). */
  timeZone: (org: OrgDb) => orgsRepository.timeZone(org),
  /** An organisation's settings column, read with its defaults. */
  parseSettings: (text: string | null | undefined) => orgSettingsRepository.parse(text),

  async get(tenant: RequestScope): Promise<OrganizationSettings> {
    return readableBy(tenant, await load(tenant));
  },

  /**
   * Partial update. A super-user-only field whose value differs from the stored one, sent by anyone else, is refused
   * (403 naming the fields); the same value sent back unchanged (a GET round-trip) is accepted. The shift rules of
   * document 1 section 4 apply to every save.
   */
  async update(
    ctx: ServerContext,
    tenant: RequestScope,
    input: UpdateOrganizationInput,
  ): Promise<OrganizationSettings> {
    let replacedLogo: string | null = null;
    const saved = await inOrgTransaction(tenant, async (org) => {
      const current = await load(org, true);
      const changes = changedFields(current, input);

      // The website page's user (ACCOUNT_WEBSITE without ACCOUNTS_SETTINGS) changes the website fields only.
      if (!hasAbility(tenant.user, 'ACCOUNTS_SETTINGS')) {
        const website = new Set<string>(WEBSITE_ORG_FIELDS);
        const refused = Object.keys(changes).filter((field) => !website.has(field));
        if (refused.length > 0) {
          throw new AppError(
            'FORBIDDEN',
            `Changing ${refused.join(', ')} needs the ACCOUNTS_SETTINGS ability`,
            Object.fromEntries(refused.map((field) => [field, 'This needs the ACCOUNTS_SETTINGS ability'])),
            { reason: 'MISSING_ABILITY', params: { abilities: 'ACCOUNTS_SETTINGS' } },
          );
        }
      }
      if (!isSuperUser(tenant.user)) {
        const refused = SUPER_USER_ORG_FIELDS.filter((field) => field in changes);
        if (refused.length > 0) {
          throw new AppError(
            'FORBIDDEN',
            `Only a super user can change ${refused.join(', ')}`,
            Object.fromEntries(refused.map((field) => [field, 'Only a super user can change this setting'])),
          );
        }
      }

      const next: OrganizationSettings = { ...current, ...changes };
      const fieldErrors: Record<string, string> = {};
      if (changes.parentOrgId != null) {
        const error = await parentError(org.db, tenant, changes.parentOrgId);
        if (error) fieldErrors.parentOrgId = error;
      }
      if (next.parentOrgId === null) {
        if (changes.removeStockFromParentOrg === true) {
          fieldErrors.removeStockFromParentOrg = 'Only possible when the organisation has a parent organisation';
        }
        next.removeStockFromParentOrg = false;
      }
      if (
        changes.ticketLogoImageUrl?.startsWith('/') &&
        !logoStorage.ownFile(changes.ticketLogoImageUrl, tenant.orgId)
      ) {
        fieldErrors.ticketLogoImageUrl = 'Attach the image again: this file belongs to another organisation';
      }
      if (changes.onlineOrderDeliveryProductId != null) {
        const id = changes.onlineOrderDeliveryProductId;
        const soldAlone = await ctx.upcalls.productSoldAlone(org, id);
        if (soldAlone === undefined) {
          fieldErrors.onlineOrderDeliveryProductId = 'Choose a product of this organisation';
        } else if (!soldAlone) {
          // An option (a cooking level, a supplement) is never sold alone (issue 22 point 11).
          fieldErrors.onlineOrderDeliveryProductId = 'Choose a product sold on its own, not an option';
        }
      }
      if (Object.keys(fieldErrors).length > 0) {
        throw badRequest(`Invalid input: ${Object.keys(fieldErrors).join(', ')}`, fieldErrors);
      }

      const ruled = applyShiftRules(next);
      const columns: OrganizationColumns = {};
      for (const [field, toColumn] of Object.entries(COLUMNS)) {
        if (field in changes) Object.assign(columns, toColumn(ruled));
      }
      columns.settings = orgSettingsRepository.serialize(orgSettingsSchema.parse(ruled));
      await orgsRepository.update(org, columns);
      // The statistics rollups are bucketed by the organisation's calendar days: new days, new buckets.
      if (current.timeZone !== ruled.timeZone) await ctx.upcalls.timeZoneChanged(org);
      if (current.ticketLogoImageUrl !== ruled.ticketLogoImageUrl) replacedLogo = current.ticketLogoImageUrl;
      const after = await load(org);
      await editLog(org.db, tenant, ctx.now()).updated('organization', tenant.orgId, current, after);
      return after;
    });
    // includeParentProducts and the parent change which products the catalogue shows.
    catalogueChanged(ctx, tenant);
    await logoStorage.remove(ctx, tenant, replacedLogo);
    return readableBy(tenant, saved);
  },

  /** A new organisation (time zone Europe/Brussels) managed by the super user who creates it. */
  async create(
    ctx: ServerContext,
    tenant: RequestScope,
    input: z.output<typeof createOrganizationSchema>,
  ): Promise<{ organization: OrganizationSettings }> {
    const created = await inTransaction(ctx.db, async (trx) => {
      const orgId = await orgsRepository.create(trx, {
        name: input.name,
        org_type: input.orgType,
        time_zone: DEFAULT_TIME_ZONE,
        vat_number: input.vatNumber ?? null,
        address: input.address ?? null,
        address_street: input.addressStreet ?? null,
        address_postcode: input.addressPostcode ?? null,
        address_city: input.addressCity ?? null,
        // The VAT number's country when none is given (decision 73), else Belgium.
        address_country: input.addressCountry ?? vatCountry(input.vatNumber) ?? 'BE',
        telephone: input.telephone ?? null,
        website: null,
        contact_email: input.contactEmail,
        account_bank_name: input.accountBankName ?? null,
        main_printer_ip: input.mainPrinterIpAddress ?? null,
        online_order_web_page_enabled: 0,
        online_order_open: 0,
        parent_org_id: null,
        subscription_end: 0,
        settings: '{}',
        created_at: ctx.now(),
      });
      await orgsRepository.addManager(orgDb(trx, orgId), tenant.userId);
      const organization = await load(orgDb(trx, orgId));
      // Recorded in the new organisation's trail: that is where its inspectors look.
      await editLog(trx, { orgId, userId: tenant.userId }, ctx.now()).created('organization', orgId, organization);
      return { organization };
    });
    // The super user now manages one more organisation.
    sessionsChanged(ctx, tenant.userId);
    return created;
  },

  /** Stores an uploaded logo for the session's organisation and points ticketLogoImageUrl at it. */
  async setLogo(ctx: ServerContext, tenant: RequestScope, publicPath: string): Promise<OrganizationSettings> {
    let previous: string | null = null;
    const saved = await inOrgTransaction(tenant, async (org) => {
      const row = await orgsRepository.find(org, true);
      if (!row) throw notFound('Organisation');
      const settings = orgSettingsRepository.parse(row.settings);
      previous = settings.ticketLogoImageUrl;
      const before = toOrganizationSettings(row);
      await orgsRepository.update(org, {
        settings: orgSettingsRepository.serialize({ ...settings, ticketLogoImageUrl: publicPath }),
      });
      const after = await load(org);
      await editLog(org.db, tenant, ctx.now()).updated('organization', tenant.orgId, before, after);
      return after;
    });
    await logoStorage.remove(ctx, tenant, previous);
    return saved;
  },
};
