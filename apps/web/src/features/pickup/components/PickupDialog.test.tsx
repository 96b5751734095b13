import { emptyWeek } from '@comptoir/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithClient } from '../../../test/render';
import type { PickupLocation } from '../api';
import { PickupDialog } from './PickupDialog';

const errorOf = (id: string) => document.getElementById(`pickup-${id}-error`)?.textContent;
const input = (id: string) => document.getElementById(`pickup-${id}`) as HTMLInputElement;

const stand: PickupLocation = {
  pickupLocationId: 5,
  name: 'Stand',
  address: 'Place Flagey',
  phoneNumber: '+32470123456',
  orderOpeningHours: {
    order: {
      ...emptyWeek(),
      saturday: [
        { start: '08:00', end: '10:00' },
        { start: '11:00', end: '12:30' },
      ],
    },
    pickupTime: null,
  },
};

describe('PickupDialog', () => {
  it("gives the spec's messages: fields, the slot form, and 'Please add a time slot'", async () => {
    const calls = fakeApi();
    renderWithClient(<PickupDialog location={null} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('name')).toBe('Name is required'));
    expect(errorOf('address')).toBe('Address is required');
    expect(errorOf('phoneNumber')).toBe('Phone number is required');
    expect(errorOf('order')).toBe('Please add a time slot');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add slot' })[0]!);
    expect(errorOf('order-day')).toBe('Day is required.');
    expect(errorOf('order-start')).toBe('Start hour is required.');
    expect(errorOf('order-end')).toBe('End hour is required.');
    await userEvent.type(input('phoneNumber'), '+32 470');
    await waitFor(() =>
      expect(errorOf('phoneNumber')).toBe('Phone number must be an optional + followed by 10 to 15 digits'),
    );
    // The time field keeps digits and inserts the dot.
    await userEvent.type(input('order-start'), '9x30');
    expect(input('order-start').value).toBe('93.0');
    expect(calls).toEqual([]);
  });

  it('edits a location: a removed slot is gone from the PATCH it sends', async () => {
    const calls = fakeApi((c) => (c.method === 'PATCH' ? { status: 200, body: { data: stand } } : undefined));
    const onClose = vi.fn();
    renderWithClient(<PickupDialog location={stand} onClose={onClose} />);
    await userEvent.clear(input('name'));
    await userEvent.type(input('name'), ' Stand Flagey ');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Saturday 08:00–10:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/pickup-location/5',
        body: {
          name: 'Stand Flagey',
          address: 'Place Flagey',
          phoneNumber: '+32470123456',
          orderOpeningHours: {
            order: { ...emptyWeek(), saturday: [{ start: '11:00', end: '12:30' }] },
            pickupTime: emptyWeek(),
          },
        },
      },
    ]);
  });

  it('asks before discarding a removed slot', async () => {
    fakeApi();
    const onClose = vi.fn();
    renderWithClient(<PickupDialog location={stand} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Saturday 11:00–12:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
