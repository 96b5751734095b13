import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { type PageQuery, QueryState } from './PageState';

export type { PageQuery } from './PageState';

export interface AddAction {
  label: string;
  onClick: () => void;
  loading?: boolean;
  testId?: string;
}

/** The header's "add" button (a plus icon and the page's own label). */
export function AddButton({ label, onClick, loading, testId }: AddAction) {
  return <Button label={label} icon="pi pi-plus" loading={loading} onClick={onClick} data-testid={testId} />;
}

/**
 * A page built on one query (docs/adding-a-screen.md): its header, with the add button once the data is there, then
 * loading / load error (naming `ability` on a 403) / the content; `dialogs` follow (they stay mounted while loading).
 */
export function DataPage<T>({
  title,
  subtitle,
  className,
  add,
  query,
  ready = true,
  ability,
  children,
  dialogs,
}: {
  title: string;
  subtitle?: string;
  className?: string;
  add?: AddAction;
  query: PageQuery<T>;
  /** Anything else the content waits for (the signed-in user). */
  ready?: boolean;
  ability: string;
  children: (data: T) => ReactNode;
  dialogs?: ReactNode;
}) {
  const loaded = query.data !== undefined && ready;
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <PageHeader title={title} subtitle={subtitle} actions={add && loaded ? <AddButton {...add} /> : null} />
      <QueryState query={query} ready={ready} ability={ability}>
        {children}
      </QueryState>
      {dialogs}
    </div>
  );
}
