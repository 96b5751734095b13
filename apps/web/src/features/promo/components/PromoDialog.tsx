import {
  makePromoFieldsSchema,
  PROMO_CODE_MAX,
  PROMO_CODE_TYPES,
  PROMO_MESSAGES,
  type PromoCode,
  type PromoCodeType,
} from '@comptoir/shared';
import { Calendar } from 'primereact/calendar';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog';
import { CheckField, describedBy, Field, NumberField, SelectField, TextField } from '../../../components/FormField';
import { addEditTexts } from '../../../components/form/addEditTexts';
import { labelledFields } from '../../../components/form/labelledFields';
import { useDialogForm } from '../../../components/form/useDialogForm';
import { calendarLocale } from '../../../lib/calendarLocale';
import { currentLanguage } from '../../../lib/i18n';
import { usePromoGroups, useSavePromo } from '../api';

/** The server's rules (packages/shared) with the console's translated messages. */
const messages = Object.fromEntries(Object.keys(PROMO_MESSAGES).map((k) => [k, `promo:errors.${k}`])) as Record<
  keyof typeof PROMO_MESSAGES,
  string
>;
export const promoFormSchema = makePromoFieldsSchema(messages);
type PromoForm = z.input<typeof promoFormSchema>;

/** Defaults of document 3 section 5: PERCENTAGE, max uses 1, used 0, no auto activation, all groups. */
export const NEW_PROMO: PromoForm = {
  promoCode: '',
  promoCodeType: 'PERCENTAGE',
  discountAmount: null,
  startDate: null,
  endDate: null,
  maxUses: 1,
  usedCount: 0,
  mAmount: null,
  nAmount: null,
  autoActivate: false,
  applyGroupId: null,
};

/** A day picked in the form: its first millisecond (start) or its last (end), in the browser's time zone. */
const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const dayEnd = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999).getTime();

/** A code as the form edits it: the fields of GET /promo (the group by its id). */
export function promoFormOf(p: PromoCode): PromoForm {
  return {
    promoCode: p.promoCode,
    promoCodeType: p.promoCodeType,
    discountAmount: p.discountAmount,
    startDate: p.startDate,
    endDate: p.endDate,
    maxUses: p.maxUses,
    usedCount: p.usedCount,
    mAmount: p.mAmount,
    nAmount: p.nAmount,
    autoActivate: p.autoActivate,
    applyGroupId: p.applyGroupId,
  };
}

/** The add or edit dialog (document 3 sections 4 and 5; edit: issue 22 point 10): the type decides which fields show. */
export function PromoDialog({ promo = null, onClose }: { promo?: PromoCode | null; onClose: () => void }) {
  const { t } = useTranslation('promo');
  const save = useSavePromo(promo?.promoCodeId ?? null);
  const groups = usePromoGroups();
  const texts = addEditTexts(t, promo, (p: PromoCode) => ({ code: p.promoCode }));
  const { values, set, field, errorOf, dialog } = useDialogForm(
    promoFormSchema,
    promo ? promoFormOf(promo) : NEW_PROMO,
    {
      mutation: save,
      success: texts.success,
      onClose,
    },
  );
  const locale = calendarLocale(currentLanguage());
  const mPlusN = values.promoCodeType === 'M_PLUS_N_SAME_PRICE';
  const e = Object.fromEntries(Object.keys(NEW_PROMO).map((k) => [k, errorOf(k)])) as Record<
    keyof PromoForm,
    string | undefined
  >;

  const input = labelledFields(field, 'promo', (name) => t(`fields.${name}`));
  const number = (
    name: 'discountAmount' | 'maxUses' | 'usedCount' | 'mAmount' | 'nAmount',
    opts: { decimals?: boolean; suffix?: string; hint?: string } = {},
  ) => (
    <NumberField
      {...input(name)}
      hint={opts.hint}
      required={name !== 'usedCount'}
      value={values[name] ?? null}
      empty={null}
      live
      min={0}
      minFractionDigits={0}
      maxFractionDigits={opts.decimals ? 2 : 0}
      suffix={opts.suffix}
    />
  );
  const day = (field: 'startDate' | 'endDate') => {
    const id = `promo-${field}`;
    const value = values[field];
    return (
      <Field id={id} label={t(`fields.${field}`)} error={e[field]} required>
        <Calendar
          inputId={id}
          value={typeof value === 'number' ? new Date(value) : null}
          onChange={(ev) => {
            const d = ev.value as Date | null;
            set(field, d ? (field === 'startDate' ? dayStart(d) : dayEnd(d)) : null);
          }}
          dateFormat="yy-mm-dd"
          placeholder="YYYY-MM-DD"
          showIcon
          locale={locale}
          invalid={Boolean(e[field])}
          aria-describedby={describedBy(id, e[field])}
        />
      </Field>
    );
  };

  const typeOptions = PROMO_CODE_TYPES.map((type) => ({ label: t(`types.${type}`), value: type }));
  const groupOptions = [
    // PrimeReact shows null as "nothing chosen": 0 stands for all groups (null in the form).
    { label: t('allGroups'), value: 0 },
    ...(groups.data ?? []).map((g) => ({ label: g.name, value: g.productGroupId })),
  ];

  return (
    <FormDialog id="promo-dialog" title={texts.title} width="34rem" {...dialog}>
      <div className="promo-form">
        <SelectField
          id="promo-type"
          label={t('fields.promoCodeType')}
          error={e.promoCodeType}
          required
          value={values.promoCodeType}
          options={typeOptions}
          onChange={(type) => set('promoCodeType', type as PromoCodeType)}
        />
        <TextField
          id="promo-code"
          label={t('fields.promoCode')}
          {...field('promoCode')}
          error={e.promoCode}
          hint={t('dialog.codeHint')}
          required
          autoFocus
          maxLength={PROMO_CODE_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        {mPlusN ? (
          <div className="promo-form__row">
            {number('mAmount', { hint: t('dialog.mHint') })}
            {number('nAmount', { hint: t('dialog.nHint') })}
          </div>
        ) : (
          <>
            {number('discountAmount', {
              decimals: true,
              suffix: values.promoCodeType === 'PERCENTAGE' ? ' %' : ' €',
            })}
            <div className="promo-form__row">
              {day('startDate')}
              {day('endDate')}
            </div>
            <div className="promo-form__row">
              {number('maxUses')}
              {number('usedCount')}
            </div>
          </>
        )}
        <SelectField
          id="promo-group"
          label={t('fields.applyGroupId')}
          error={e.applyGroupId}
          value={values.applyGroupId ?? 0}
          options={groupOptions}
          onChange={(id) => set('applyGroupId', id || null)}
          filter={groupOptions.length > 10}
        />
        <CheckField
          id="promo-autoActivate"
          label={t('fields.autoActivate')}
          hint={t('dialog.autoHint')}
          checked={values.autoActivate ?? false}
          onChange={(checked) => set('autoActivate', checked)}
        />
      </div>
    </FormDialog>
  );
}
