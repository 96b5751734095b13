import type { DashboardInterval } from '@comptoir/shared';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_INTERVALS } from '../model';

/** The interval selector: the 8 intervals of document 1 section 4, with translated labels. */
export function IntervalSelect({
  value,
  onChange,
  loading,
}: {
  value: DashboardInterval;
  onChange: (interval: DashboardInterval) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const options = DASHBOARD_INTERVALS.map((interval) => ({ value: interval, label: t(`intervals.${interval}`) }));
  return (
    <div className="dash-interval">
      <label htmlFor="dashboard-interval" className="dash-interval__label">
        {t('interval')}
      </label>
      <Dropdown
        inputId="dashboard-interval"
        value={value}
        options={options}
        onChange={(event) => onChange(event.value as DashboardInterval)}
        className="dash-interval__dropdown"
        panelClassName="dash-interval__panel"
        dropdownIcon={loading ? 'pi pi-spin pi-spinner' : 'pi pi-chevron-down'}
        data-testid="interval-select"
      />
    </div>
  );
}
