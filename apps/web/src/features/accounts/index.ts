/**
 * The accounts feature's front door: what the rest of the console may use of it. Its pages load only through
 * app/routes.tsx (a chunk each).
 */
export { useDeleteAccount, useDeleteOrderedProduct } from './api';
export { useAccountDelete } from './hooks/useAccountDelete';
export { useCorrectedDelete } from './hooks/useCorrectedDelete';
