import { landingPath } from '@comptoir/shared';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../app/session';
import { FullPageLoader } from '../../../components/FullPageState';

/** /check_abilities: sends the user to the first page their abilities allow (document 1 section 2). */
// Not a DataPage: a redirect to the first page the abilities allow; it shows nothing.
export function CheckAbilitiesPage() {
  const me = useCurrentUser();
  if (!me.data) return <FullPageLoader />;
  return <Navigate to={landingPath(me.data)} replace />;
}
