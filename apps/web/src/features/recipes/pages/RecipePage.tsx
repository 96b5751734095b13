import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { LoadState } from '../../../components/PageState';
import { formatAmount, formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useIngredients, useProductCosts, useRecipe } from '../api';
import { RecipeEditor } from '../components/RecipeEditor';
import '../recipes.css';

// Not a DataPage: one product's recipe editor, loading its recipe, the ingredients and the product costs side by side.

/**
 * /recipe/{productId} (issue 27): a product's (or an option's) recipe, its cost now and its margins excl. VAT.
 * Opened from the food cost page.
 */
export function RecipePage() {
  const { t, i18n } = useTranslation('recipes');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const productId = Number(useParams().productId);
  const recipe = useRecipe(productId);
  const ingredients = useIngredients();
  const products = useProductCosts();
  const error = recipe.error ?? ingredients.error ?? products.error;
  const ready = Boolean(recipe.data && ingredients.data && products.data);
  const money = (text: string) => formatAmount(Number(text), lng);
  const r = recipe.data;

  return (
    <div className="page">
      <PageHeader
        title={r ? t('recipe.title', { name: r.name }) : t('recipe.titleLoading')}
        subtitle={t('recipe.subtitle')}
        actions={
          <Link to="/food-cost" className="p-button p-button-outlined p-button-sm">
            <i className="pi pi-arrow-left" aria-hidden="true" />
            &nbsp;{t('recipe.back')}
          </Link>
        }
      />
      <LoadState
        ready={ready}
        error={error}
        ability="ADMIN_PRODUCTS"
        onRetry={() => {
          void recipe.refetch();
          void ingredients.refetch();
          void products.refetch();
        }}
      >
        {() =>
          r && (
            <div className="recipes-page">
              <div className="recipes-summary" data-testid="recipe-summary">
                <div className="card recipes-figure" data-testid="recipe-cost">
                  <div className="recipes-figure__label">{t('cost.cost')}</div>
                  <div className="recipes-figure__value">{money(r.cost)}</div>
                </div>
                <div className="card recipes-figure">
                  <div className="recipes-figure__label">{t('cost.percentIn')}</div>
                  <div className="recipes-figure__value" data-testid="recipe-percent">
                    {r.hasRecipe && r.foodCostPercentIn !== null ? formatPercent(r.foodCostPercentIn, lng) : '–'}
                  </div>
                </div>
                <div className="card recipes-figure">
                  <div className="recipes-figure__label">{t('cost.marginIn')}</div>
                  <div className="recipes-figure__value">{money(r.marginIn)}</div>
                </div>
                <div className="card recipes-figure">
                  <div className="recipes-figure__label">{t('cost.marginOut')}</div>
                  <div className="recipes-figure__value">{money(r.marginOut)}</div>
                </div>
              </div>
              <section className="card recipes-figure">
                <RecipeEditor
                  key={`${r.productId}`}
                  recipe={r}
                  ingredients={ingredients.data ?? []}
                  products={products.data ?? []}
                />
              </section>
            </div>
          )
        }
      </LoadState>
    </div>
  );
}
