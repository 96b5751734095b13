/**
 * The list-page shell (docs/adding-a-screen.md): a card with its title (usually the count), an optional subtitle,
 * a search box, the page's own tools and a CSV export button, then the list itself (a ListTable, or any content).
 */
import './list.css';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { createContext, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '../lib/searchParams';

/** The pause after typing before a search that is a server query is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The accessible name; defaults to "Search in <card title>". */
  label?: string;
  id?: string;
  icon?: string;
  className?: string;
  /** Report the value once typing pauses, for a search that is a server query (ms). */
  debounceMs?: number;
}

/** A search field with its icon; with `debounceMs`, reports its value once typing pauses. */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  id,
  icon = 'pi pi-search',
  className = 'list-card__search',
  debounceMs = 0,
}: SearchBoxProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (!debounceMs || text === value) return;
    const timer = setTimeout(() => latest.current(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, debounceMs]);
  return (
    <IconField iconPosition="left" className={className}>
      <InputIcon className={icon} />
      <InputText
        id={id}
        type="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (!debounceMs) onChange(e.target.value);
        }}
        placeholder={placeholder ?? t('list.search')}
        aria-label={label}
      />
    </IconField>
  );
}

/** A text kept in the address (`?q=`), so a filtered list can be bookmarked or shared. */
export function useSearchParam(name = 'q'): [string, (value: string) => void] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const set = useCallback((value: string) => update({ [name]: value }), [name, update]);
  return [params.get(name) ?? '', set];
}

/** The text searched in the ListCard around: a ListTable with `searchFields` filters its rows by it. */
export const ListSearch = createContext('');

/** The card of a list: `id` is its test id and names its title; `onExport` adds the CSV button (`<id>-export`). */
export function ListCard({
  id,
  title,
  subtitle,
  search,
  tools,
  onExport,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  search?: SearchBoxProps;
  tools?: ReactNode;
  onExport?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const name = typeof title === 'string' ? title : id;
  return (
    <section
      className={`card list-card${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <header className="list-card__header">
        <div className="list-card__heading">
          <h2 id={`${id}-title`} className="list-card__title">
            {title}
          </h2>
          {subtitle && <div className="list-card__subtitle">{subtitle}</div>}
        </div>
        {(search || tools || onExport) && (
          <div className="list-card__tools">
            {search && <SearchBox {...search} label={search.label ?? t('list.searchIn', { table: name })} />}
            {tools}
            {onExport && (
              <Button
                type="button"
                icon="pi pi-file-export"
                label={t('list.export')}
                outlined
                size="small"
                onClick={onExport}
                aria-label={t('list.exportOf', { table: name })}
                data-testid={`${id}-export`}
              />
            )}
          </div>
        )}
      </header>
      <ListSearch.Provider value={search?.value ?? ''}>{children}</ListSearch.Provider>
    </section>
  );
}

export interface RowAction {
  icon: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  /** The row's main action (filled colour instead of grey). */
  primary?: boolean;
  /** Why the action is refused for this row: the button is disabled and the reason is its tooltip. */
  disabledReason?: string | null;
  /** A tooltip for an enabled button (the label otherwise shows as the native title). */
  tooltip?: string;
  /** Disabled without a reason to tell (the row is being saved). */
  busy?: boolean;
}

/** The row's edit button (a pencil). */
export const editAction = (label: string, onClick: () => void): RowAction => ({ icon: 'pi pi-pencil', label, onClick });

/** The row's delete button (a red bin). */
export const deleteAction = (label: string, onClick: () => void): RowAction => ({
  icon: 'pi pi-trash',
  label,
  danger: true,
  onClick,
});

/** The row's button that opens its own page (an arrow out of a box); its label is also its tooltip. */
export const openAction = (label: string, onClick: () => void): RowAction => ({
  icon: 'pi pi-external-link',
  label,
  tooltip: label,
  onClick,
});

/** The icon buttons at the end of a row; each is named for screen readers and tooltips. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="row-actions">
      {actions.map((a) => {
        const tip = a.disabledReason ?? a.tooltip;
        return (
          <Button
            key={a.icon}
            type="button"
            icon={a.icon}
            rounded
            text
            size="small"
            severity={a.danger ? 'danger' : a.primary ? undefined : 'secondary'}
            aria-label={a.label}
            title={tip ? undefined : a.label}
            disabled={Boolean(a.disabledReason) || a.busy}
            tooltip={tip}
            tooltipOptions={tip ? { showOnDisabled: true, position: a.disabledReason ? 'left' : 'top' } : undefined}
            onClick={a.onClick}
          />
        );
      })}
    </div>
  );
}
