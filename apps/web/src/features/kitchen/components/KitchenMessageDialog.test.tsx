import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithClient } from '../../../test/render';
import { KitchenMessageDialog } from './KitchenMessageDialog';

const text = () => screen.getByLabelText(/Message/) as HTMLInputElement;

describe('KitchenMessageDialog', () => {
  it("says 'Message required' for a blank text, then sends the text trimmed", async () => {
    const calls = fakeApi((c) =>
      c.method === 'POST' ? { status: 200, body: { data: { id: 9, text: 'Sans sel' } } } : undefined,
    );
    const onClose = vi.fn();
    renderWithClient(<KitchenMessageDialog onClose={onClose} />);
    await userEvent.type(text(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.getElementById('kitchen-message-text-error')?.textContent).toBe('Message required'),
    );
    expect(calls).toEqual([]);
    await userEvent.type(text(), ' Sans sel ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', path: '/kitchen_message', body: { text: 'Sans sel' } }]);
  });

  it('asks before discarding a typed message', async () => {
    fakeApi();
    const onClose = vi.fn();
    renderWithClient(<KitchenMessageDialog onClose={onClose} />);
    await userEvent.type(text(), 'Urgent');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
