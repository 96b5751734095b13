import type { PaymentType } from '@comptoir/shared';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY: Partial<Record<PaymentType, 'success' | 'info' | 'warning' | 'danger' | 'secondary'>> = {
  CASH: 'success',
  CARD: 'info',
  OFFERED: 'warning',
  FREE: 'warning',
  ERROR: 'danger',
  MIXED: 'secondary',
};

/** A payment type as a small coloured label (translated: Cash, Card, Offered...). */
export function PayTypeTag({ type }: { type: PaymentType }) {
  const { t } = useTranslation('analytics');
  return (
    <Tag
      className={`pay-tag pay-tag--${type.toLowerCase()}`}
      severity={SEVERITY[type] ?? null}
      value={t(`payTypes.${type}`)}
    />
  );
}
