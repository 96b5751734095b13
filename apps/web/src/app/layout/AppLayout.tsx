import { Outlet } from 'react-router';
import { FullPageError, FullPageLoader } from '../../components/FullPageState';
import { useCurrentUser, useLogout, usePushConnection } from '../session';
import { SideNav } from './SideNav';

/** The signed-in shell: side navigation and the page. */
export function AppLayout() {
  const me = useCurrentUser();
  const logout = useLogout();
  usePushConnection();

  if (me.isPending) return <FullPageLoader />;
  if (me.isError) return <FullPageError error={me.error} onRetry={() => void me.refetch()} onSignOut={logout} />;

  return (
    <div className="shell">
      <SideNav user={me.data} />
      <main className="shell__main">
        <Outlet />
      </main>
    </div>
  );
}
