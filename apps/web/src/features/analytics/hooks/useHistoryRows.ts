import { hasAbility } from '@comptoir/shared';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../app/session';

/**
 * What the rows of a history table (ordered products, accounts) need besides their data: the organisation's time
 * zone, whether the user may delete them (a correction: APP_CORRECT_PAYMENTS), whether ids show (super users), and
 * the way to a row's account.
 */
export function useHistoryRows() {
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  return {
    timeZone: user?.organization.timeZone,
    canDelete: user ? hasAbility(user, 'APP_CORRECT_PAYMENTS') : false,
    showId: user?.isSuperUser ?? false,
    openAccount: (clientAccountId: number) => void navigate(`/account-summary/${clientAccountId}`),
  };
}
