import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorLine, fakeApi, renderWithClient } from '../../../test/render';
import type { Client } from '../api';
import { ClientDialog } from './ClientDialog';

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const CLAIRE: Client = {
  clientDataId: 5,
  name: 'Claire Dubois',
  phoneNumber: '+32475123456',
  email: 'claire@example.com',
  street: '',
  number: '',
  box: '',
  zipCode: '1050',
  city: 'Ixelles',
  business: false,
  vat: '',
  country: 'BE',
  extraInfo: '',
  language: null,
  dataSource: 'POS',
};

describe('ClientDialog', () => {
  it("shows section 5's messages and sends nothing, then posts the client", async () => {
    const calls = fakeApi((c) =>
      c.method === 'POST' ? { status: 200, body: { data: { ...CLAIRE, name: 'Jan' } } } : undefined,
    );
    const onClose = vi.fn();
    renderWithClient(<ClientDialog client={null} onClose={onClose} />);
    await userEvent.type(field('client-phoneNumber'), '123');
    await userEvent.type(field('client-email'), 'jan@');
    await userEvent.click(screen.getByLabelText('Business'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorLine('client-name')).toBe('Name is required.'));
    expect(errorLine('client-phoneNumber')).toBe('Enter an optional + followed by 10 to 15 digits.');
    expect(errorLine('client-email')).toBe('Enter an email like name@example.com.');
    expect(errorLine('client-vat')).toBe('A business needs a VAT number.');
    expect(calls).toEqual([]);
    await userEvent.type(field('client-name'), 'Jan');
    await userEvent.clear(field('client-phoneNumber'));
    await userEvent.type(field('client-phoneNumber'), '+32470111222');
    await userEvent.type(field('client-email'), 'example.be');
    // Issue 21: a Belgian number whose check digits are wrong (mod 97) is refused before anything is sent.
    await userEvent.type(field('client-vat'), 'be0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorLine('client-vat')).toBe(
        'This Belgian VAT number is not valid: its last two digits do not match (mod 97 check).',
      ),
    );
    expect(calls).toEqual([]);
    await userEvent.clear(field('client-vat'));
    await userEvent.type(field('client-vat'), 'be 0123.456.749');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/client_data',
        body: expect.objectContaining({
          name: 'Jan',
          phoneNumber: '+32470111222',
          email: 'jan@example.be',
          business: true,
          vat: expect.stringMatching(/^be ?0123\.?456\.?749$/i),
        }),
      },
    ]);
  });

  it('patches an edited client with its clientDataId and dataSource', async () => {
    const calls = fakeApi((c) => (c.method === 'PATCH' ? { status: 200, body: { data: CLAIRE } } : undefined));
    const onClose = vi.fn();
    renderWithClient(<ClientDialog client={CLAIRE} onClose={onClose} />);
    await userEvent.clear(field('client-city'));
    await userEvent.type(field('client-city'), 'Etterbeek');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/client_data',
        body: expect.objectContaining({ clientDataId: 5, dataSource: 'POS', city: 'Etterbeek', name: 'Claire Dubois' }),
      },
    ]);
  });
});
