/**
 * The full route table (document 3 section 2). Pages that arrive with later issues show the shared "coming soon"
 * page: one line per route, replaced by the feature's own route when it lands.
 */
import { Navigate, type RouteObject } from 'react-router';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { AccountPage } from '../features/accounts/pages/AccountPage';
import { AccountSummaryPage } from '../features/accounts/pages/AccountSummaryPage';
import { OpenTablesPage } from '../features/accounts/pages/OpenTablesPage';
import { OpenTakeawayPage } from '../features/accounts/pages/OpenTakeawayPage';
import { AccountsHistoryPage } from '../features/analytics/pages/AccountsHistoryPage';
import { OrdersPage } from '../features/analytics/pages/OrdersPage';
import { PaymentsPage } from '../features/analytics/pages/PaymentsPage';
import { CheckAbilitiesPage } from '../features/auth/pages/CheckAbilitiesPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { MePage } from '../features/auth/pages/MePage';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage';
import { ProductGroupsPage } from '../features/groups/pages/ProductGroupsPage';
import { ImagesPage } from '../features/images/pages/ImagesPage';
import { CreateOrgPage } from '../features/orgs/pages/CreateOrgPage';
import { PrintersPage } from '../features/printers/pages/PrintersPage';
import { ProductsPage } from '../features/products/pages/ProductsPage';
import { SettingsPage } from '../features/settings/pages/SettingsPage';
import { ShiftDetailPage } from '../features/shifts/pages/ShiftDetailPage';
import { ShiftListPage } from '../features/shifts/pages/ShiftListPage';
import { ShiftStatsPage } from '../features/shifts/pages/ShiftStatsPage';
import { WorkerShiftDetailPage } from '../features/shifts/pages/WorkerShiftDetailPage';
import { StockPage } from '../features/stock/pages/StockPage';
import { TablesPage } from '../features/tables/pages/TablesPage';
import { UsersPage } from '../features/users/pages/UsersPage';
import { RedirectIfSignedIn, RequireSession } from './guards';
import { AppLayout } from './layout/AppLayout';
import type { NavItemId } from './layout/navItems';

const soon = (path: string, titleKey: `nav:items.${NavItemId}`): RouteObject => ({
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
  { path: 'products', element: <ProductsPage /> },
  { path: 'product_groups', element: <ProductGroupsPage /> },
  soon('kitchen', 'nav:items.kitchen'),
  soon('promo', 'nav:items.promo'),
  soon('pickup', 'nav:items.pickup'),
  { path: 'images', element: <ImagesPage /> },
  soon('external-integration', 'nav:items.externalIntegration'),
  soon('device', 'nav:items.device'),
  { path: 'settings', element: <SettingsPage /> },
  soon('website', 'nav:items.website'),
  { path: 'analytics/shifts', element: <ShiftListPage /> },
  { path: 'analytics/payments', element: <PaymentsPage /> },
  { path: 'analytics/orders', element: <OrdersPage /> },
  { path: 'analytics/accounts', element: <AccountsHistoryPage /> },
  { path: 'account-summary/:accountId', element: <AccountSummaryPage /> },
  { path: 'printers', element: <PrintersPage /> },
  { path: 'open-tables', element: <OpenTablesPage /> },
  { path: 'open-takeaway', element: <OpenTakeawayPage /> },
  { path: 'shift-details/:shiftId', element: <ShiftDetailPage /> },
  { path: 'shift-stats/:shiftId', element: <ShiftStatsPage key="shift" /> },
  { path: 'shift-stats/:startdate/:enddate', element: <ShiftStatsPage key="range" /> },
  { path: 'worker-shift-detail/:startdate/:enddate', element: <WorkerShiftDetailPage /> },
  { path: 'stock/:productId', element: <StockPage /> },
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
