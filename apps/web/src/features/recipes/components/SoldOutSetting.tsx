import { InputSwitch } from 'primereact/inputswitch';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useRecipeSettings, useSaveRecipeSettings } from '../api';

/**
 * The organisation's choice to show dishes sold out on the tills when their recipe cannot be made from the stock
 * (issue 27, decision 118; off by default). Saved as soon as it is switched.
 */
export function SoldOutSetting() {
  const { t } = useTranslation('recipes');
  const settings = useRecipeSettings();
  const save = useSaveRecipeSettings();
  const checked = save.isPending ? Boolean(save.variables?.soldOutFromStock) : Boolean(settings.data?.soldOutFromStock);
  return (
    <section className="card recipes-setting" aria-labelledby="recipes-setting-title" data-testid="sold-out-setting">
      <h2 id="recipes-setting-title" className="recipes-setting__title">
        {t('settings.title')}
      </h2>
      <div className="recipes-setting__row">
        <InputSwitch
          inputId="sold-out-from-stock"
          checked={checked}
          disabled={!settings.data || save.isPending}
          onChange={(e) =>
            save.mutate({ soldOutFromStock: Boolean(e.value) }, { onSuccess: () => toast.success(t('settings.saved')) })
          }
        />
        <label htmlFor="sold-out-from-stock" className="recipes-setting__label">
          {t('settings.soldOut')}
        </label>
      </div>
      <p className="recipes-muted recipes-setting__hint">{t('settings.soldOutHint')}</p>
    </section>
  );
}
