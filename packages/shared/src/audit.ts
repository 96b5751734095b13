import { z } from 'zod';

/**
 * The audit trail (issue 10 section 5): every edit of the console API and every reversal, newest first. Entries are
 * read here and never edited or deleted through the API.
 */

/** Actions of the trail: console edits (CREATE/UPDATE/DELETE) and the reversals and closes of the till and console. */
export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'VOID',
  'CLOSE',
  'FORCE_CLOSE',
  'AUTO_CLOSE',
  'CHANGE',
  'CORRECT',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Resources an entry can name (the API's resource names); the console translates them. */
export const AUDIT_RESOURCES = [
  'user',
  'table',
  'zone',
  'table_type',
  'printer',
  'promo',
  'product',
  'product_group',
  'image',
  'organization',
  'shift',
  'worker_shift',
  'client_account',
  'ordered_product',
  'payment_transaction',
  'kitchen_message',
  'device',
  'flag',
  'pickup_location',
  'integration',
  'client_data',
  'invoice',
  'credit_note',
  'fiscal_accounts',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_PAGE_SIZES = [25, 50, 100, 500] as const;
export const AUDIT_MAX_PAGE_SIZE = 1000;
/** Entries a CSV export fetches at most. */
export const AUDIT_EXPORT_MAX = 10000;

const whole = (label: string, digits: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${digits}}$`), `${label} must be a whole number`)
    .transform(Number);

/** GET /audit: page (from 0) and size, a half-open period [from, to) in epoch ms, and optional filters. */
export const auditQuerySchema = z
  .object({
    page: whole('Page', 9).optional().default(0),
    size: whole('Size', 5)
      .refine((n) => n >= 1 && n <= AUDIT_MAX_PAGE_SIZE, `Size is between 1 and ${AUDIT_MAX_PAGE_SIZE}`)
      .optional()
      .default(50),
    from: whole('From', 15).optional(),
    to: whole('To', 15).optional(),
    userId: whole('User', 9).optional(),
    resource: z.string().trim().max(50, 'Resource is at most 50 characters').optional(),
    resourceId: z.string().trim().max(100, 'Resource id is at most 100 characters').optional(),
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.to > v.from, {
    path: ['to'],
    message: 'The end must be after the start',
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  user: z.object({ userId: z.number().int(), username: z.string() }).nullable(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string(),
  /** The record's name or number as a person knows it (invoice 2026-000011, a client's name); null when it has none. */
  label: z.string().nullable(),
  /** Field -> { from, to }; secrets (passwords, PINs) read '***'. Empty for reversals, which carry `details`. */
  changes: z.record(z.string(), auditChangeSchema),
  /** What a reversal or close recorded besides field changes (reason, amounts...). */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  totalRecords: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
