import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';

/** /account/:accountId: a placeholder that only shows the text 'account page' (document 3 section 2). */
// Not a DataPage: a placeholder text (document 3 section 2), no data to load.
export function AccountPage() {
  const { t } = useTranslation('accounts');
  return (
    <div className="page">
      <PageHeader title={t('accountPage.title')} />
      <p>{t('accountPage.text')}</p>
    </div>
  );
}
