/**
 * The full route table (document 3 section 2): every page of the spec has its screen.
 *
 * Every page, and the signed-in shell itself, is its own chunk (React.lazy): /login downloads only what it shows, and a
 * page's heavy parts (charts, dialogs, PDF and CSV code) arrive with the page that uses them.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/FullPageState';
import { NotFoundPage } from '../components/NotFoundPage';
import { loadAllNamespaces } from '../lib/i18n';
import { RedirectIfSignedIn, RequireSession } from './guards';

/** React.lazy for a module's named export. */
function named<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

/** A lazily loaded page with a loader while its chunk arrives. */
function page(Page: ComponentType, key?: string) {
  return (
    <Suspense key={key} fallback={<FullPageLoader />}>
      <Page />
    </Suspense>
  );
}

// The shell brings every namespace's texts with it (only those of /login are in the first download).
const AppLayout = named(
  () => Promise.all([import('./layout/AppLayout'), loadAllNamespaces()]).then(([module]) => module),
  'AppLayout',
);
const AccountPage = named(() => import('../features/accounts/pages/AccountPage'), 'AccountPage');
const AccountSummaryPage = named(() => import('../features/accounts/pages/AccountSummaryPage'), 'AccountSummaryPage');
const OpenTablesPage = named(() => import('../features/accounts/pages/OpenTablesPage'), 'OpenTablesPage');
const OpenTakeawayPage = named(() => import('../features/accounts/pages/OpenTakeawayPage'), 'OpenTakeawayPage');
const AuditPage = named(() => import('../features/audit/pages/AuditPage'), 'AuditPage');
const AccountsHistoryPage = named(
  () => import('../features/analytics/pages/AccountsHistoryPage'),
  'AccountsHistoryPage',
);
const OrdersPage = named(() => import('../features/analytics/pages/OrdersPage'), 'OrdersPage');
const PaymentsPage = named(() => import('../features/analytics/pages/PaymentsPage'), 'PaymentsPage');
const ClosuresPage = named(() => import('../features/closures/pages/ClosuresPage'), 'ClosuresPage');
const ClientsPage = named(() => import('../features/clients/pages/ClientsPage'), 'ClientsPage');
const CheckAbilitiesPage = named(() => import('../features/auth/pages/CheckAbilitiesPage'), 'CheckAbilitiesPage');
const LoginPage = named(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const MePage = named(() => import('../features/auth/pages/MePage'), 'MePage');
const DashboardPage = named(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage');
const ProductGroupsPage = named(() => import('../features/groups/pages/ProductGroupsPage'), 'ProductGroupsPage');
const DevicesPage = named(() => import('../features/devices/pages/DevicesPage'), 'DevicesPage');
const ImagesPage = named(() => import('../features/images/pages/ImagesPage'), 'ImagesPage');
const IntegrationsPage = named(() => import('../features/integrations/pages/IntegrationsPage'), 'IntegrationsPage');
const MenuPage = named(() => import('../features/menu/pages/MenuPage'), 'MenuPage');
const InvoicesPage = named(() => import('../features/invoices/pages/InvoicesPage'), 'InvoicesPage');
const KitchenPage = named(() => import('../features/kitchen/pages/KitchenPage'), 'KitchenPage');
const CreateOrgPage = named(() => import('../features/orgs/pages/CreateOrgPage'), 'CreateOrgPage');
const PickupPage = named(() => import('../features/pickup/pages/PickupPage'), 'PickupPage');
const IngredientsPage = named(() => import('../features/recipes/pages/IngredientsPage'), 'IngredientsPage');
const FoodCostPage = named(() => import('../features/recipes/pages/FoodCostPage'), 'FoodCostPage');
const RecipePage = named(() => import('../features/recipes/pages/RecipePage'), 'RecipePage');
const StockCountPage = named(() => import('../features/recipes/pages/StockCountPage'), 'StockCountPage');
const PromoPage = named(() => import('../features/promo/pages/PromoPage'), 'PromoPage');
const PrintersPage = named(() => import('../features/printers/pages/PrintersPage'), 'PrintersPage');
const ProductsPage = named(() => import('../features/products/pages/ProductsPage'), 'ProductsPage');
const SettingsPage = named(() => import('../features/settings/pages/SettingsPage'), 'SettingsPage');
const ShiftDetailPage = named(() => import('../features/shifts/pages/ShiftDetailPage'), 'ShiftDetailPage');
const ShiftListPage = named(() => import('../features/shifts/pages/ShiftListPage'), 'ShiftListPage');
const ShiftStatsPage = named(() => import('../features/shifts/pages/ShiftStatsPage'), 'ShiftStatsPage');
const WorkerShiftDetailPage = named(
  () => import('../features/shifts/pages/WorkerShiftDetailPage'),
  'WorkerShiftDetailPage',
);
const WebsitePage = named(() => import('../features/website/pages/WebsitePage'), 'WebsitePage');
const StockPage = named(() => import('../features/stock/pages/StockPage'), 'StockPage');
const TablesPage = named(() => import('../features/tables/pages/TablesPage'), 'TablesPage');
const UsersPage = named(() => import('../features/users/pages/UsersPage'), 'UsersPage');

export const shellRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/check_abilities" replace /> },
  { path: 'check_abilities', element: page(CheckAbilitiesPage) },
  { path: 'me', element: page(MePage) },
  { path: 'account/:accountId', element: page(AccountPage) },

  { path: 'dashboard', element: page(DashboardPage) },
  { path: 'users', element: page(UsersPage) },
  { path: 'tables', element: page(TablesPage) },
  { path: 'products', element: page(ProductsPage) },
  { path: 'product_groups', element: page(ProductGroupsPage) },
  { path: 'kitchen', element: page(KitchenPage) },
  { path: 'promo', element: page(PromoPage) },
  { path: 'pickup', element: page(PickupPage) },
  { path: 'images', element: page(ImagesPage) },
  { path: 'external-integration', element: page(IntegrationsPage) },
  { path: 'device', element: page(DevicesPage) },
  { path: 'settings', element: page(SettingsPage) },
  { path: 'audit', element: page(AuditPage) },
  { path: 'closures', element: page(ClosuresPage) },
  { path: 'website', element: page(WebsitePage) },
  { path: 'analytics/shifts', element: page(ShiftListPage) },
  { path: 'analytics/payments', element: page(PaymentsPage) },
  { path: 'analytics/orders', element: page(OrdersPage) },
  { path: 'analytics/accounts', element: page(AccountsHistoryPage) },
  { path: 'account-summary/:accountId', element: page(AccountSummaryPage) },
  { path: 'printers', element: page(PrintersPage) },
  { path: 'open-tables', element: page(OpenTablesPage) },
  { path: 'open-takeaway', element: page(OpenTakeawayPage) },
  { path: 'shift-details/:shiftId', element: page(ShiftDetailPage) },
  { path: 'shift-stats/:shiftId', element: page(ShiftStatsPage, 'shift') },
  { path: 'shift-stats/:startdate/:enddate', element: page(ShiftStatsPage, 'range') },
  { path: 'worker-shift-detail/:startdate/:enddate', element: page(WorkerShiftDetailPage) },
  { path: 'stock/:productId', element: page(StockPage) },
  { path: 'clients', element: page(ClientsPage) },
  { path: 'invoice', element: page(InvoicesPage) },
  { path: 'create-org', element: page(CreateOrgPage) },
  { path: 'menu', element: page(MenuPage) },
  { path: 'ingredients', element: page(IngredientsPage) },
  { path: 'stock-count', element: page(StockCountPage) },
  { path: 'food-cost', element: page(FoodCostPage) },
  { path: 'recipe/:productId', element: page(RecipePage) },

  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: page(LoginPage) }] },
  {
    path: '/',
    element: <RequireSession />,
    children: [{ element: page(AppLayout), children: shellRoutes }],
  },
];
