import type { AccountDetail, ClientAccount, KitchenMessage, LoginResponse, Shift } from '@comptoir/shared';
import { type Api, ApiError } from './api';
import type { Catalogue } from './ticket';

export interface TerminalStats {
  tickets: number;
  /** Sum of the closed tickets' totals. */
  totalCents: number;
  cashCents: number;
  cardCents: number;
  changeCents: number;
  voidedLines: number;
  /** Promo codes applied to tickets (refused ones not counted). */
  promoCodes: number;
  /** Another till took the table first: the ticket became a takeaway. */
  tableConflicts: number;
  errors: number;
}

export const emptyStats = (): TerminalStats => ({
  tickets: 0,
  totalCents: 0,
  cashCents: 0,
  cardCents: 0,
  changeCents: 0,
  voidedLines: 0,
  promoCodes: 0,
  tableConflicts: 0,
  errors: 0,
});

/** A signed-in till with its catalogue, ready to take tickets. */
export interface Terminal {
  n: number;
  username: string;
  api: Api;
  catalogue: Catalogue;
  /** The organisation's kitchen messages: now and then one goes with an order as the comment of its first line. */
  kitchenMessages: string[];
  clockedIn: boolean;
  log: (message: string) => void;
  stats: TerminalStats;
}

export class LoginError extends Error {}

/** Amounts in the API are numbers with 2 decimals. */
export const cents = (amount: number): number => Math.round(amount * 100);

/**
 * Signs in, registers the device (serial SIM-<org>-<n>), makes sure a shift is open (150.00 in the till; another till
 * opening it at the same moment answers 409, which is fine), clocks the worker in and loads the catalogue.
 */
export async function setUpTerminal(
  api: Api,
  opts: { orgId: number; n: number; username: string; password: string; log: (line: string) => void },
): Promise<Terminal> {
  const { orgId, n, username } = opts;
  const log = (message: string) => opts.log(`T${n} ${username.padEnd(8)} ${message}`);
  let session: LoginResponse;
  try {
    session = await api.post<LoginResponse>('/user/login', { orgId, username, password: opts.password });
  } catch (err) {
    if (err instanceof ApiError) {
      throw new LoginError(`Login failed for "${username}" in organisation ${orgId}: ${err.message} (${err.status})`);
    }
    throw err;
  }
  const authed = api.withToken(session.token);
  log(`signed in (${session.type})`);

  const serialNumber = `SIM-${orgId}-${n}`;
  await authed.post('/terminal/devices', {
    serialNumber,
    model: 'Comptoir simulator',
    brand: 'Comptoir',
    osVersion: `Node.js ${process.versions.node}`,
    appVersion: 'simulator',
  });
  log(`device ${serialNumber} registered`);

  const current = await authed.get<Shift | null>('/shift/current');
  if (current) log(`shift #${current.shiftNumber} is open`);
  else {
    try {
      const shift = await authed.post<Shift>('/shift', { currentCash: '150.00' }, { idempotent: true });
      log(`opened shift #${shift.shiftNumber} with 150.00 in the till`);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409)) throw err;
      log('shift opened by another till meanwhile');
    }
  }

  let clockedIn = false;
  try {
    await authed.post('/terminal/worker-shifts/clock-in', {});
    clockedIn = true;
    log('clocked in');
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 409)) throw err;
    log('already clocked in');
  }

  const catalogue = await authed.get<Catalogue>('/terminal/catalogue');
  log(`catalogue: ${catalogue.products.length} products, ${catalogue.tables.length} tables`);
  const kitchenMessages = (await authed.get<KitchenMessage[]>('/terminal/kitchen-messages')).map((m) => m.text);
  log(`kitchen messages: ${kitchenMessages.length}`);
  return { n, username, api: authed, catalogue, kitchenMessages, clockedIn, log, stats: emptyStats() };
}

export async function clockOut(t: Terminal): Promise<void> {
  if (!t.clockedIn) return;
  try {
    await t.api.post('/terminal/worker-shifts/clock-out', {});
    t.clockedIn = false;
    t.log('clocked out');
  } catch (err) {
    // Another till signed in as the same worker clocked them out already.
    if (!(err instanceof ApiError && err.status === 409)) throw err;
  }
}

export function accountLabel(a: ClientAccount): string {
  if (a.table) return `table ${a.table.tableNumber} #${a.clientAccountId}`;
  return `${a.kind.toLowerCase()} ${a.takeawayNumber ?? ''} #${a.clientAccountId}`.replace('  ', ' ');
}

/** What is still to pay on an account, from the detail answered by line calls. */
export const dueOf = (detail: AccountDetail): number => cents(detail.clientAccount.dueAmount);
