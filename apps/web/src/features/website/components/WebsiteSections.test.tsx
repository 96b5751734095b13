import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testOrgSettings } from '../../../test/fixtures';
import { fakeApi, renderWithClient } from '../../../test/render';
import { WebsiteImagesSection } from './WebsiteImagesSection';
import { WebsiteOrgSection } from './WebsiteOrgSection';

const org = testOrgSettings({
  name: 'Demo Bistro',
  onlineOrderWebPageEnabled: true,
  onlineOrderOpen: true,
  onlineOrderMinAmount: 1250,
  logoImageUrl: 'https://cdn.example.com/old.png',
});
const answerOrg = (c: { method: string; path: string; body: unknown }) =>
  c.method === 'PATCH' && c.path === '/org'
    ? { status: 200, body: { data: { ...org, ...(c.body as object) } } }
    : c.path === '/product'
      ? { status: 200, body: { data: [] } }
      : undefined;

describe('website sections', () => {
  it('section 1 refuses an empty name, then sends its fields (amounts in cents, no delivery product as null)', async () => {
    const calls = fakeApi(answerOrg);
    renderWithClient(<WebsiteOrgSection org={org} />);
    const name = screen.getByLabelText('Organisation name') as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save online ordering' }));
    await waitFor(() => expect(document.getElementById('website-name-error')?.textContent).toBe('Required'));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await userEvent.type(name, ' Bistro Online ');
    await userEvent.click(screen.getByLabelText('Pay online'));
    await userEvent.click(screen.getByRole('button', { name: 'Save online ordering' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/org',
      body: {
        name: 'Bistro Online',
        onlineOrderOpen: true,
        onlineOrderHideNoStockProducts: false,
        onlineOrderEatInEnabled: false,
        onlineOrderDeliveryEnabled: false,
        onlineOrderFreeDeliveryMinAmount: 0,
        onlineOrderDeliveryProductId: null,
        onlineOrderMinAmount: 1250,
        onlineOrderBankTransferEnabled: false,
        payAtPickupEnabled: false,
        payOnlineEnabled: true,
      },
    });
  });

  it('section 3 sends the typed addresses, a cleared one as null', async () => {
    const calls = fakeApi(answerOrg);
    renderWithClient(<WebsiteImagesSection org={org} />);
    const logo = document.getElementById('website-logo') as HTMLInputElement;
    const banner = document.getElementById('website-banner') as HTMLInputElement;
    await userEvent.clear(logo);
    await userEvent.type(banner, 'https://cdn.example.com/banner.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save images' }));
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]).toEqual({
      method: 'PATCH',
      path: '/org',
      body: { logoImageUrl: null, bannerImageUrl: 'https://cdn.example.com/banner.png' },
    });
  });
});
