import { Navigate, Outlet } from 'react-router';
import { useSessionToken } from '../lib/session';

/** Every route but /login needs a session (document 1 section 2). */
export function RequireSession() {
  const token = useSessionToken();
  return token ? <Outlet /> : <Navigate to="/login" replace />;
}

/** A signed-in user opening /login goes to /. */
export function RedirectIfSignedIn() {
  const token = useSessionToken();
  return token ? <Navigate to="/" replace /> : <Outlet />;
}
