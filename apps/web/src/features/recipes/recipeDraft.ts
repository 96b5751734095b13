import type { RecipeInput } from '@comptoir/shared';
import type { Recipe } from './api';

/** A recipe line as the editor holds it: the component as "i:<ingredientId>" or "p:<productId>". */
export interface DraftLine {
  key: number;
  component: string | null;
  quantity: number | null;
  yieldPercent: number;
}

export function draftOf(recipe: Recipe, key: () => number): DraftLine[] {
  return recipe.lines.map((l) => ({
    key: key(),
    component: l.ingredientId !== null ? `i:${l.ingredientId}` : `p:${l.componentProductId}`,
    quantity: l.quantity,
    yieldPercent: l.yieldPercent,
  }));
}

/** Whether two drafts hold the same lines (keys aside). */
export const sameLines = (a: readonly DraftLine[], b: readonly DraftLine[]) =>
  a.length === b.length &&
  a.every(
    (l, i) => l.component === b[i]!.component && l.quantity === b[i]!.quantity && l.yieldPercent === b[i]!.yieldPercent,
  );

/** The PUT body: each line names an ingredient or a product; an unchosen or empty one is sent as is for the server
 * to name (a clear field message beats a line silently dropped). */
export function linesBody(lines: readonly DraftLine[]): RecipeInput {
  return {
    lines: lines.map((l) => {
      const [kind, id] = l.component?.split(':') ?? [];
      return {
        ingredientId: kind === 'i' ? Number(id) : null,
        componentProductId: kind === 'p' ? Number(id) : null,
        quantity: l.quantity ?? 0,
        yieldPercent: l.yieldPercent,
      };
    }),
  };
}
