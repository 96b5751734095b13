/** The session (the signed-in user, their abilities and organisation): what features use of it. */
export {
  useChangeOwnPassword,
  useChangeOwnPincode,
  useCurrentUser,
  useLogin,
  useLogout,
  useSwitchOrganization,
} from './session';
