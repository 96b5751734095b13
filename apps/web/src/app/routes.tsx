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
import { DashboardPage } from '../features/dashboard/pages/DashboardPage';
import { CreateOrgPage } from '../features/orgs/pages/CreateOrgPage';
import { PrintersPage } from '../features/printers/pages/PrintersPage';
import { SettingsPage } from '../features/settings/pages/SettingsPage';
import { TablesPage } from '../features/tables/pages/TablesPage';
import { UsersPage } from '../features/users/pages/UsersPage';
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

  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'tables', element: <TablesPage /> },
  soon('products', 'nav:items.products'),
  soon('product_groups', 'nav:items.groups'),
  soon('kitchen', 'nav:items.kitchen'),
  soon('promo', 'nav:items.promo'),
  soon('pickup', 'nav:items.pickup'),
  soon('images', 'nav:items.images'),
  soon('external-integration', 'nav:items.externalIntegration'),
  soon('device', 'nav:items.device'),
  { path: 'settings', element: <SettingsPage /> },
  soon('website', 'nav:items.website'),
  soon('analytics/shifts', 'nav:items.shifts'),
  soon('analytics/payments', 'nav:pages.payments'),
  soon('analytics/orders', 'nav:items.orders'),
  soon('analytics/accounts', 'nav:items.accounts'),
  soon('account-summary/:accountId', 'nav:pages.accountSummary'),
  { path: 'printers', element: <PrintersPage /> },
  soon('open-tables', 'nav:pages.openTables'),
  soon('open-takeaway', 'nav:pages.openTakeaway'),
  soon('shift-details/:shiftId', 'nav:pages.shiftDetails'),
  soon('shift-stats/:shiftId', 'nav:pages.shiftStats'),
  soon('shift-stats/:startdate/:enddate', 'nav:pages.shiftStatsRange'),
  soon('worker-shift-detail/:startdate/:enddate', 'nav:pages.workerShifts'),
  soon('stock/:productId', 'nav:pages.stock'),
  soon('clients', 'nav:items.clients'),
  soon('invoice', 'nav:items.invoice'),
  { path: 'create-org', element: <CreateOrgPage /> },
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
