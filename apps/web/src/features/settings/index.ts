/**
 * The settings feature's front door: what the rest of the console may use of it. Its pages load only through
 * app/routes.tsx (a chunk each).
 */
export { orgKeys, useOnlineOrderOpen, useOrganization, useSaveOrganization } from './api';
