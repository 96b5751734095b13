import type { ReactNode } from 'react';
import { type AddAction, DataPage, type PageQuery } from './DataPage';
import { ListCard, type SearchBoxProps, useSearchParam } from './ListCard';
import type { ListDialogs } from './useListDialogs';

/** The list card of a ListPage: its test id, its title from the list, and what it has besides the list. */
export interface ListPageCard<T> {
  id: string;
  /** Usually the count: `(list) => t('count', { count: list.length })`. */
  title: (list: T) => ReactNode;
  /** A search kept in the address (`?q=`); the ListTable inside filters by its `searchFields`. */
  search?: true | Pick<SearchBoxProps, 'placeholder' | 'label'>;
  tools?: ReactNode;
  className?: string;
  /** The CSV export of the list (none while it is empty). */
  exportCsv?: (list: T) => void;
}

/**
 * A list page (docs/adding-a-screen.md): a DataPage whose content is one ListCard around the list, with the search
 * in the address. `dialogs` (useListDialogs) gives the header's add button its action and renders the add/edit
 * dialog and the delete confirmation; `addLabel` names the button.
 */
export function ListPage<T extends unknown[]>({
  card,
  dialogs,
  addLabel,
  children,
  ...page
}: {
  title: string;
  subtitle?: string;
  query: PageQuery<T>;
  ability: string;
  ready?: boolean;
  className?: string;
  addLabel?: string;
  /** The header's add button when it does not open the add dialog (a file picker). */
  add?: AddAction;
  dialogs?: ListDialogs<T[number]> | { dialogs: ReactNode };
  card: ListPageCard<T>;
  children: (list: T) => ReactNode;
}) {
  const [search, setSearch] = useSearchParam();
  const add =
    page.add ??
    (addLabel && dialogs && 'openAdd' in dialogs ? { label: addLabel, onClick: dialogs.openAdd } : undefined);
  return (
    <DataPage {...page} add={add} dialogs={dialogs?.dialogs}>
      {(list) => (
        <ListCard
          id={card.id}
          className={card.className}
          title={card.title(list)}
          search={
            card.search
              ? { value: search, onChange: setSearch, ...(card.search === true ? {} : card.search) }
              : undefined
          }
          tools={card.tools}
          onExport={card.exportCsv && list.length > 0 ? () => card.exportCsv?.(list) : undefined}
        >
          {children(list)}
        </ListCard>
      )}
    </DataPage>
  );
}
