import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A card holding one table: title, optional keyword search and CSV export. */
export function TableCard({
  id,
  title,
  subtitle,
  search,
  onSearch,
  onExport,
  actions,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  search?: string;
  onSearch?: (value: string) => void;
  onExport?: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('shifts');
  return (
    <section className="shift-card shift-table-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <header className="shift-table-card__header">
        <div>
          <h2 id={`${id}-title`} className="shift-card__title">
            {title}
          </h2>
          {subtitle && <p className="shift-table-card__subtitle">{subtitle}</p>}
        </div>
        <div className="shift-table-card__tools">
          {onSearch && (
            <IconField iconPosition="left" className="shift-table-card__search">
              <InputIcon className="pi pi-search" />
              <InputText
                type="search"
                value={search ?? ''}
                onChange={(e) => onSearch(e.target.value)}
                placeholder={t('table.search')}
                aria-label={t('table.searchIn', { table: title })}
              />
            </IconField>
          )}
          {actions}
          {onExport && (
            <Button
              type="button"
              icon="pi pi-file-export"
              label={t('table.export')}
              outlined
              size="small"
              onClick={onExport}
              aria-label={t('table.exportOf', { table: title })}
              data-testid={`${id}-export`}
            />
          )}
        </div>
      </header>
      {children}
    </section>
  );
}
