import type { User } from '@comptoir/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../test/fixtures';
import { errorLine, fakeApi, renderWithClient, saveAndSent } from '../../../test/render';
import { UserDialog } from './UserDialog';

const admin = testUser({ username: 'admin', type: 'ADMIN' });

/** The printer list answers empty; everything else is refused (the test reads the payload). */
const api = () => fakeApi((call) => (call.method === 'GET' ? { status: 200, body: { data: [] } } : undefined));

function open(user: User | null = null, onClose = vi.fn()) {
  renderWithClient(<UserDialog user={user} actor={admin} onClose={onClose} />);
  return onClose;
}

describe('UserDialog', () => {
  it('checks username, password and PIN before sending, in the interface language', async () => {
    const calls = api();
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorLine('user-username')).toBe('Enter a username'));
    expect(errorLine('user-password')).toBe('Enter a password');

    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('PIN'), '12');
    await waitFor(() => expect(errorLine('user-password')).toBe('A password has at least 8 characters'));
    expect(errorLine('user-pincode')).toBe('A PIN is 4 to 6 digits');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('sends a new SERVER user', async () => {
    const calls = api();
    open();
    await userEvent.type(screen.getByLabelText('Username'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'longenough');
    await userEvent.type(screen.getByLabelText('PIN'), '1234');
    const sent = await saveAndSent(calls);
    expect(sent.path).toBe('/user/create');
    expect(sent.body).toEqual({
      username: 'anna',
      password: 'longenough',
      type: 'SERVER',
      pincode: '1234',
      abilities: [],
      printer: null,
    });
  });

  it('closes an unchanged edit at once and asks for a changed one', async () => {
    api();
    const onClose = open({ ...admin, userId: 2, username: 'marc', type: 'SERVER' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Username'), 'o');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
