import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { ListCard } from '../../../components/ListCard';

/** A card of the tables page (tables, zones, types): its title with the count, an add button, then the list. */
export function AreaCard({
  id,
  title,
  count,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  count: number;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <ListCard
      id={id}
      title={
        <>
          {title}
          <span className="tables-card__count">{count}</span>
        </>
      }
      tools={<Button label={addLabel} icon="pi pi-plus" size="small" onClick={onAdd} />}
    >
      {children}
    </ListCard>
  );
}
