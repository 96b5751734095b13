/**
 * The analytics feature's front door: what the rest of the console may use of it. Its pages load only through
 * app/routes.tsx (a chunk each).
 */
export { PayTypeTag } from './components/PayTypeTag';
export { totalItems } from './totalItems';
