import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/session';
import { fakeApi, renderWithClient } from '../../../test/render';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ChangePincodeDialog } from './ChangePincodeDialog';

describe('ChangePincodeDialog', () => {
  it('checks the format, then shows the refusal of a PIN another user has under the field', async () => {
    const calls = fakeApi(() => ({
      status: 409,
      body: {
        message: 'Another user already has this PIN',
        code: 'CONFLICT',
        reason: 'PINCODE_TAKEN',
        fieldErrors: { pincode: 'Another user already has this PIN' },
      },
    }));
    renderWithClient(<ChangePincodeDialog hasPincode={false} onClose={vi.fn()} />);
    const pin = screen.getByLabelText(/New PIN/);
    await userEvent.type(pin, '12a');
    expect((pin as HTMLInputElement).value).toBe('12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.getElementById('me-pincode-error')?.textContent).toBe('A PIN is 4 to 6 digits'),
    );
    expect(calls).toEqual([]);
    await userEvent.type(pin, '34');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.getElementById('me-pincode-error')?.textContent).toBe('Another user already has this PIN'),
    );
    expect(calls).toEqual([{ method: 'POST', path: '/user/me/pincode', body: { pincode: '1234' } }]);
  });
});

describe('ChangePasswordDialog', () => {
  it('needs the two new passwords to match, sends current and new, and keeps the new token', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { data: { token: 'fresh-token', expiresAt: 1 } } }));
    const onClose = vi.fn();
    renderWithClient(<ChangePasswordDialog onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/Current password/), 'demo1234');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await userEvent.type(screen.getByLabelText(/Repeat the new password/), 'a-new-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.getElementById('me-repeat-error')?.textContent).toBe('The two passwords differ'),
    );
    expect(calls).toEqual([]);
    await userEvent.clear(screen.getByLabelText(/Repeat the new password/));
    await userEvent.type(screen.getByLabelText(/Repeat the new password/), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/user/me/password',
        body: { currentPassword: 'demo1234', newPassword: 'a-new-password' },
      },
    ]);
    expect(getToken()).toBe('fresh-token');
  });
});
