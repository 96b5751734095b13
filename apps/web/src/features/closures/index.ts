/**
 * The closures feature's front door (issue 24): what the rest of the console may use of it. Its page loads only
 * through app/routes.tsx (a chunk).
 */
export { journalKeys } from './api';
