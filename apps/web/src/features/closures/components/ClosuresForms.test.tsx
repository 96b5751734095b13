import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorLine, fakeApi, renderWithClient } from '../../../test/render';
import { AccountsCard } from './AccountsCard';
import { DownloadsCard } from './DownloadsCard';

const ACCOUNTS = {
  journalCode: 'VEN',
  sales: { '600': '700060', '2100': '700210' },
  vat: { '600': '451060', '2100': '451210' },
  payments: { CASH: '570000', CARD: '580000' },
  tips: '489000',
  rounding: '658000',
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the accounts' }));

describe('AccountsCard', () => {
  it('refuses a wrong account before sending, then sends the mapping in capitals', async () => {
    const calls = fakeApi((c) => (c.method === 'PUT' ? { status: 200, body: { data: c.body } } : undefined));
    renderWithClient(<AccountsCard accounts={ACCOUNTS} />);
    const sales6 = screen.getByLabelText(/Sales 6 %/);
    await userEvent.clear(sales6);
    await userEvent.type(sales6, '70-06');
    await save();
    await waitFor(() => expect(errorLine('accounts-sales-600')).toBe('Digits and capital letters only, at most 17'));
    expect(calls).toEqual([]);

    await userEvent.clear(sales6);
    await userEvent.type(sales6, '7000a6');
    await userEvent.clear(screen.getByLabelText(/Journal code/));
    await userEvent.type(screen.getByLabelText(/Journal code/), 'ca');
    await save();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/journal/accounts',
      body: { ...ACCOUNTS, journalCode: 'CA', sales: { '600': '7000A6', '2100': '700210' } },
    });
  });

  it("shows the server's field message under its field", async () => {
    fakeApi((c) =>
      c.method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'VALIDATION',
              message: 'Invalid input: payments.CARD',
              fieldErrors: { 'payments.CARD': 'Digits and capital letters only, at most 17' },
            },
          }
        : undefined,
    );
    renderWithClient(<AccountsCard accounts={ACCOUNTS} />);
    await save();
    await waitFor(() =>
      expect(errorLine('accounts-payments-CARD')).toBe('Digits and capital letters only, at most 17'),
    );
    expect(screen.getByRole('alert').textContent).toContain('Check the highlighted fields');
  });
});

describe('DownloadsCard', () => {
  const render = () =>
    renderWithClient(
      <MemoryRouter>
        <DownloadsCard timeZone="Europe/Brussels" />
      </MemoryRouter>,
    );

  it('says that nothing is closed in the period when the server answers 404', async () => {
    const calls = fakeApi(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Closed period not found' } }));
    render();
    await userEvent.clear(screen.getByLabelText('Year'));
    await userEvent.type(screen.getByLabelText('Year'), '2024');
    await userEvent.click(screen.getByRole('button', { name: 'Archive of the year' }));
    expect((await screen.findByTestId('downloads-message')).textContent).toContain('No day is closed in that period');
    expect(calls.map((c) => c.path)).toEqual(['/journal/archive?year=2024']);
  });

  it('asks for the VAT number first, with a link to the settings, when the FEC is refused for it', async () => {
    const calls = fakeApi(() => ({
      status: 409,
      body: { code: 'CONFLICT', message: 'Enter the VAT number', fieldErrors: { vatNumber: 'Required for the FEC' } },
    }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'FEC of the period' }));
    const message = await screen.findByTestId('downloads-message');
    expect(message.textContent).toContain("Enter the organisation's VAT number first");
    expect(screen.getByRole('link', { name: 'open the settings' }).getAttribute('href')).toBe('/settings');
    expect(calls[0]?.path).toMatch(/^\/export\/fec\?startDate=\d{4}-\d{2}-01&endDate=\d{4}-\d{2}-\d{2}$/);
  });

  it('explains a WinBooks file refused for an account longer than WinBooks takes, in the interface language', async () => {
    const calls = fakeApi(() => ({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'WinBooks takes account numbers of at most 8 characters: shorten them in the mapping',
        fieldErrors: { tips: 'At most 8 characters in a WinBooks file' },
      },
    }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'WinBooks (Belgium)' }));
    const message = await screen.findByTestId('downloads-message');
    expect(message.textContent).toBe(
      'WinBooks takes account numbers of at most 8 characters: shorten the longer ones in the account mapping below.',
    );
    expect(calls[0]?.path).toMatch(/^\/export\/winbooks\?startDate=\d{4}-\d{2}-01&endDate=\d{4}-\d{2}-\d{2}$/);
  });
});
