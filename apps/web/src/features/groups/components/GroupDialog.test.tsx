import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithClient, saveAndSent } from '../../../test/render';
import { GroupDialog } from './GroupDialog';

function open(onClose = vi.fn()) {
  renderWithClient(
    <GroupDialog
      group={null}
      groups={[]}
      printers={[{ id: 7, name: 'Cuisine', ipAddress: '192.168.1.50' }]}
      popupOffered={false}
      onClose={onClose}
    />,
  );
  return onClose;
}
const name = () => screen.getByLabelText('Name') as HTMLInputElement;

describe('GroupDialog', () => {
  it('requires a name, then sends the new group with its defaults and the chosen colour', async () => {
    const calls = fakeApi();
    open();
    expect(name().value).toBe('Name');
    await userEvent.clear(name());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.getElementById('group-name-error')?.textContent).toBe('Required'));
    expect(screen.getByText('Check the highlighted fields.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    // The message follows the typing once Save was tried.
    await userEvent.type(name(), 'Desserts');
    await waitFor(() => expect(document.getElementById('group-name-error')).toBeNull());
    await userEvent.click(screen.getByRole('radio', { name: 'Colour 6 (#00ACC1)' }));
    const sent = await saveAndSent(calls);
    expect(sent.path).toBe('/product_group');
    expect(sent.body).toMatchObject({
      name: 'Desserts',
      vatIn: '6',
      vatOut: '6',
      color: '#00ACC1',
      printers: [],
      imageUrl: null,
      activeHours: null,
      popupText: null,
    });
  });

  it('shows the server message of a field it names', async () => {
    fakeApi(() => ({
      status: 400,
      body: { message: 'Invalid input', code: 'VALIDATION', fieldErrors: { name: 'Name is at most 200 characters' } },
    }));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is at most 200 characters')).toBeTruthy();
  });

  it('asks before closing a changed form', async () => {
    fakeApi();
    const onClose = open();
    await userEvent.type(name(), ' du jour');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(name().value).toBe('Name du jour');
  });
});
