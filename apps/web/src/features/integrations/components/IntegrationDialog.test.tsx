import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testIntegration } from '../../../test/fixtures';
import { fakeApi, renderWithClient } from '../../../test/render';
import { IntegrationDialog } from './IntegrationDialog';

const input = (id: string) => document.getElementById(`integration-${id}`) as HTMLInputElement;

const cashdro = testIntegration();

describe('IntegrationDialog', () => {
  it('adds a CashDro: a pasted http:// address chooses http, the password is packed into configJson', async () => {
    const calls = fakeApi((c) =>
      c.method === 'POST' ? { status: 200, body: { data: { ...cashdro, id: 8 } } } : undefined,
    );
    const onClose = vi.fn();
    renderWithClient(<IntegrationDialog integration={null} onClose={onClose} />);
    expect(input('address').value).toBe('192.168.');
    expect(document.getElementById('integration-localPrint')).toBeNull();
    await userEvent.clear(input('address'));
    await userEvent.paste('http://10.0.0.9:8080');
    expect(input('address').value).toBe('10.0.0.9:8080');
    await userEvent.type(input('username'), 'caisse');
    await userEvent.type(input('password'), 's3cret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/integrations',
        body: {
          userId: null,
          type: 'CASHDRO',
          configJson: '{"ip":"http://10.0.0.9:8080","username":"caisse","password":"s3cret"}',
        },
      },
    ]);
  });

  it('edits a CashDro without showing its password: left empty, it is not sent (the server keeps it)', async () => {
    const calls = fakeApi((c) => (c.method === 'PATCH' ? { status: 200, body: { data: cashdro } } : undefined));
    const onClose = vi.fn();
    renderWithClient(<IntegrationDialog integration={cashdro} onClose={onClose} />);
    expect(input('password').value).toBe('');
    expect(screen.getByText(/Leave empty to keep the saved password/)).toBeTruthy();
    expect(input('address').value).toBe('192.168.1.60');
    await userEvent.clear(input('username'));
    await userEvent.type(input('username'), 'caisse2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/integrations/7',
      body: { userId: 3, type: 'CASHDRO', configJson: '{"ip":"http://192.168.1.60","username":"caisse2"}' },
    });
  });
});
