import type { OrganizationSettings } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DialogErrorLine } from '../../../components/DialogErrorLine';
import { describedBy, Field } from '../../../components/FormField';
import { MoneyInput } from '../../../components/MoneyInput';
import { errorMessage } from '../../../lib/api';
import { useZodForm } from '../../../lib/forms';
import { useProducts } from '../../products/api';
import { Section, SwitchRow, TextField } from '../../settings/components/fields';
import { useSaveOrganization } from '../api';
import { type WebsiteOrgForm, websiteOrgDefaults, websiteOrgFormSchema } from '../model';

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
  const save = useSaveOrganization();
  const products = useProducts();
  const { form, values, set, errorOf, dirty, formError, submit } = useZodForm(
    websiteOrgFormSchema,
    websiteOrgDefaults(org),
    { serverError: save.error },
  );
  const productOptions = useMemo(
    () => [
      // The empty option is 0 (PrimeReact reads a null option value as no choice); 0 is sent as null.
      { label: t('org.noDeliveryProduct'), value: 0 },
      ...(products.data ?? [])
        .filter((p) => p.orgId === org.orgId)
        .map((p) => ({ label: p.name, value: p.productId }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ],
    [products.data, org.orgId, t],
  );

  const onSave = submit((body) =>
    save.mutate(
      { changes: body, logo: null },
      {
        onSuccess: (saved) => {
          form.reset(websiteOrgDefaults(saved));
          toast.success(t('toast.updateSuccess'));
        },
        onError: (error) => toast.error(t('toast.updateError', { message: errorMessage(error) })),
      },
    ),
  );

  const toggle = (field: Switch) => (
    <SwitchRow
      id={`website-${field}`}
      label={t(`org.${field}`)}
      checked={values[field]}
      onChange={(v) => set(field, v)}
      error={errorOf(field)}
    />
  );
  const money = (field: 'onlineOrderFreeDeliveryMinAmount' | 'onlineOrderMinAmount') => {
    const id = `website-${field}`;
    const error = errorOf(field);
    return (
      <Field id={id} label={t(`org.${field}`)} error={error}>
        <MoneyInput
          id={id}
          value={values[field]}
          onChange={(cents) => set(field, cents)}
          invalid={Boolean(error)}
          describedBy={describedBy(id, error)}
        />
      </Field>
    );
  };
  const productError = errorOf('onlineOrderDeliveryProductId');

  return (
    <Section id="website-org" icon="pi pi-shopping-cart" title={t('org.title')} description={t('org.description')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <div className="settings-grid">
          <TextField
            id="website-name"
            label={t('org.name')}
            value={values.name}
            onChange={(v) => set('name', v)}
            error={errorOf('name')}
            wide
          />
        </div>
        <div className="settings-flags website-switches">
          {toggle('onlineOrderOpen')}
          {toggle('onlineOrderHideNoStockProducts')}
        </div>
        <h3 className="website-subtitle">{t('org.ordering')}</h3>
        <div className="settings-flags website-switches">
          {toggle('onlineOrderEatInEnabled')}
          {toggle('onlineOrderDeliveryEnabled')}
        </div>
        <div className="settings-grid website-grid">
          {money('onlineOrderFreeDeliveryMinAmount')}
          <Field id="website-deliveryProduct" label={t('org.onlineOrderDeliveryProductId')} error={productError}>
            <Dropdown
              inputId="website-deliveryProduct"
              value={values.onlineOrderDeliveryProductId ?? 0}
              options={productOptions}
              onChange={(e) => set('onlineOrderDeliveryProductId', Number(e.value) || null)}
              placeholder={t('org.noDeliveryProduct')}
              filter={productOptions.length > 10}
              loading={products.isPending}
              invalid={Boolean(productError)}
              aria-describedby={describedBy('website-deliveryProduct', productError)}
            />
          </Field>
          {money('onlineOrderMinAmount')}
        </div>
        <h3 className="website-subtitle">{t('org.payment')}</h3>
        <div className="settings-flags website-switches">
          {toggle('onlineOrderBankTransferEnabled')}
          {toggle('payAtPickupEnabled')}
          {toggle('payOnlineEnabled')}
        </div>
        <DialogErrorLine error={formError} />
        <div className="website-savebar">
          <span className="settings-savebar__state" aria-live="polite">
            {dirty ? t('unsaved') : t('upToDate')}
          </span>
          <Button
            type="submit"
            icon="pi pi-save"
            label={t('save')}
            aria-label={t('org.save')}
            loading={save.isPending}
            disabled={save.isPending}
            data-testid="website-org-save"
          />
        </div>
      </form>
    </Section>
  );
}
