/**
 * Checked by `npm run typecheck` only (never imported): i18n keys are typed (src/i18n.d.ts), so a misspelt key or a
 * key of another namespace is a type error. If typing were lost, these expected errors would vanish and fail the check.
 */
import { useTranslation } from 'react-i18next';
import i18n from './i18n';

export function MisspeltKeysFailTheTypeCheck() {
  // @ts-expect-error no such key
  i18n.t('common:retyr');
  const { t } = useTranslation('users');
  // @ts-expect-error a key of the products namespace, not of users
  t('columns.priceIn');
  return t('columns.username');
}
