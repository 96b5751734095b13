import type { OrganizationSettings } from '@comptoir/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MoneyField, SelectField, TextField, YesNoFields } from '../../../components/FormField';
import { FormSection } from '../../../components/form/FormSection';
import { useSaveForm } from '../../../components/form/useDialogForm';
import { errorMessage } from '../../../lib/api';
import { useGroupChoices, useProducts } from '../../products';
import { useSaveOrganization } from '../api';
import { type WebsiteOrgForm, websiteOrgDefaults, websiteOrgFormSchema } from '../model';
import { WebsiteSaveForm } from './WebsiteSaveForm';

type Switch = keyof Pick<
  WebsiteOrgForm,
  | 'onlineOrderOpen'
  | 'onlineOrderHideNoStockProducts'
  | 'onlineOrderEatInEnabled'
  | 'onlineOrderDeliveryEnabled'
  | 'onlineOrderBankTransferEnabled'
  | 'payAtPickupEnabled'
  | 'payOnlineEnabled'
>;

/** Section 1: the organisation's website settings, with its own Save (PATCH /org). */
export function WebsiteOrgSection({ org }: { org: OrganizationSettings }) {
  const { t } = useTranslation('website');
  const products = useProducts();
  const groups = useGroupChoices();
  const { values, set, field, errorOf, save } = useSaveForm(websiteOrgFormSchema, websiteOrgDefaults(org), {
    mutation: useSaveOrganization(),
    body: (changes) => ({ changes, logo: null }),
    success: () => t('toast.updateSuccess'),
    onError: (error) => toast.error(t('toast.updateError', { message: errorMessage(error) })),
    reset: websiteOrgDefaults,
  });
  const productOptions = useMemo(() => {
    // Only products sold on their own: not the options (cooking levels, supplements) of option groups (issue 22
    // point 11; the server refuses them too).
    const options = new Set((groups.data ?? []).filter((g) => g.isOptionGroup).map((g) => g.productGroupId));
    return [
      // The empty option is 0 (PrimeReact reads a null option value as no choice); 0 is sent as null.
      { label: t('org.noDeliveryProduct'), value: 0 },
      ...(products.data ?? [])
        .filter((p) => p.orgId === org.orgId && !options.has(p.productGroup?.productGroupId ?? 0))
        .map((p) => ({ label: p.name, value: p.productId }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ];
  }, [products.data, groups.data, org.orgId, t]);

  const switches = (fields: readonly Switch[]) => (
    <div className="switch-list website-switches">
      <YesNoFields
        as="switch"
        idPrefix="website"
        fields={fields}
        values={values}
        onChange={set}
        labelOf={(field) => t(`org.${field}`)}
        errorOf={errorOf}
      />
    </div>
  );
  const money = (field: 'onlineOrderFreeDeliveryMinAmount' | 'onlineOrderMinAmount') => (
    <MoneyField
      id={`website-${field}`}
      label={t(`org.${field}`)}
      error={errorOf(field)}
      value={values[field]}
      onChange={(cents) => set(field, cents)}
    />
  );

  return (
    <FormSection id="website-org" icon="pi pi-shopping-cart" title={t('org.title')} description={t('org.description')}>
      <WebsiteSaveForm part="org" {...save}>
        <div className="field-grid">
          <TextField id="website-name" label={t('org.name')} {...field('name')} className="field-grid__wide" />
        </div>
        {switches(['onlineOrderOpen', 'onlineOrderHideNoStockProducts'])}
        <h3 className="website-subtitle">{t('org.ordering')}</h3>
        {switches(['onlineOrderEatInEnabled', 'onlineOrderDeliveryEnabled'])}
        <div className="field-grid website-grid">
          {money('onlineOrderFreeDeliveryMinAmount')}
          <SelectField
            id="website-deliveryProduct"
            label={t('org.onlineOrderDeliveryProductId')}
            error={errorOf('onlineOrderDeliveryProductId')}
            value={values.onlineOrderDeliveryProductId ?? 0}
            options={productOptions}
            onChange={(id) => set('onlineOrderDeliveryProductId', Number(id) || null)}
            placeholder={t('org.noDeliveryProduct')}
            filter={productOptions.length > 10}
            loading={products.isPending}
          />
          {money('onlineOrderMinAmount')}
        </div>
        <h3 className="website-subtitle">{t('org.payment')}</h3>
        {switches(['onlineOrderBankTransferEnabled', 'payAtPickupEnabled', 'payOnlineEnabled'])}
      </WebsiteSaveForm>
    </FormSection>
  );
}
