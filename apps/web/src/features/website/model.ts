/** Pure rules of the website page (document 2 sections 2 to 5): section 1's form and the custom flags' drafts. */
import {
  type CustomFlag,
  FLAG_DEFINITIONS,
  FLAG_SECTIONS,
  type FlagDefinition,
  type FlagSection,
  type FlagValue,
  type OrganizationSettings,
  updateOrganizationSchema,
  WEBSITE_AMOUNT_MAX_CENTS,
} from '@comptoir/shared';
import { z } from 'zod';
import { REQUIRED } from '../../lib/forms';

const amount = z
  .number()
  .int()
  .min(0)
  .max(WEBSITE_AMOUNT_MAX_CENTS, 'website:org.amountTooLarge')
  .nullable()
  // An empty amount is no minimum.
  .transform((v) => v ?? 0);

/** Section 1: the organisation's website settings, from the shared PATCH /org schema. */
export const websiteOrgFormSchema = updateOrganizationSchema
  .pick({
    onlineOrderOpen: true,
    onlineOrderHideNoStockProducts: true,
    onlineOrderEatInEnabled: true,
    onlineOrderDeliveryEnabled: true,
    onlineOrderDeliveryProductId: true,
    onlineOrderBankTransferEnabled: true,
    payAtPickupEnabled: true,
    payOnlineEnabled: true,
  })
  .required()
  .extend({
    name: z.string().trim().min(1, REQUIRED).max(200),
    onlineOrderFreeDeliveryMinAmount: amount,
    onlineOrderMinAmount: amount,
  });
export type WebsiteOrgForm = z.input<typeof websiteOrgFormSchema>;

export function websiteOrgDefaults(org: OrganizationSettings): WebsiteOrgForm {
  return {
    name: org.name,
    onlineOrderOpen: org.onlineOrderOpen,
    onlineOrderHideNoStockProducts: org.onlineOrderHideNoStockProducts,
    onlineOrderEatInEnabled: org.onlineOrderEatInEnabled,
    onlineOrderDeliveryEnabled: org.onlineOrderDeliveryEnabled,
    onlineOrderFreeDeliveryMinAmount: org.onlineOrderFreeDeliveryMinAmount,
    onlineOrderDeliveryProductId: org.onlineOrderDeliveryProductId,
    onlineOrderMinAmount: org.onlineOrderMinAmount,
    onlineOrderBankTransferEnabled: org.onlineOrderBankTransferEnabled,
    payAtPickupEnabled: org.payAtPickupEnabled,
    payOnlineEnabled: org.payOnlineEnabled,
  };
}

/** What the page holds per flag: booleans, numbers (styles, minutes, group ids; 0 = none) and texts ('' = none). */
export type FlagDraft = Record<string, boolean | number | string>;

/** The drafts from GET /flags (a flag missing from the answer takes its default). */
export function flagDraftOf(flags: readonly CustomFlag[]): FlagDraft {
  const byName = new Map(flags.map((f) => [f.flagName, f.flagValue]));
  const draft: FlagDraft = {};
  for (const def of FLAG_DEFINITIONS) {
    const value = byName.has(def.name) ? byName.get(def.name)! : def.defaultValue;
    draft[def.name] = draftValue(def, value);
  }
  return draft;
}

function draftValue(def: FlagDefinition, value: FlagValue): boolean | number | string {
  if (def.kind === 'bool') return value === true || value === 'true';
  if (def.kind === 'text') return value === null ? '' : String(value);
  const n = Number(value);
  return Number.isFinite(n) ? n : ((def.defaultValue as number | null) ?? 0);
}

/**
 * Whether a flag is shown: the banner and popup texts and the minimum prep time once their yes/no flag is on, a
 * popup-menu slot's text once the slot names a group.
 */
export function isFlagShown(def: FlagDefinition, draft: FlagDraft): boolean {
  if (!def.revealedBy) return true;
  const by = draft[def.revealedBy];
  return by === true || (typeof by === 'number' && by > 0);
}

export interface FlagSaveItem {
  customFlagId: number;
  flagName: string;
  flagValue: boolean | number | string;
}

/**
 * POST /flags's body: the whole list, stored flags with their id and the others with 0 (document 2 section 4). Texts
 * are sent trimmed: the server turns a blank one into none.
 */
export function flagSaveBody(flags: readonly CustomFlag[], draft: FlagDraft): FlagSaveItem[] {
  const ids = new Map(flags.map((f) => [f.flagName, f.customFlagId ?? 0]));
  return FLAG_DEFINITIONS.map((def) => {
    const value = draft[def.name] ?? draftValue(def, def.defaultValue);
    return {
      customFlagId: ids.get(def.name) ?? 0,
      flagName: def.name,
      flagValue: typeof value === 'string' ? value.trim() : value,
    };
  });
}

/** The flags by section, in the page's order. */
export const FLAGS_BY_SECTION: ReadonlyArray<[FlagSection, FlagDefinition[]]> = FLAG_SECTIONS.map((section) => [
  section,
  FLAG_DEFINITIONS.filter((def) => def.section === section),
]);
