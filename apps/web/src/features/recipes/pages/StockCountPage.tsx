import { LOSS_REASONS } from '@comptoir/shared';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DataPage } from '../../../components/DataPage';
import { DialogErrorLine } from '../../../components/DialogErrorLine';
import { pageTexts } from '../../../components/PageHeader';
import { SideCard } from '../../../components/SideCard';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCounts, useIngredients, useRecordCount } from '../api';
import '../recipes.css';

/**
 * /stock-count (issue 27): a count session typed on a phone. Each ingredient shows its expected stock; what is typed
 * becomes its stock, the difference recorded as loss with the reason chosen. Untyped ingredients are not counted.
 */
export function StockCountPage() {
  const { t, i18n } = useTranslation('recipes');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const ingredients = useIngredients();
  const counts = useCounts();
  const record = useRecordCount();
  const [counted, setCounted] = useState<Record<number, number | null>>({});
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const reasonOptions = LOSS_REASONS.map((r) => ({ label: t(`reasons.${r}`), value: r }));
  const filled = Object.entries(counted).filter(([, v]) => v !== null && v !== undefined);

  const submit = () => {
    if (!filled.length) {
      toast.error(t('count.nothing'));
      return;
    }
    const lines = filled.map(([id, value]) => ({
      ingredientId: Number(id),
      counted: value as number,
      lossReason: reasons[Number(id)] ?? 'UNEXPLAINED',
    }));
    record.mutate(
      { note, lines },
      {
        onSuccess: (saved) => {
          toast.success(t('count.saved', { count: saved.lines.length }));
          setCounted({});
          setReasons({});
          setNote('');
        },
      },
    );
  };

  return (
    <DataPage {...pageTexts(t, 'count')} query={ingredients} ability="ADMIN_PRODUCTS">
      {(list) => (
        <div className="recipes-page">
          <section className="card recipes-figure" aria-label={t('count.title')} data-testid="count-card">
            {list.length === 0 && <p className="recipes-muted">{t('count.empty')}</p>}
            <div className="recipes-count-list">
              {list.map((i) => {
                const value = counted[i.ingredientId] ?? null;
                const id = `count-${i.ingredientId}`;
                return (
                  <div className="recipes-count-row" key={i.ingredientId} data-testid="count-row">
                    <div>
                      <label className="recipes-count-row__name" htmlFor={id}>
                        {i.name}
                      </label>
                      <div className="recipes-count-row__expected">
                        {t('count.theoretical', { stock: formatNumber(i.stock, lng), unit: t(`units.${i.unit}`) })}
                      </div>
                    </div>
                    <InputNumber
                      inputId={id}
                      value={value}
                      onValueChange={(e) => setCounted((all) => ({ ...all, [i.ingredientId]: e.value ?? null }))}
                      min={0}
                      maxFractionDigits={3}
                      useGrouping={false}
                      suffix={` ${t(`units.${i.unit}`)}`}
                      placeholder={t('count.counted')}
                      inputMode="decimal"
                    />
                    <Dropdown
                      value={reasons[i.ingredientId] ?? 'UNEXPLAINED'}
                      options={reasonOptions}
                      onChange={(e) => setReasons((all) => ({ ...all, [i.ingredientId]: e.value as string }))}
                      aria-label={`${t('count.reason')}: ${i.name}`}
                      disabled={value === null || value === i.stock}
                    />
                  </div>
                );
              })}
            </div>
            <div className="recipes-count-footer">
              <InputText
                value={note}
                onChange={(e) => setNote(e.target.value)}
                placeholder={t('count.note')}
                aria-label={t('count.note')}
                maxLength={200}
              />
              <span className="recipes-muted" data-testid="count-filled">
                {t('count.filled', { count: filled.length })}
              </span>
              <Button
                type="button"
                icon="pi pi-check"
                label={t('count.save')}
                loading={record.isPending}
                onClick={submit}
                data-testid="count-save"
              />
            </div>
            <DialogErrorLine error={record.error} id="count-error" />
          </section>
          <SideCard id="count-history-card" title={t('count.last')}>
            {(counts.data ?? []).length === 0 ? (
              <p className="recipes-muted">{t('count.noCounts')}</p>
            ) : (
              <ul className="recipes-count-history" data-testid="count-history">
                {(counts.data ?? []).slice(0, 5).map((c) => (
                  <li key={c.stockCountId}>
                    {formatDateTime(c.countedAt, lng)} · {t('count.lines', { count: c.lines.length })}
                    {c.user ? ` · ${c.user.username}` : ''}
                    {c.note ? ` · ${c.note}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </SideCard>
        </div>
      )}
    </DataPage>
  );
}
