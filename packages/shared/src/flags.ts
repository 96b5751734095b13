import { z } from 'zod';
import { isSafeLink, TEXT_MESSAGES } from './text';

/**
 * Custom website flags (document 2 sections 2, 3, 5 and 7): settings of the public ordering website that only a
 * super user reads and writes. Stored as text per organisation (table custom_flag); a flag never stored reads as its
 * default from the table of section 3.
 */

/** How the website page edits a flag: yes/no, a number, a text, a style choice or a product group (popup menus). */
export type FlagKind = 'bool' | 'number' | 'text' | 'style' | 'group';

export const FLAG_SECTIONS = ['general', 'home', 'menu', 'contact', 'reservation', 'footer', 'customisation'] as const;
export type FlagSection = (typeof FLAG_SECTIONS)[number];

export interface FlagDefinition {
  name: string;
  kind: FlagKind;
  section: FlagSection;
  /** The default of section 3's table as a typed value; null is "none". */
  defaultValue: boolean | number | null;
  /** Style flags: how many styles there are (section 9), numbered from 1. */
  styles?: number;
  /** Shown only when this yes/no flag is on, or (group slots) when this slot names a group. */
  revealedBy?: string;
  /** The page shows a tooltip for it. */
  tooltip?: boolean;
  /** A text that is an address the ordering website links to or loads: http(s) only (text.ts isSafeLink). */
  link?: boolean;
}

const bool = (name: string, section: FlagSection, defaultValue: boolean, extra: Partial<FlagDefinition> = {}) =>
  ({ name, kind: 'bool', section, defaultValue, ...extra }) as FlagDefinition;
const text = (name: string, section: FlagSection, extra: Partial<FlagDefinition> = {}) =>
  ({ name, kind: 'text', section, defaultValue: null, ...extra }) as FlagDefinition;
const style = (name: string, styles: number, defaultValue: number) =>
  ({ name, kind: 'style', section: 'customisation', defaultValue, styles }) as FlagDefinition;

/** Every flag, in the order the website page shows them, with section 3's defaults. */
export const FLAG_DEFINITIONS: readonly FlagDefinition[] = [
  bool('isWishlistActive', 'general', false),
  bool('isAllCategoryActive', 'general', true),
  bool('isImageCardsActive', 'general', true),
  bool('pickupCustomTimeEnabled', 'general', false, { tooltip: true }),
  {
    name: 'pickupMinPrepTime',
    kind: 'number',
    section: 'general',
    defaultValue: 0,
    revealedBy: 'pickupCustomTimeEnabled',
  },
  bool('isHomePageActive', 'home', true),
  bool('showCategoryInHomePage', 'home', true),
  bool('isBannerHomeActive', 'home', true),
  text('bannerHomeText', 'home', { revealedBy: 'isBannerHomeActive' }),
  bool('showFavoritesInHomePage', 'home', true),
  { ...style('homePageCategoryPosition', 2, 1), section: 'home' },
  bool('popupActive', 'home', false),
  text('popupText', 'home', { revealedBy: 'popupActive' }),
  bool('isBannerMenuActive', 'menu', true),
  text('bannerMenuText', 'menu', { revealedBy: 'isBannerMenuActive' }),
  { name: 'popupMenu1', kind: 'group', section: 'menu', defaultValue: 0, tooltip: true },
  text('popupMenu1Text', 'menu', { revealedBy: 'popupMenu1' }),
  { name: 'popupMenu2', kind: 'group', section: 'menu', defaultValue: 0, tooltip: true },
  text('popupMenu2Text', 'menu', { revealedBy: 'popupMenu2' }),
  { name: 'popupMenu3', kind: 'group', section: 'menu', defaultValue: 0, tooltip: true },
  text('popupMenu3Text', 'menu', { revealedBy: 'popupMenu3' }),
  bool('isContactPageActive', 'contact', true),
  bool('showPickupInContactPage', 'contact', false),
  bool('isBannerContactActive', 'contact', true),
  text('bannerContactText', 'contact', { revealedBy: 'isBannerContactActive' }),
  bool('isResaActive', 'reservation', false),
  text('backgroundImageResa', 'reservation', { tooltip: true, link: true }),
  bool('isFooterActive', 'footer', false),
  text('facebookLink', 'footer', { link: true }),
  text('instagramLink', 'footer', { link: true }),
  text('tiktokLink', 'footer', { link: true }),
  text('termsAndConditionLink', 'footer', { link: true }),
  text('confidentialityLink', 'footer', { link: true }),
  style('navbarStyle', 2, 1),
  style('cardStyle', 2, 2),
  style('mobileCardStyle', 3, 3),
  style('homeFavoritesStyle', 2, 1),
  style('bannerStyle', 3, 2),
  style('categoryStyle', 2, 1),
];

export const FLAG_NAMES = FLAG_DEFINITIONS.map((f) => f.name) as [string, ...string[]];
const BY_NAME = new Map(FLAG_DEFINITIONS.map((f) => [f.name, f]));
export function flagDefinition(name: string): FlagDefinition | undefined {
  return BY_NAME.get(name);
}

export const FLAG_TEXT_MAX = 1000;
/** Minimum preparation time for a custom pickup time, in minutes (a day at most). */
export const PICKUP_MIN_PREP_MAX = 1440;

/** A flag value once read: 'true'/'false' become booleans, numeric text a number, other text stays; null is none. */
export const flagValueSchema = z.union([z.boolean(), z.number(), z.string(), z.null()]);
export type FlagValue = z.infer<typeof flagValueSchema>;

const NUMERIC = /^-?\d+(\.\d+)?$/;
/** The reading rule of section 3, applied to every stored flag. */
export function readFlagValue(stored: string | null): FlagValue {
  if (stored === null) return null;
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  if (NUMERIC.test(stored)) return Number(stored);
  return stored;
}

/** GET /flags: one entry per known flag; customFlagId is null for a flag never stored (its default). */
export const customFlagSchema = z.object({
  customFlagId: z.number().int().nullable(),
  flagName: z.string(),
  flagValue: flagValueSchema,
});
export type CustomFlag = z.infer<typeof customFlagSchema>;

/** A flag as a client sends it: customFlagId 0 (or null/absent) for a new one. Values are checked per flag. */
export const customFlagInputSchema = z.object({
  customFlagId: z
    .number({ error: 'customFlagId must be a number' })
    .int('customFlagId must be a whole number')
    .min(0, 'customFlagId must be 0 or more')
    .nullish(),
  flagName: z.enum(FLAG_NAMES, { error: 'Unknown flag name' }),
  flagValue: z.union([z.boolean(), z.number(), z.string(), z.null()], {
    error: 'flagValue must be true/false, a number, a text or null',
  }),
});
export type CustomFlagInput = z.input<typeof customFlagInputSchema>;

/** POST /flags: the whole list; each flag at most once. */
export const saveFlagsSchema = z
  .array(customFlagInputSchema)
  .max(FLAG_DEFINITIONS.length, `At most ${FLAG_DEFINITIONS.length} flags`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((flag, i) => {
      if (seen.has(flag.flagName)) {
        ctx.addIssue({ code: 'custom', path: [i, 'flagName'], message: `${flag.flagName} is sent twice` });
      }
      seen.add(flag.flagName);
    });
  });

/** PATCH /flags/{customFlagId}: the value (and, optionally, the flag's name, which must be the stored one). */
export const patchFlagSchema = customFlagInputSchema.pick({ flagValue: true }).extend({
  flagName: customFlagInputSchema.shape.flagName.optional(),
  customFlagId: customFlagInputSchema.shape.customFlagId,
});

export const flagDeletedSchema = z.object({ customFlagId: z.number().int() });

/**
 * The text to store for a value, or null when the flag becomes none (a blank text: section 5), or an error message.
 * Booleans also accept 'true'/'false', numbers also numeric text (what a reader of stored flags would send back).
 */
export function storedFlagValue(
  name: string,
  value: FlagValue,
): { ok: true; text: string | null } | { ok: false; message: string } {
  const def = flagDefinition(name);
  if (!def) return { ok: false, message: 'Unknown flag name' };
  const fail = (message: string) => ({ ok: false as const, message });
  if (def.kind === 'bool') {
    if (value === true || value === 'true') return { ok: true, text: 'true' };
    if (value === false || value === 'false') return { ok: true, text: 'false' };
    return fail('Choose true or false');
  }
  if (def.kind === 'text') {
    if (value === null) return { ok: true, text: null };
    if (typeof value !== 'string' && typeof value !== 'number') return fail('Enter a text');
    const trimmed = String(value).trim();
    if (trimmed.length > FLAG_TEXT_MAX) return fail(`At most ${FLAG_TEXT_MAX} characters`);
    if (def.link && trimmed !== '' && !isSafeLink(trimmed)) return fail(TEXT_MESSAGES.webLink);
    return { ok: true, text: trimmed === '' ? null : trimmed };
  }
  const n = typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return fail('Enter a whole number');
  if (def.kind === 'style' && (n < 1 || n > (def.styles ?? 1))) return fail(`Choose a style from 1 to ${def.styles}`);
  if (def.kind === 'number' && (n < 0 || n > PICKUP_MIN_PREP_MAX))
    return fail(`Enter a number from 0 to ${PICKUP_MIN_PREP_MAX}`);
  if (def.kind === 'group' && n < 0) return fail('Choose a product group or none');
  return { ok: true, text: String(n) };
}
