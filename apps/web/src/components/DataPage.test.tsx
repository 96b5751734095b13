import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { type AddAction, DataPage, type PageQuery } from './DataPage';
import { deleteAction, editAction } from './ListCard';
import { actionsColumn, ListTable } from './ListTable';
import { useConfirmedDelete } from './useConfirmedDelete';

function Page({ query, add, ready }: { query: PageQuery<string[]>; add?: AddAction; ready?: boolean }) {
  return (
    <DataPage title="Things" query={query} add={add} ready={ready} ability="ADMIN_THINGS">
      {(list) => <p>{list.join(', ')}</p>}
    </DataPage>
  );
}

describe('DataPage', () => {
  it('shows the add button and the content only once the data (and anything else awaited) is there', () => {
    const add = { label: 'Add a thing', onClick: vi.fn() };
    const { rerender } = render(<Page query={{ data: undefined, error: null, refetch: vi.fn() }} add={add} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a thing' })).toBeNull();

    rerender(<Page query={{ data: ['a', 'b'], error: null, refetch: vi.fn() }} add={add} ready={false} />);
    expect(screen.queryByRole('button', { name: 'Add a thing' })).toBeNull();

    rerender(<Page query={{ data: ['a', 'b'], error: null, refetch: vi.fn() }} add={add} />);
    expect(screen.getByText('a, b')).toBeTruthy();
    screen.getByRole('button', { name: 'Add a thing' }).click();
    expect(add.onClick).toHaveBeenCalledOnce();
  });

  it('names the ability on a 403 and retries other errors', async () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <Page query={{ data: undefined, error: new ApiError(403, 'FORBIDDEN', 'no'), refetch }} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('ADMIN_THINGS');
    rerender(<Page query={{ data: undefined, error: new ApiError(500, 'BOOM', 'Server down'), refetch }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

function Rows({ remove, onEdit }: { remove: (row: { id: number; name: string }) => void; onEdit: () => void }) {
  const deleting = useConfirmedDelete({
    question: (row: { id: number; name: string }) => `Delete ${row.name}?`,
    remove,
  });
  return (
    <>
      <ListTable value={[{ id: 1, name: 'Alpha' }]} dataKey="id" label="Rows">
        {actionsColumn('Actions', (row: { id: number; name: string }) => [
          editAction(`Edit ${row.name}`, onEdit),
          deleteAction(`Delete row ${row.name}`, () => deleting.ask(row)),
        ])}
      </ListTable>
      {deleting.dialog}
    </>
  );
}

describe('useConfirmedDelete with the row actions', () => {
  it('deletes only after the confirmation, and not at all when it is dismissed', async () => {
    const remove = vi.fn();
    const onEdit = vi.fn();
    render(<Rows remove={remove} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Alpha' }));
    expect(onEdit).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('button', { name: 'Delete row Alpha' }));
    expect(await screen.findByText('Delete Alpha?')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByText('Delete Alpha?')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete row Alpha' }));
    await userEvent.click(await screen.findByRole('button', { name: /^delete$/i }));
    expect(remove).toHaveBeenCalledExactlyOnceWith({ id: 1, name: 'Alpha' });
  });
});
