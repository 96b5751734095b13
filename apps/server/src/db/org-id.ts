/**
 * An organisation's id, as the type system knows it (issue 25, decision 163). A plain `number` is not an `OrgId`:
 * a repository's `(db, orgId: OrgId, tableId: number)` refuses its arguments swapped, and a query's `org_id = ?`
 * (every tenant table's `org_id` column is typed `OrgId` in the schema) refuses any number that was not made an
 * organisation's id on purpose. An `OrgId` is made in few places, each a trust boundary:
 *
 * - the verified session (plugins/auth.ts: the organisation the token names, once the user is found to work there);
 * - a row read from the database (its `org_id` column is already an `OrgId`);
 * - the demo, the command-line tools and the tests, which name organisations themselves (`asOrgId`).
 */
declare const orgIdBrand: unique symbol;
export type OrgId = number & { readonly [orgIdBrand]: true };

/** Makes `n` an organisation's id. Only where `n` is known to be one (see above); never on a request's own input. */
export const asOrgId = (n: number): OrgId => n as OrgId;
