import type { CSSProperties, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataPage, type PageQuery } from '../../../components/DataPage';
import '../accounts.css';

/** One tile of the open-accounts grid: what it shows, and the account it opens. */
export interface OpenTile {
  key: number;
  accountId: number | null;
  testId: string;
  /** The tile's edge colour (a table's zone). */
  color?: string | null;
  content: ReactNode;
}

/**
 * The open tables and open takeaway pages: a grid of tiles, each opening its account summary, or a line saying there
 * is nothing open.
 */
export function OpenAccountsPage<T, D>({
  title,
  subtitle,
  empty,
  query,
  ability,
  items,
  tile,
}: {
  title: string;
  subtitle: string | undefined;
  empty: string;
  query: PageQuery<D>;
  ability: string;
  items: T[];
  tile: (item: T) => OpenTile;
}) {
  const navigate = useNavigate();
  return (
    <DataPage title={title} subtitle={subtitle} query={query} ability={ability}>
      {() =>
        items.length === 0 ? (
          <p className="card open-empty">{empty}</p>
        ) : (
          <ul className="open-grid" aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map(tile).map(({ key, accountId, testId, color, content }) => (
              <li key={key}>
                <button
                  type="button"
                  className="open-tile"
                  style={color ? ({ '--tile-color': color } as CSSProperties) : undefined}
                  onClick={() => void navigate(`/account-summary/${accountId}`)}
                  data-testid={testId}
                >
                  {content}
                </button>
              </li>
            ))}
          </ul>
        )
      }
    </DataPage>
  );
}
