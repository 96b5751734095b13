/**
 * The groups feature's front door: what the rest of the console may use of it. Its pages load only through
 * app/routes.tsx (a chunk each).
 */
export { type GroupChoice, groupChoicesQueryOptions, groupKeys, useGroups } from './api';
export { GroupDialog } from './components/GroupDialog';
export { InlineName } from './components/InlineName';
export { useGroupActions } from './hooks/useGroupActions';
export { useGroupPrinters } from './hooks/useGroupPrinters';
