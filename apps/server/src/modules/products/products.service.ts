import {
  type CreateProduct,
  DEFAULT_PRODUCT_COLOR,
  type Product,
  productVatChoices,
  type ReorderProductsInput,
  type UpdateProduct,
} from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { toFlag } from '../../db/database';
import type { OrgId } from '../../db/org-id';
import { type Actor, editLog } from '../../lib/audit';
import { catalogueChanged } from '../../lib/cached-answer';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb, orgDb } from '../../lib/org-db';
import { reorderContainer } from '../../lib/reorder';
import { orgsService } from '../orgs';
import { stockService } from '../stock';
import { compareProducts, optionIdsOf, type ProductSettings, parseSettings, toProduct } from './products.mapper';
import {
  barcodeColumns,
  barcodesOf,
  type ProductColumns,
  type ProductRow,
  productsRepository as repo,
} from './products.repository';

type OptionChoice = { groupId: number; optionType: 'FREE' | 'PAID' };

/** The parent organisation whose products this one shows (read-only), or null. */
async function parentOrgOf(scope: OrgDb): Promise<OrgId | null> {
  const org = await orgsService.find(scope);
  if (!org?.parent_org_id) return null;
  return orgsService.parseSettings(org.settings).includeParentProducts ? org.parent_org_id : null;
}

/** The organisation's own live product; a parent's product it shows is read-only (403), anything else 404. */
async function ownProduct(org: OrgDb, productId: number): Promise<ProductRow> {
  const row = await repo.find(org, productId);
  if (row) return row;
  const parent = await parentOrgOf(org);
  if (parent !== null && (await repo.find(orgDb(org.db, parent), productId))) {
    throw forbidden('Products of the parent organisation are read-only here');
  }
  throw notFound('Product');
}

async function answer(org: OrgDb, productId: number): Promise<Product> {
  const row = await repo.find(org, productId);
  if (!row) throw notFound('Product');
  const groups = new Map((await repo.groups(org)).map((g) => [g.id, g]));
  return toProduct(row, groups);
}

/** VAT rates outside the organisation's choices (document 2 section 9) are refused, naming the field. */
function checkVat(orgId: OrgId, input: { vatIn?: number; vatOut?: number }): void {
  const choices = productVatChoices(orgId);
  const message = `VAT must be one of ${choices.join(', ')} %`;
  const fieldErrors: Record<string, string> = {};
  if (input.vatIn !== undefined && !choices.includes(input.vatIn)) fieldErrors.vatIn = message;
  if (input.vatOut !== undefined && !choices.includes(input.vatOut)) fieldErrors.vatOut = message;
  if (Object.keys(fieldErrors).length) throw badRequest('Check the VAT rates', fieldErrors);
}

/** One entry per group; a group offered both free and paid is refused. */
function uniqueOptions(list: OptionChoice[]): OptionChoice[] {
  const byId = new Map<number, OptionChoice>();
  for (const o of list) {
    const seen = byId.get(o.groupId);
    if (seen && seen.optionType !== o.optionType) {
      throw badRequest('An option group is either free or paid', {
        allowedOptionGroups: 'An option group is either free or paid, not both',
      });
    }
    byId.set(o.groupId, o);
  }
  return [...byId.values()];
}

/**
 * Checks what a product points at, with the values it will have: its group and option groups must be the
 * organisation's own live groups (another organisation's id is "not found"), never its own group among its options;
 * the parent product one of its own other products; barcodes unused by its other products.
 */
async function checkReferences(
  org: OrgDb,
  productId: number | null,
  next: {
    groupId: number | null;
    /** Option groups the request names (checked to exist). */
    options: OptionChoice[];
    /** Every option group the product will have. */
    finalOptions: OptionChoice[];
    parentProductId: number | null;
    barcodes?: string[];
  },
): Promise<void> {
  const groups = new Set((await repo.groups(org)).map((g) => g.id));
  if (next.groupId !== null && !groups.has(next.groupId)) {
    throw new AppError('NOT_FOUND', 'Product group not found', { productGroupId: 'Product group not found' });
  }
  if (next.options.some((o) => !groups.has(o.groupId))) {
    throw new AppError('NOT_FOUND', 'Option group not found', { allowedOptionGroups: 'Option group not found' });
  }
  if (next.groupId !== null && next.finalOptions.some((o) => o.groupId === next.groupId)) {
    throw badRequest('A product cannot offer its own group as options', {
      allowedOptionGroups: 'A product cannot offer its own group as options',
    });
  }
  if (next.parentProductId !== null) {
    if (next.parentProductId === productId) {
      throw badRequest('A product cannot be its own parent', { parentProductId: 'A product cannot be its own parent' });
    }
    if (!(await repo.find(org, next.parentProductId))) {
      throw new AppError('NOT_FOUND', 'Parent product not found', { parentProductId: 'Parent product not found' });
    }
  }
  if (next.barcodes?.length) {
    // One product write at a time per organisation on PostgreSQL (SQLite transactions already are): two products
    // can never get the same barcode at the same moment.
    await orgsService.find(org, true);
    const used = await repo.barcodesInUse(org, productId ?? undefined);
    const taken = next.barcodes.find((b) => used.has(b));
    if (taken) {
      const message = `Barcode ${taken} is already used by “${used.get(taken)}”`;
      throw conflict(
        message,
        { productBarcodes: message },
        { reason: 'BARCODE_TAKEN', params: { barcode: taken, product: used.get(taken) ?? '' } },
      );
    }
  }
}

/** The settings JSON fields an input sets (undefined ones keep their value). */
function settingsPatch(
  input: UpdateProduct,
  options?: OptionChoice[],
  current?: ProductSettings,
): Partial<ProductSettings> {
  const patch: Partial<ProductSettings> = {};
  const keys = [
    'kioskHidden',
    'externalReference',
    'timedProduct',
    'allowDecimalUnits',
    'dynamicPrice',
    'freeOptionGroupsMultiChoice',
    'paidOptionGroupsMultiChoice',
    'extraImageUrls',
    'promoPercent',
    'parentProductId',
    'tags',
  ] as const;
  for (const key of keys) {
    if (input[key] !== undefined) (patch as Record<string, unknown>)[key] = input[key];
  }
  if (input.description !== undefined) {
    // A language left out keeps its text (a PATCH may send one language).
    const before = current?.description ?? { en: '', fr: '', nl: '' };
    patch.description = {
      en: input.description.en ?? before.en,
      fr: input.description.fr ?? before.fr,
      nl: input.description.nl ?? before.nl,
    };
  }
  if (options) patch.optionTypes = Object.fromEntries(options.map((o) => [String(o.groupId), o.optionType]));
  return patch;
}

/** Column values an input sets (undefined ones keep their value). Stock is set apart (it writes history). */
function columnsOf(input: UpdateProduct, options?: OptionChoice[]): ProductColumns {
  const c: ProductColumns = {};
  if (input.name !== undefined) c.name = input.name;
  if (input.productGroupId !== undefined) c.group_id = input.productGroupId;
  if (input.vatIn !== undefined) c.vat_bp = Math.round(input.vatIn * 100);
  if (input.vatOut !== undefined) c.vat_out_bp = Math.round(input.vatOut * 100);
  if (input.priceVatInclIn !== undefined) c.price_cents = input.priceVatInclIn;
  if (input.priceVatInclOut !== undefined) c.price_out_cents = input.priceVatInclOut;
  if (input.weightPrice !== undefined) c.weight_price = toFlag(input.weightPrice);
  if (input.productBarcodes !== undefined) Object.assign(c, barcodeColumns(input.productBarcodes));
  if (input.color !== undefined) c.color = input.color;
  if (input.imageUrl !== undefined) c.image_url = input.imageUrl;
  if (input.userHidden !== undefined) c.user_hidden = toFlag(input.userHidden);
  if (input.webHidden !== undefined) c.web_hidden = toFlag(input.webHidden);
  if (input.favorite !== undefined) c.favorite = toFlag(input.favorite);
  if (input.orderIndex !== undefined) c.sort_order = input.orderIndex;
  if (options) c.option_group_ids = JSON.stringify(options.map((o) => o.groupId));
  return c;
}

export const productsService = {
  /** The audit trail's labels of products (one query for all `ids`). */
  labels: (org: OrgDb, ids: readonly number[]) => repo.labels(org, ids),
  /** One product of the organisation (deleted ones too), in the caller's transaction `db`. */
  find: (org: OrgDb, productId: number) => repo.find(org, productId),
  /** Whether the product is sold on its own (not only as an option of another). */
  isSoldAlone: (org: OrgDb, productId: number) => repo.isSoldAlone(org, productId),

  /** The catalogue: own products, plus the parent's (read-only) with includeParentProducts; group id then name. */
  async list(org: OrgDb): Promise<Product[]> {
    return (await productsService.catalogue(org)).products;
  },

  /** The list, and the organisations whose writes change it (its own, the parent it shows). */
  async catalogue(org: OrgDb): Promise<{ products: Product[]; dependsOn: number[] }> {
    const parent = await parentOrgOf(org);
    const [rows, groupRows] = await Promise.all([repo.listVisible(org, parent), repo.groups(org, parent)]);
    const groups = new Map(groupRows.map((g) => [g.id, g]));
    const products = rows.map((r) => toProduct(r, groups)).sort(compareProducts);
    return { products, dependsOn: parent === null ? [org.orgId] : [org.orgId, parent] };
  },

  async create(ctx: ServerContext, actor: Actor, input: CreateProduct): Promise<Product> {
    const { orgId } = actor;
    checkVat(orgId, input);
    const options = uniqueOptions(input.allowedOptionGroups ?? []);
    const created = await inOrgTransaction(actor, async (org) => {
      await checkReferences(org, null, {
        groupId: input.productGroupId,
        options,
        finalOptions: options,
        parentProductId: input.parentProductId ?? null,
        barcodes: input.productBarcodes,
      });
      const settings = { ...parseSettings('{}'), ...settingsPatch(input, options) };
      const productId = await repo.insert(org, {
        ...columnsOf({ ...input, color: input.color === undefined ? DEFAULT_PRODUCT_COLOR : input.color }, options),
        name: input.name,
        group_id: input.productGroupId,
        price_cents: input.priceVatInclIn,
        vat_bp: Math.round(input.vatIn * 100),
        stock_milli: null,
        settings: JSON.stringify(settings),
        created_at: ctx.now(),
      });
      if (input.stock !== undefined && input.stock !== null) {
        await stockService.set(org, {
          productId,
          stockMilli: input.stock,
          reason: 'MANUAL',
          userId: actor.userId,
          at: ctx.now(),
        });
      }
      const after = await answer(org, productId);
      await editLog(org.db, actor, ctx.now()).created('product', productId, after);
      return after;
    });
    catalogueChanged(ctx, actor);
    return created;
  },

  async update(ctx: ServerContext, actor: Actor, productId: number, input: UpdateProduct): Promise<Product> {
    const { orgId } = actor;
    checkVat(orgId, input);
    const options = input.allowedOptionGroups && uniqueOptions(input.allowedOptionGroups);
    const updated = await inOrgTransaction(actor, async (org) => {
      const row = await ownProduct(org, productId);
      const before = await answer(org, productId);
      const current = parseSettings(row.settings);
      const currentOptions = optionIdsOf(row).map((groupId) => ({
        groupId,
        optionType: current.optionTypes[String(groupId)] ?? 'FREE',
      }));
      const changedBarcodes =
        input.productBarcodes !== undefined && input.productBarcodes.join('\n') !== barcodesOf(row).join('\n');
      await checkReferences(org, productId, {
        groupId: input.productGroupId ?? row.group_id,
        options: options ?? [],
        finalOptions: options ?? currentOptions,
        parentProductId: input.parentProductId !== undefined ? input.parentProductId : null,
        barcodes: changedBarcodes ? input.productBarcodes : undefined,
      });
      const patch = settingsPatch(input, options, current);
      const columns = columnsOf(input, options);
      if (Object.keys(patch).length) columns.settings = JSON.stringify({ ...current, ...patch });
      await repo.update(org, productId, columns);
      if (input.stock !== undefined) {
        await stockService.set(org, {
          productId,
          stockMilli: input.stock,
          reason: 'MANUAL',
          userId: actor.userId,
          at: ctx.now(),
        });
      }
      const after = await answer(org, productId);
      await editLog(org.db, actor, ctx.now()).updated('product', productId, before, after);
      return after;
    });
    catalogueChanged(ctx, actor);
    return updated;
  },

  /** Soft delete: the product leaves the catalogue; tickets and stock history keep pointing at it. */
  async remove(ctx: ServerContext, actor: Actor, productId: number): Promise<{ productId: number }> {
    const removed = await inOrgTransaction(actor, async (org) => {
      await ownProduct(org, productId);
      const before = await answer(org, productId);
      await repo.softDelete(org, productId, ctx.now());
      await editLog(org.db, actor, ctx.now()).deleted('product', productId, before);
      return { productId };
    });
    catalogueChanged(ctx, actor);
    return removed;
  },

  /**
   * The menu organiser's drop: the products of one group take orderIndex 1, 2, 3... in this order, in one transaction
   * (lib/reorder.ts says what is refused). Only the organisation's own products: a parent's are another container.
   */
  async reorder(
    ctx: ServerContext,
    actor: Actor,
    input: ReorderProductsInput,
  ): Promise<{ productId: number; orderIndex: number }[]> {
    const order = await inOrgTransaction(actor, async (org) => {
      const groups = await repo.groups(org);
      if (!groups.some((g) => g.id === input.productGroupId)) {
        throw new AppError('NOT_FOUND', 'Product group not found', { productGroupId: 'Product group not found' });
      }
      return reorderContainer(org.db, actor, ctx.now(), {
        table: 'product',
        resource: 'product',
        field: 'productIds',
        containerId: input.productGroupId,
        ids: input.productIds,
      });
    });
    catalogueChanged(ctx, actor);
    return order.map(({ id, orderIndex }) => ({ productId: id, orderIndex }));
  },
};
