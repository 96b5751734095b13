import { z } from 'zod';

/**
 * The menu organiser (document 2 section 2, "Menu page"): a drop in reorganize mode saves the new order of ONE
 * container (the top-level groups, the sub-groups of a group, or the products of a group) in one request. The list
 * holds every live item of that container, in the new order; the server writes orderIndex 1, 2, 3... in one
 * transaction (0 or less stays "unordered, sorted last" for items never ordered).
 */

/** More than any container holds (a catalogue has up to 10,000 products). */
export const REORDER_MAX_IDS = 10_000;

const idList = (what: string) =>
  z
    .array(
      z
        .number({ error: `Each ${what} id is a number` })
        .int(`Each ${what} id is a whole number`)
        .positive(),
      {
        error: `The ${what} ids are a list`,
      },
    )
    .min(1, `At least one ${what} id`)
    .max(REORDER_MAX_IDS, `At most ${REORDER_MAX_IDS} ${what} ids`)
    .refine((ids) => new Set(ids).size === ids.length, `Each ${what} id appears once`);

/** POST /product_group/reorder: the groups under parentGroupId (null: the top-level groups), in their new order. */
export const reorderGroupsSchema = z.object({
  parentGroupId: z.number().int().positive().nullable(),
  productGroupIds: idList('group'),
});
export type ReorderGroupsInput = z.infer<typeof reorderGroupsSchema>;

/** POST /product/reorder: the products of one group, in their new order. */
export const reorderProductsSchema = z.object({
  productGroupId: z.number().int().positive(),
  productIds: idList('product'),
});
export type ReorderProductsInput = z.infer<typeof reorderProductsSchema>;

/** The answer: each item with the orderIndex it now has. */
export const reorderedGroupsSchema = z.array(
  z.object({ productGroupId: z.number().int(), orderIndex: z.number().int() }),
);
export const reorderedProductsSchema = z.array(z.object({ productId: z.number().int(), orderIndex: z.number().int() }));
