import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { Column } from 'primereact/column';
import { MemoryRouter, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { deleteAction, editAction } from './ListCard';
import { ListPage } from './ListPage';
import { actionsColumn, ListTable } from './ListTable';
import { deleteTexts, useListDialogs } from './useListDialogs';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Thing = { id: number; name: string };
const THINGS: Thing[] = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
];

/** A namespace's t as the delete texts read it: the key and its params, as one string. */
const t = ((key: string, params: Record<string, unknown>) =>
  `${key} ${JSON.stringify(params)}`) as unknown as TFunction<'kitchen'>;

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function ThingsPage({ things, mutate }: { things: Thing[]; mutate: (id: number, o: MutateOptions) => void }) {
  const dialogs = useListDialogs({
    editor: (thing: Thing | null, close) => (
      <div role="dialog" aria-label="editor">
        {thing ? `Editing ${thing.name}` : 'A new thing'}
        <button type="button" onClick={close}>
          Close editor
        </button>
      </div>
    ),
    remove: {
      mutation: { mutate },
      id: (thing: Thing) => thing.id,
      ...deleteTexts(t, (x: Thing) => ({ name: x.name })),
    },
  });
  return (
    <ListPage
      title="Things"
      addLabel="Add a thing"
      query={{ data: things, error: null, refetch: vi.fn() }}
      ability="ADMIN_THINGS"
      dialogs={dialogs}
      card={{ id: 'things-card', title: (list) => `${list.length} things`, search: true, exportCsv: exported }}
    >
      {(list) => (
        <ListTable value={list} dataKey="id" label="Things" searchFields={['name']}>
          <Column field="name" header="Name" />
          {actionsColumn('Actions', (thing: Thing) => [
            editAction(`Edit ${thing.name}`, () => dialogs.openEdit(thing)),
            deleteAction(`Delete ${thing.name}`, () => dialogs.askDelete(thing)),
          ])}
        </ListTable>
      )}
    </ListPage>
  );
}
type MutateOptions = { onSuccess: () => void; onError: (error: unknown) => void };
const exported = vi.fn();

function renderPage(things: Thing[], mutate = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/things']}>
      <ThingsPage things={things} mutate={mutate} />
      <Address />
    </MemoryRouter>,
  );
  return mutate;
}

describe('ListPage and useListDialogs', () => {
  it('opens the add dialog empty and the edit dialog with its item, and closes it', async () => {
    renderPage(THINGS);
    expect(screen.queryByRole('dialog', { name: 'editor' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add a thing' }));
    expect(screen.getByRole('dialog', { name: 'editor' }).textContent).toContain('A new thing');
    await userEvent.click(screen.getByRole('button', { name: 'Close editor' }));
    expect(screen.queryByRole('dialog', { name: 'editor' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Beta' }));
    expect(screen.getByRole('dialog', { name: 'editor' }).textContent).toContain('Editing Beta');
  });

  it('asks before deleting, then sends the id and says it went with the usual keys', async () => {
    const mutate = renderPage(THINGS);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    expect(screen.getByText('confirmDelete {"name":"Alpha"}')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(mutate).toHaveBeenCalledWith(1, expect.anything());
    const options = mutate.mock.calls[0]?.[1] as MutateOptions;
    options.onSuccess();
    expect(toast.success).toHaveBeenCalledWith('toast.deleteSuccess {"name":"Alpha"}');
    options.onError(new ApiError(409, 'CONFLICT', 'Still used'));
    expect(toast.error).toHaveBeenCalledWith('toast.deleteError {"reason":"Still used"}');
  });

  it('titles the card from the list, keeps the search in the address and filters the table by it', async () => {
    renderPage(THINGS);
    const card = screen.getByTestId('things-card');
    expect(within(card).getByRole('heading').textContent).toBe('2 things');
    await userEvent.type(within(card).getByRole('searchbox'), 'bet');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?q=bet'));
    await waitFor(() => expect(within(card).queryByText('Alpha')).toBeNull());
    expect(within(card).getByText('Beta')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /Export/ }));
    expect(exported).toHaveBeenCalledWith(THINGS);
  });

  it('offers no export of an empty list', () => {
    renderPage([]);
    expect(within(screen.getByTestId('things-card')).queryByRole('button', { name: /Export/ })).toBeNull();
  });
});

describe('deleteTexts', () => {
  it("keeps the server's message as the failure toast where the namespace has no toast.deleteError", () => {
    const texts = deleteTexts(t, (x: Thing) => ({ name: x.name }), true);
    expect(texts.question({ id: 1, name: 'A' })).toBe('confirmDelete {"name":"A"}');
    expect(texts.failure).toBeUndefined();
  });

  it('needs a namespace with toast.deleteError unless told to keep the server message (a type check)', () => {
    const promo = ((key: string) => key) as unknown as TFunction<'promo'>;
    // @ts-expect-error: the promo namespace has no toast.deleteError.
    deleteTexts(promo, (x: Thing) => ({ code: x.name }));
    expect(deleteTexts(promo, (x: Thing) => ({ code: x.name }), true).failure).toBeUndefined();
  });
});
