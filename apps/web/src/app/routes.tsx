/**
 * The full route table (document 3 section 2). Pages that arrive with later issues show the shared "coming soon"
 * page: one line per route, replaced by the feature's own route when it lands.
 */
import { Navigate, type RouteObject } from 'react-router';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { AccountPage } from '../features/accounts/pages/AccountPage';
import { CheckAbilitiesPage } from '../features/auth/pages/CheckAbilitiesPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { MePage } from '../features/auth/pages/MePage';
import { RedirectIfSignedIn, RequireSession } from './guards';
import { AppLayout } from './layout/AppLayout';

const soon = (path: string, titleKey: string): RouteObject => ({
  path,
  element: <ComingSoonPage key={path} titleKey={titleKey} />,
});

export const shellRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/check_abilities" replace /> },
  { path: 'check_abilities', element: <CheckAbilitiesPage /> },
  { path: 'me', element: <MePage /> },
  { path: 'account/:accountId', element: <AccountPage /> },

  soon('dashboard', 'nav:items.dashboard'),
  soon('users', 'nav:items.users'),
  soon('tables', 'nav:items.tables'),
  soon('products', 'nav:items.products'),
  soon('product_groups', 'nav:items.groups'),
  soon('kitchen', 'nav:items.kitchen'),
  soon('promo', 'nav:items.promo'),
  soon('pickup', 'nav:items.pickup'),
  soon('images', 'nav:items.images'),
  soon('external-integration', 'nav:items.externalIntegration'),
  soon('device', 'nav:items.device'),
  soon('settings', 'nav:items.settings'),
  soon('website', 'nav:items.website'),
  soon('analytics/shifts', 'nav:items.shifts'),
  soon('analytics/payments', 'nav:pages.payments'),
  soon('analytics/orders', 'nav:items.orders'),
  soon('analytics/accounts', 'nav:items.accounts'),
  soon('account-summary/:accountId', 'nav:pages.accountSummary'),
  soon('printers', 'nav:items.printers'),
  soon('open-tables', 'nav:pages.openTables'),
  soon('open-takeaway', 'nav:pages.openTakeaway'),
  soon('shift-details/:shiftId', 'nav:pages.shiftDetails'),
  soon('shift-stats/:shiftId', 'nav:pages.shiftStats'),
  soon('shift-stats/:startdate/:enddate', 'nav:pages.shiftStatsRange'),
  soon('worker-shift-detail/:startdate/:enddate', 'nav:pages.workerShifts'),
  soon('stock/:productId', 'nav:pages.stock'),
  soon('clients', 'nav:items.clients'),
  soon('invoice', 'nav:items.invoice'),
  soon('create-org', 'nav:items.createOrg'),
  soon('menu', 'nav:items.menu'),

  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: <LoginPage /> }] },
  {
    path: '/',
    element: <RequireSession />,
    children: [{ element: <AppLayout />, children: shellRoutes }],
  },
];
