/**
 * The session: the signed-in user, their abilities and organisation, and the push connection opened while signed in.
 * What features use of it; the token itself is lib/session.ts.
 */
export { ACCOUNTS_UPDATED, usePushConnection, usePushEvent } from './push';
export {
  useChangeOwnPassword,
  useChangeOwnPincode,
  useCurrentUser,
  useLogin,
  useLogout,
  useSwitchOrganization,
} from './session';
