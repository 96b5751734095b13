import { chargedPriceOf, lineAmountCents } from '@comptoir/shared';
import type { AccountId, LineId } from '../../db/ticket-ids';
import { AppError } from '../../lib/errors';

/** What an ordered line snapshots of its product (accountsRepository.productsForOrder). */
export interface OrderableProduct {
  id: number;
  name: string;
  price_cents: number;
  vat_bp: number;
  price_out_cents: number | null;
  vat_out_bp: number | null;
  weight_price: number;
  group_id: number | null;
  group_name: string | null;
}

/** One product ordered on a ticket: units in thousandths (1000 = 1 unit, 350 = 0.350 kg). */
export interface OrderedItem {
  productId: number;
  units: number;
  comment?: string;
}

/** The ticket and the moment a line is ordered on. */
export interface OrderingOf {
  accountId: AccountId;
  /** The account's kind: TABLE charges the eat-in price, TAKEAWAY and DELIVERY the out one. */
  kind: string;
  userId: number;
  at: number;
}

/**
 * The ordered_product columns of a line (all but its id and organisation): the product's name, group, price and VAT
 * snapshotted at the price the account's kind charges (takeaway and delivery tickets charge the out price and VAT,
 * docs/decisions.md), the charged amount of its units, unpaid. A product sold by the unit refuses a fraction.
 * Pure: the till's service (accounts.ordering.ts) and the demo's bulk seed (src/demo/demo-bulk-till.ts) both price
 * lines with it.
 */
export function orderedLineValues(p: OrderableProduct, item: OrderedItem, on: OrderingOf, linkedTo: LineId | null) {
  if (p.weight_price === 0 && item.units % 1000 !== 0) {
    throw new AppError('VALIDATION', `${p.name} is sold by the unit`, { units: 'Whole units only' });
  }
  const charged = chargedPriceOf(on.kind, {
    priceCents: p.price_cents,
    vatBp: p.vat_bp,
    priceOutCents: p.price_out_cents,
    vatOutBp: p.vat_out_bp,
  });
  return {
    client_account_id: on.accountId,
    product_id: p.id,
    group_id: p.group_id,
    group_name: p.group_name,
    name: p.name,
    unit_price_cents: charged.unitPriceCents,
    vat_bp: charged.vatBp,
    weight_price: p.weight_price,
    units_milli: item.units,
    charged_cents: lineAmountCents(charged.unitPriceCents, item.units),
    custom_comment: item.comment || null,
    linked_to_id: linkedTo,
    pay_type: 'NONE',
    user_id: on.userId,
    ordered_timestamp: on.at,
  };
}
