import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorLine, fakeApi, renderWithClient, saveAndSent } from '../../../test/render';
import { ProductDialog } from './ProductDialog';

const groups = [
  { productGroupId: 3, name: 'Plats', vatIn: '12', vatOut: '6' },
  { productGroupId: 4, name: 'Boissons', vatIn: '21', vatOut: '21' },
];

function open(onClose = vi.fn()) {
  renderWithClient(
    <ProductDialog
      product={null}
      orgId={1}
      groups={groups}
      groupsFromApi
      ownProducts={[]}
      library={[]}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('ProductDialog', () => {
  it('marks the required fields and sends nothing', async () => {
    const calls = fakeApi();
    open();
    await userEvent.clear(screen.getByLabelText('Name', { exact: false, selector: 'input' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorLine('product-name')).toBe('Required'));
    expect(errorLine('product-group')).toBe('Required');
    expect(errorLine('product-vatIn')).toBe('Required');
    expect(errorLine('product-vatOut')).toBe('Required');
    expect(screen.getByText('Check the highlighted fields.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('starts a new product with its stock not counted, and sends the body of the form', async () => {
    const calls = fakeApi();
    open();
    const stock = screen.getByLabelText('Stock') as HTMLInputElement;
    expect(stock.value).toBe('');
    expect(screen.getByText("Leave empty not to count this product's stock")).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Name', { exact: false, selector: 'input' }));
    await userEvent.type(screen.getByLabelText('Name', { exact: false, selector: 'input' }), 'Croque');
    // The group pre-fills the VAT of a new product.
    await userEvent.click(document.querySelector('#product-group')?.closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Plats', hidden: true }));
    const sent = await saveAndSent(calls);
    expect(sent.path).toBe('/product');
    expect(sent.body).toMatchObject({
      name: 'Croque',
      productGroupId: 3,
      vatIn: 12,
      vatOut: 6,
      priceVatInclIn: '0.00',
      priceVatInclOut: '0.00',
      stock: null,
      color: '#8393F4',
      productBarcodes: [],
    });
    // The server's refusal shows in the dialog, which stays open.
    expect(await screen.findByText('Refused by the test')).toBeTruthy();
  });

  it('asks before closing a changed form, not an unchanged one', async () => {
    fakeApi();
    const onClose = open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText('Stock'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
