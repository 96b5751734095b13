import type { AnyDb } from './util';

/**
 * Products of document 2 section 3: a takeaway ("out") price and VAT beside the eat-in ones (null = the same as eat
 * in, so rows written before, and the demo seed, keep one price), and barcodes beyond the first. The first barcode stays
 * in `barcode`, which the tills read; the others are a JSON list in `extra_barcodes`. The other product fields live in
 * the `settings` JSON.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('product').addColumn('price_out_cents', 'integer').execute();
  await db.schema.alterTable('product').addColumn('vat_out_bp', 'integer').execute();
  await db.schema
    .alterTable('product')
    .addColumn('extra_barcodes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // Barcode look-ups (uniqueness among an organisation's products, till scans).
  await db.schema.createIndex('product_org_barcode_idx').on('product').columns(['org_id', 'barcode']).execute();
}
