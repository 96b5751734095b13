/**
 * The shifts feature's front door: what the rest of the console may use of it. Its pages load only through
 * app/routes.tsx (a chunk each).
 */
export { useOpenShift } from './api';
export { ShiftCashDialog } from './components/ShiftCashDialog';
export { EMPTY_OPEN_SHIFT, isShiftOpenAlready, openShiftBody, openShiftFormSchema } from './shiftCash';
