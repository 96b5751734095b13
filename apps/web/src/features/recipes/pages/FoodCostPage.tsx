import { Column } from 'primereact/column';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { DataPage } from '../../../components/DataPage';
import { ListCard, useSearchParam } from '../../../components/ListCard';
import { actionsColumn, figureColumn, ListTable } from '../../../components/ListTable';
import { pageTexts } from '../../../components/PageHeader';
import { formatAmount, formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { type ProductCost, useProductCosts } from '../api';
import { PeriodFoodCost } from '../components/PeriodFoodCost';
import '../recipes.css';

/**
 * /food-cost (issue 27): each product's recipe cost now and its margins at the eat-in and takeaway prices (excl.
 * VAT), the way to its recipe, then the theoretical and actual food cost of a period.
 */
export function FoodCostPage() {
  const { t, i18n } = useTranslation('recipes');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const costs = useProductCosts();
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useSearchParam();
  const [onlyRecipes, setOnlyRecipes] = useState(true);
  const money = (text: string) => formatAmount(Number(text), lng);
  const negative = (text: string) => (Number(text) < 0 ? 'recipes-negative' : undefined);

  return (
    <DataPage {...pageTexts(t, 'cost')} query={costs} ready={Boolean(user)} ability="ADMIN_PRODUCTS">
      {(list) => {
        const shown = onlyRecipes ? list.filter((p) => p.hasRecipe) : list;
        return (
          <div className="recipes-page">
            <ListCard
              id="food-cost-card"
              title={t('cost.products')}
              search={{ value: search, onChange: setSearch }}
              tools={
                <div className="recipes-switch">
                  <InputSwitch
                    inputId="food-cost-only-recipes"
                    checked={onlyRecipes}
                    onChange={(e) => setOnlyRecipes(Boolean(e.value))}
                  />
                  <label htmlFor="food-cost-only-recipes">{t('cost.withRecipe')}</label>
                </div>
              }
            >
              <ListTable
                value={shown}
                dataKey="productId"
                label={t('cost.products')}
                emptyMessage={t('cost.empty')}
                searchFields={['name']}
              >
                <Column field="name" header={t('cost.product')} sortable />
                {figureColumn(t('cost.cost'), (p: ProductCost) =>
                  p.hasRecipe ? money(p.cost) : <span className="recipes-muted">{t('cost.noRecipe')}</span>,
                )}
                {figureColumn(t('cost.priceIn'), (p: ProductCost) => money(p.priceExclIn))}
                {figureColumn(t('cost.marginIn'), (p: ProductCost) => (
                  <span className={negative(p.marginIn)}>{money(p.marginIn)}</span>
                ))}
                {figureColumn(t('cost.percentIn'), (p: ProductCost) =>
                  p.foodCostPercentIn === null || !p.hasRecipe ? '–' : formatPercent(p.foodCostPercentIn, lng),
                )}
                <Column
                  header={t('cost.marginOut')}
                  align="right"
                  headerClassName="recipes-col-wide"
                  bodyClassName="recipes-col-wide"
                  body={(p: ProductCost) => <span className={negative(p.marginOut)}>{money(p.marginOut)}</span>}
                />
                {actionsColumn(t('ingredients.actions'), (p: ProductCost) => [
                  {
                    icon: 'pi pi-book',
                    label: t('cost.editRecipe', { name: p.name }),
                    primary: true,
                    onClick: () => navigate(`/recipe/${p.productId}`),
                  },
                ])}
              </ListTable>
            </ListCard>
            {user && <PeriodFoodCost timeZone={user.organization.timeZone} />}
          </div>
        );
      }}
    </DataPage>
  );
}
