import type { OrgId } from '../../db/org-id';
import { seal, unseal } from '../../lib/sealed';

/** The CashDro password at rest, sealed under a label of its own (lib/sealed.ts). */
const LABEL = 'comptoir/integrations/password/v1';

export function encryptPassword(secret: Uint8Array, orgId: OrgId, password: string): string {
  return seal(secret, LABEL, orgId, password);
}

/** The password, or null when the text is not one of ours (another key, another organisation, tampered). */
export function decryptPassword(secret: Uint8Array, orgId: OrgId, stored: string): string | null {
  return unseal(secret, LABEL, orgId, stored)?.toString('utf8') ?? null;
}
