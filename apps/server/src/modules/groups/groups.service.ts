import {
  type GroupFields,
  NEW_GROUP_DEFAULTS,
  normalizeActiveHours,
  normalizePopupText,
  type ProductGroup,
  parseVat,
  type ReorderGroupsInput,
  type updateProductGroupSchema,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { type Actor, editLog } from '../../lib/audit';
import { catalogueWrite } from '../../lib/cached-answer';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import { reorderContainer } from '../../lib/reorder';
import { groupsRepository as repo } from './groups.repository';

type Changes = z.output<typeof updateProductGroupSchema>;

/** The fields of a loaded group, as an input to change. */
function fieldsOf(g: ProductGroup): GroupFields {
  return {
    name: g.name,
    vatIn: parseVat(g.vatIn) ?? NEW_GROUP_DEFAULTS.vatIn,
    vatOut: parseVat(g.vatOut) ?? NEW_GROUP_DEFAULTS.vatOut,
    orderIndex: g.orderIndex,
    optionOrderIndex: g.optionOrderIndex,
    maxChoicePaid: g.maxChoicePaid,
    maxChoiceFree: g.maxChoiceFree,
    forceChoiceAmountFree: g.forceChoiceAmountFree,
    forceChoiceAmountPaid: g.forceChoiceAmountPaid,
    allowMultipleChoiceOnSameItems: g.allowMultipleChoiceOnSameItems,
    printers: g.printers.map((p) => p.id),
    printOnAllPrinters: g.printOnAllPrinters,
    userHidden: g.userHidden,
    webHidden: g.webHidden,
    kioskHidden: g.kioskHidden,
    kitchenPrintEnabled: g.kitchenPrintEnabled,
    isOptionGroup: g.isOptionGroup,
    color: g.color,
    imageUrl: g.imageUrl,
    externalReference: g.externalReference,
    parentGroupId: g.parentGroupId,
    popupPlus18: g.popupPlus18,
    popupText: g.popupText,
    activeHours: g.activeHours,
  };
}

/** Fields given override the base; fields left out keep it. */
function merge(base: GroupFields, changes: Changes): GroupFields {
  const next: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) next[key] = value;
  return next as unknown as GroupFields;
}

/**
 * The rules of document 2 section 4 on a group about to be saved: printOnAllPrinters only with more than one printer,
 * no popup text means no popup (null), no happy-hour slot means no happy hours (null). A required number of choices
 * cannot be above a limited maximum (a till could never satisfy it).
 */
function normalize(v: GroupFields): GroupFields {
  const printers = [...new Set(v.printers)];
  const fields: GroupFields = {
    ...v,
    printers,
    printOnAllPrinters: printers.length > 1 && v.printOnAllPrinters,
    popupText: normalizePopupText(v.popupText),
    activeHours: normalizeActiveHours(v.activeHours),
  };
  const errors: Record<string, string> = {};
  if (fields.maxChoiceFree > 0 && fields.forceChoiceAmountFree > fields.maxChoiceFree) {
    errors.forceChoiceAmountFree = `Required free choices cannot be more than the maximum (${fields.maxChoiceFree})`;
  }
  if (fields.maxChoicePaid > 0 && fields.forceChoiceAmountPaid > fields.maxChoicePaid) {
    errors.forceChoiceAmountPaid = `Required paid choices cannot be more than the maximum (${fields.maxChoicePaid})`;
  }
  if (Object.keys(errors).length > 0) {
    throw badRequest(`Invalid input: ${Object.keys(errors).join(', ')}`, errors);
  }
  return fields;
}

/** Printers and the parent group must be the organisation's own (404 naming the field, like a missing one). */
async function checkReferences(org: OrgDb, v: GroupFields, selfId: number | null): Promise<void> {
  const found = await repo.existingPrinters(org, v.printers);
  const missing = v.printers.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw new AppError('NOT_FOUND', 'Printer not found', { printers: `Printer ${missing} not found` });
  }
  if (v.parentGroupId === null) return;
  if (v.parentGroupId === selfId) {
    throw badRequest('A group cannot be its own parent', { parentGroupId: 'A group cannot be its own parent' });
  }
  const parents = await repo.parents(org);
  if (!parents.has(v.parentGroupId)) {
    throw new AppError('NOT_FOUND', 'Parent group not found', { parentGroupId: 'Parent group not found' });
  }
  // Walk up from the new parent: meeting this group again would make a loop.
  const seen = new Set<number>();
  for (let at: number | null | undefined = v.parentGroupId; at != null && !seen.has(at); at = parents.get(at)) {
    if (at === selfId) {
      const message = 'A group cannot be placed inside one of its own sub-groups';
      throw badRequest(message, { parentGroupId: message });
    }
    seen.add(at);
  }
}

export const groupsService = {
  /** The audit trail's labels of product groups (one query for all `ids`). */
  labels: (org: OrgDb, ids: readonly number[]) => repo.labels(org, ids),
  /** Each group's parent group (null at the top), by group id. */
  parents: (org: OrgDb) => repo.parents(org),

  async list(org: OrgDb, withProducts: boolean): Promise<ProductGroup[]> {
    const groups = await repo.list(org);
    if (!withProducts) return groups;
    const products = await repo.productsOf(
      org,
      groups.map((g) => g.productGroupId),
    );
    return groups.map((g) => ({ ...g, products: products.get(g.productGroupId) ?? [] }));
  },

  /** A new group: the fields given, the new-group defaults for the rest. */
  async create(ctx: ServerContext, actor: Actor, input: Changes): Promise<ProductGroup> {
    const fields = normalize(merge(NEW_GROUP_DEFAULTS, input));
    return catalogueWrite(
      ctx,
      actor,
      inOrgTransaction(actor, async (org) => {
        await checkReferences(org, fields, null);
        const id = await repo.insert(org, fields);
        await repo.setPrinters(org, id, fields.printers);
        const after = (await repo.find(org, id))!;
        await editLog(org.db, actor, ctx.now()).created('product_group', id, after);
        return after;
      }),
    );
  },

  /** Changes the fields given (a whole group sent back, or a few fields); the others stay as they are. */
  async update(ctx: ServerContext, actor: Actor, id: number, input: Changes): Promise<ProductGroup> {
    return catalogueWrite(
      ctx,
      actor,
      inOrgTransaction(actor, async (org) => {
        const current = await repo.find(org, id);
        if (!current) throw notFound('Product group');
        const fields = normalize(merge(fieldsOf(current), input));
        await checkReferences(org, fields, id);
        await repo.update(org, id, fields);
        await repo.setPrinters(org, id, fields.printers);
        const after = (await repo.find(org, id))!;
        await editLog(org.db, actor, ctx.now()).updated('product_group', id, current, after);
        return after;
      }),
    );
  },

  /**
   * Takes the group out of the catalogue (soft delete: tickets keep its name). Refused while live products or
   * sub-groups are in it, so nothing is left pointing at a group nobody can see.
   */
  async remove(ctx: ServerContext, actor: Actor, id: number): Promise<{ productGroupId: number }> {
    return catalogueWrite(
      ctx,
      actor,
      inOrgTransaction(actor, async (org) => {
        const group = await repo.find(org, id);
        if (!group) throw notFound('Product group');
        const products = await repo.countLiveProducts(org, id);
        if (products > 0) {
          throw conflict(
            `The group "${group.name}" still has ${products} product${products === 1 ? '' : 's'}: move or delete ${products === 1 ? 'it' : 'them'} first`,
            undefined,
            { reason: 'GROUP_HAS_PRODUCTS', params: { products } },
          );
        }
        const children = await repo.countLiveChildren(org, id);
        if (children > 0) {
          throw conflict(
            `The group "${group.name}" still has ${children} sub-group${children === 1 ? '' : 's'}: move or delete ${children === 1 ? 'it' : 'them'} first`,
            undefined,
            { reason: 'GROUP_HAS_PRODUCTS', params: { products: 0, children } },
          );
        }
        await repo.softDelete(org, id, ctx.now());
        await editLog(org.db, actor, ctx.now()).deleted('product_group', id, group);
        return { productGroupId: id };
      }),
    );
  },

  /**
   * The menu organiser's drop: the groups under one parent (or the top-level ones) take orderIndex 1, 2, 3... in this
   * order, in one transaction (lib/reorder.ts says what is refused).
   */
  async reorder(
    ctx: ServerContext,
    actor: Actor,
    input: ReorderGroupsInput,
  ): Promise<{ productGroupId: number; orderIndex: number }[]> {
    return catalogueWrite(
      ctx,
      actor,
      inOrgTransaction(actor, async (org) => {
        if (input.parentGroupId !== null && !(await repo.find(org, input.parentGroupId))) {
          throw new AppError('NOT_FOUND', 'Parent group not found', { parentGroupId: 'Parent group not found' });
        }
        const order = await reorderContainer(org.db, actor, ctx.now(), {
          table: 'product_group',
          resource: 'product_group',
          field: 'productGroupIds',
          containerId: input.parentGroupId,
          ids: input.productGroupIds,
        });
        return order.map(({ id, orderIndex }) => ({ productGroupId: id, orderIndex }));
      }),
    );
  },
};
