import { asOrgId } from '../db/org-id';

/** The demo's two organisations (ARCHITECTURE.md's demo data): the bistro and the shop. */
export const BISTRO = asOrgId(1);
export const SHOP = asOrgId(2);
