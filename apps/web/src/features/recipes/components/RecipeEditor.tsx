import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DialogErrorLine } from '../../../components/DialogErrorLine';
import { NumberField, SelectField } from '../../../components/FormField';
import { ApiError } from '../../../lib/api';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { refusalMessage } from '../../../lib/refusals';
import { type Ingredient, type ProductCost, type Recipe, useSaveRecipe } from '../api';
import { type DraftLine, draftOf, linesBody, sameLines } from '../recipeDraft';

let nextKey = 1;

/**
 * The lines of a recipe: an ingredient or a sub-recipe (another product), a quantity (in the ingredient's unit, or
 * units of the product) and a yield; each saved line's cost. Saved as a whole; the server refuses a loop.
 */
export function RecipeEditor({
  recipe,
  ingredients,
  products,
}: {
  recipe: Recipe;
  ingredients: readonly Ingredient[];
  products: readonly ProductCost[];
}) {
  const { t, i18n } = useTranslation('recipes');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const save = useSaveRecipe(recipe.productId);
  const [lines, setLines] = useState<DraftLine[]>(() => draftOf(recipe, () => nextKey++));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = !sameLines(
    lines,
    draftOf(recipe, () => 0),
  );

  const options = [
    {
      label: t('recipe.ingredientsGroup'),
      items: ingredients.map((i) => ({ label: `${i.name} (${t(`units.${i.unit}`)})`, value: `i:${i.ingredientId}` })),
    },
    {
      label: t('recipe.productsGroup'),
      items: products
        .filter((p) => p.hasRecipe && p.productId !== recipe.productId)
        .map((p) => ({ label: p.name, value: `p:${p.productId}` })),
    },
  ];
  const unitOf = (component: string | null) => {
    const ingredient = component?.startsWith('i:') && ingredients.find((i) => `i:${i.ingredientId}` === component);
    return ingredient ? t(`units.${ingredient.unit}`) : t('recipe.unitPiece');
  };
  const change = (key: number, patch: Partial<DraftLine>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const onSave = () =>
    save.mutate(linesBody(lines), {
      onSuccess: (saved) => {
        setErrors({});
        setLines(draftOf(saved, () => nextKey++));
        toast.success(t('recipe.saved'));
      },
      onError: (error) => {
        // A loop names the line in the interface language (the refusal's text), not the server's English.
        const refusal = error instanceof ApiError && error.reason === 'RECIPE_CYCLE' ? refusalMessage(error) : null;
        const fields = (error instanceof ApiError && error.fieldErrors) || {};
        setErrors(refusal ? Object.fromEntries(Object.keys(fields).map((k) => [k, refusal])) : fields);
      },
    });
  const errorAt = (i: number, field: string) =>
    errors[`lines.${i}.${field}`] ?? (field === 'component' ? errors[`lines.${i}.ingredientId`] : undefined);

  return (
    <div className="recipes-editor" data-testid="recipe-editor">
      {lines.length === 0 && <p className="recipes-muted">{t('recipe.empty')}</p>}
      {lines.map((line, i) => {
        // A line's cost is the server's, shown while the line is as saved.
        const was = recipe.lines[i];
        const saved =
          was &&
          sameLines(
            [line],
            draftOf({ ...recipe, lines: [was] }, () => line.key),
          )
            ? was
            : undefined;
        return (
          <div className="recipes-line" key={line.key} data-testid="recipe-line">
            <SelectField
              id={`recipe-component-${i}`}
              label={t('recipe.component')}
              value={line.component}
              options={options}
              optionGroupLabel="label"
              optionGroupChildren="items"
              filter
              placeholder={t('recipe.chooseComponent')}
              error={errorAt(i, 'component') ?? errorAt(i, 'componentProductId')}
              onChange={(v) => change(line.key, { component: v })}
            />
            <NumberField
              id={`recipe-quantity-${i}`}
              label={t('recipe.quantity')}
              value={line.quantity}
              empty={null}
              live
              min={0}
              maxFractionDigits={3}
              suffix={` ${unitOf(line.component)}`}
              error={errorAt(i, 'quantity')}
              onChange={(v) => change(line.key, { quantity: v })}
            />
            <NumberField
              id={`recipe-yield-${i}`}
              label={t('recipe.yield')}
              value={line.yieldPercent}
              live
              min={1}
              max={100}
              maxFractionDigits={2}
              suffix=" %"
              error={errorAt(i, 'yieldPercent')}
              onChange={(v) => change(line.key, { yieldPercent: v })}
            />
            <div className="recipes-line__cost">
              <span className="recipes-line__cost-label">{t('recipe.lineCost')}</span>
              {saved ? formatAmount(Number(saved.cost), lng) : '–'}
            </div>
            <div className="recipes-line__remove">
              <Button
                type="button"
                icon="pi pi-trash"
                rounded
                text
                severity="danger"
                aria-label={t('recipe.removeLine', { line: i + 1 })}
                onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
              />
            </div>
          </div>
        );
      })}
      <div className="recipes-editor__footer">
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('recipe.addLine')}
          outlined
          size="small"
          onClick={() =>
            setLines((all) => [...all, { key: nextKey++, component: null, quantity: null, yieldPercent: 100 }])
          }
        />
        <span className="recipes-muted">{dirty ? t('recipe.unsaved') : ''}</span>
        <Button
          type="button"
          icon="pi pi-check"
          label={t('recipe.save')}
          loading={save.isPending}
          disabled={!dirty}
          onClick={onSave}
          data-testid="recipe-save"
        />
      </div>
      <DialogErrorLine error={save.error} id="recipe-error" />
    </div>
  );
}
