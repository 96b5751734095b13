import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithClient, saveAndSent } from '../../../test/render';
import { PromoDialog } from './PromoDialog';

const input = (id: string) => document.getElementById(`promo-${id}`) as HTMLInputElement;
/** Types a whole day at once (the calendar reads the text when it parses as a date). */
async function typeDay(id: string, day: string) {
  await userEvent.tripleClick(input(id));
  await userEvent.paste(day);
  await userEvent.keyboard('{Escape}');
}
const errorOf = (field: string) => document.getElementById(`promo-${field}-error`)?.textContent;
const groups = { status: 200, body: { data: [{ productGroupId: 3, name: 'Softs' }] } };

describe('PromoDialog', () => {
  it('checks the rules of the spec before sending, then sends the defaults with what was typed', async () => {
    const calls = fakeApi((c) => (c.path === '/promo/groups' ? groups : undefined));
    renderWithClient(<PromoDialog onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('code')).toBe('Promo code is required'));
    expect(errorOf('discountAmount')).toBe('Discount amount is required');
    expect(errorOf('startDate')).toBe('Start date is required');
    expect(errorOf('endDate')).toBe('End date is required');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Code/), 'promo-1');
    await waitFor(() => expect(errorOf('code')).toBe('Promo code must contain only letters and numbers'));
    await userEvent.clear(screen.getByLabelText(/^Code/));
    await userEvent.type(screen.getByLabelText(/^Code/), 'promo1');
    await userEvent.type(screen.getByLabelText(/^Amount/), '15');
    await typeDay('startDate', '2026-02-01');
    await typeDay('endDate', '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('endDate')).toBe('Start date must be before end date'));
    expect(errorOf('startDate')).toBe('Start date must be before end date');
    await typeDay('endDate', '2026-03-31');
    const sent = await saveAndSent(calls);
    expect(sent.path).toBe('/promo');
    expect(sent.body).toMatchObject({
      promoCode: 'promo1',
      promoCodeType: 'PERCENTAGE',
      discountAmount: 15,
      startDate: new Date(2026, 1, 1).getTime(),
      endDate: new Date(2026, 2, 31, 23, 59, 59, 999).getTime(),
      maxUses: 1,
      usedCount: 0,
      autoActivate: false,
      applyGroupId: null,
    });
  });

  it('shows the server message of a field it names', async () => {
    fakeApi((c) =>
      c.path === '/promo/groups'
        ? groups
        : {
            status: 409,
            body: { message: 'Taken', code: 'CONFLICT', fieldErrors: { promoCode: 'This promo code already exists' } },
          },
    );
    renderWithClient(<PromoDialog onClose={vi.fn()} />);
    await userEvent.click(document.querySelector('#promo-type')?.closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'M + N free (same price)', hidden: true }));
    expect(input('discountAmount')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Code/), 'DUP');
    await userEvent.type(input('mAmount'), '2');
    await userEvent.type(input('nAmount'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This promo code already exists')).toBeTruthy();
  });
});
