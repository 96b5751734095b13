import { type AccountDetail, type ClientAccount, centsToString } from '@comptoir/shared';
import type { Random } from '../demo/random';
import { ApiError } from './api';
import { accountLabel, cents, dueOf, type Terminal } from './terminal';
import { type Catalogue, chooseLines, describeLines, type LineInput, paymentPlan, type TillCatalogue } from './ticket';

/** What the tills of one run share: the tables one of them is about to open, so two tills do not race for it. */
export interface Shared {
  claimedTables: Set<number>;
}

export interface PlayContext {
  rnd: Random;
  cat: TillCatalogue;
  shared: Shared;
  pause: () => Promise<void>;
  /** Codes tried on a share of the tickets. */
  promo: { codes: string[]; chance: number };
}

interface PaymentResult {
  changeReturned: number;
  account: ClientAccount;
}

/** A free table (not occupied on the server, not being opened by another till of this run), or null. */
async function freeTable(t: Terminal, shared: Shared, rnd: Random): Promise<number | null> {
  const { tables } = await t.api.get<Catalogue>('/terminal/catalogue');
  const free = tables.filter((x) => !x.occupied && !shared.claimedTables.has(x.tableId));
  return free.length ? rnd.pick(free).tableId : null;
}

/** Opens a ticket: at a free table most of the time, else a takeaway (now and then a delivery). */
async function openAccount(t: Terminal, { rnd, shared }: PlayContext): Promise<ClientAccount> {
  const tableId = rnd.chance(0.75) ? await freeTable(t, shared, rnd) : null;
  const other = { kind: rnd.chance(0.15) ? 'DELIVERY' : 'TAKEAWAY' };
  if (tableId === null) return t.api.post<ClientAccount>('/terminal/accounts', other, { idempotent: true });
  shared.claimedTables.add(tableId);
  try {
    return await t.api.post<ClientAccount>('/terminal/accounts', { kind: 'TABLE', tableId }, { idempotent: true });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 409)) throw err;
    t.stats.tableConflicts++;
    t.log(`table was taken by another till (${err.message}): taking away instead`);
    return t.api.post<ClientAccount>('/terminal/accounts', other, { idempotent: true });
  } finally {
    shared.claimedTables.delete(tableId);
  }
}

async function order(t: Terminal, ctx: PlayContext, account: ClientAccount, label: string, max: number) {
  const accountId = account.clientAccountId;
  // The server charges the out prices on takeaway and delivery tickets; the till chooses its options by them too.
  const lines: (LineInput & { comment?: string })[] = chooseLines(ctx.rnd, ctx.cat, max, account.kind);
  // Now and then the waiter sends a kitchen message with the order (it changes no amount).
  const note = t.kitchenMessages.length && ctx.rnd.chance(0.2) ? ctx.rnd.pick(t.kitchenMessages) : undefined;
  if (note && lines[0]) lines[0] = { ...lines[0], comment: note };
  const detail = await t.api.post<AccountDetail>(
    `/terminal/accounts/${accountId}/lines`,
    { lines },
    { idempotent: true },
  );
  const with_ = note ? ` (kitchen: ${note})` : '';
  t.log(
    `${label}: ordered ${describeLines(ctx.cat, lines)}${with_} -> ${centsToString(cents(detail.totalData.total))}`,
  );
  return detail;
}

/** Voids one main product (with its options), when the ticket has at least two. */
async function maybeVoid(t: Terminal, ctx: PlayContext, detail: AccountDetail, label: string) {
  const mains = detail.orderedProducts.filter(
    (l) => !l.reversed && l.linkedToOrderedProductId === null && l.productId !== null,
  );
  if (mains.length < 2 || !ctx.rnd.chance(0.15)) return detail;
  const line = ctx.rnd.pick(mains);
  const id = detail.clientAccount.clientAccountId;
  const after = await t.api.post<AccountDetail>(
    `/terminal/accounts/${id}/lines/${line.orderedProductId}/void`,
    {},
    { idempotent: true },
  );
  t.stats.voidedLines++;
  t.log(`${label}: voided ${line.product.name} -> ${centsToString(cents(after.totalData.total))}`);
  return after;
}

/** Now and then the customer has a promo code: applied, or refused (not applicable, used up...) as at a real till. */
async function maybePromo(t: Terminal, ctx: PlayContext, detail: AccountDetail, label: string) {
  if (ctx.promo.codes.length === 0 || !ctx.rnd.chance(ctx.promo.chance)) return detail;
  const promoCode = ctx.rnd.pick(ctx.promo.codes);
  const id = detail.clientAccount.clientAccountId;
  try {
    const after = await t.api.post<AccountDetail>(
      `/terminal/accounts/${id}/promo`,
      { promoCode },
      { idempotent: true },
    );
    t.stats.promoCodes++;
    t.log(`${label}: promo code ${promoCode} -> ${centsToString(cents(after.totalData.total))}`);
    return after;
  } catch (err) {
    if (!(err instanceof ApiError && err.reason?.startsWith('PROMO_CODE_'))) throw err;
    t.log(`${label}: promo code ${promoCode} refused (${err.message})`);
    return detail;
  }
}

/** Closes a paid ticket; when another till took the last use of its promo code, the code goes and the rest is paid. */
async function close(t: Terminal, id: number): Promise<ClientAccount> {
  try {
    return await t.api.post<ClientAccount>(`/terminal/accounts/${id}/close`, {}, { idempotent: true });
  } catch (err) {
    if (!(err instanceof ApiError && err.reason === 'PROMO_CODE_USED_UP')) throw err;
    const detail = await t.api.post<AccountDetail>(`/terminal/accounts/${id}/promo/remove`, {}, { idempotent: true });
    const due = dueOf(detail);
    await t.api.post(
      `/terminal/accounts/${id}/payments`,
      { paymentType: 'CARD', amountPaid: centsToString(due) },
      { idempotent: true },
    );
    t.stats.cardCents += due;
    t.log(`#${id}: promo code used up meanwhile, removed; ${centsToString(due)} more by card`);
    return t.api.post<ClientAccount>(`/terminal/accounts/${id}/close`, {}, { idempotent: true });
  }
}

async function payAndClose(t: Terminal, ctx: PlayContext, detail: AccountDetail, label: string) {
  const id = detail.clientAccount.clientAccountId;
  const steps = paymentPlan(ctx.rnd, dueOf(detail));
  for (const [i, step] of steps.entries()) {
    const paid = await t.api.post<PaymentResult>(
      `/terminal/accounts/${id}/payments`,
      { paymentType: step.paymentType, amountPaid: centsToString(step.cents) },
      { idempotent: true },
    );
    const change = cents(paid.changeReturned);
    if (step.paymentType === 'CASH') t.stats.cashCents += step.cents - change;
    else t.stats.cardCents += step.cents;
    t.stats.changeCents += change;
    const split = steps.length > 1 ? ` (part ${i + 1}/${steps.length})` : '';
    const changeText = change ? `, change ${centsToString(change)}` : '';
    t.log(`${label}: paid ${centsToString(step.cents)} ${step.paymentType.toLowerCase()}${split}${changeText}`);
    if (i < steps.length - 1) await ctx.pause();
  }
  await ctx.pause();
  const closed = await close(t, id);
  const total = cents(closed.totalData.total);
  t.stats.tickets++;
  t.stats.totalCents += total;
  t.log(`${label}: closed, ${centsToString(total)}`);
}

/** One ticket from opening to closing, with pauses between the steps as at a real till. */
export async function playTicket(t: Terminal, ctx: PlayContext): Promise<void> {
  let account: ClientAccount | null = null;
  let label = '';
  try {
    account = await openAccount(t, ctx);
    label = accountLabel(account);
    t.log(`${label}: opened`);
    await ctx.pause();
    let detail = await order(t, ctx, account, label, 5);
    if (account.table && ctx.rnd.chance(0.3)) {
      await ctx.pause();
      detail = await order(t, ctx, account, label, 2);
    }
    await ctx.pause();
    detail = await maybePromo(t, ctx, detail, label);
    await ctx.pause();
    detail = await maybeVoid(t, ctx, detail, label);
    await ctx.pause();
    await payAndClose(t, ctx, detail, label);
  } catch (err) {
    t.stats.errors++;
    t.log(`${label || 'ticket'}: ERROR ${err instanceof Error ? err.message : String(err)}`);
    if (account) await settle(t, account.clientAccountId, label);
  }
}

/** After an error, tries once to leave no ticket open: pays what is due by card and closes. */
async function settle(t: Terminal, accountId: number, label: string): Promise<void> {
  try {
    const detail = await t.api.get<AccountDetail>(`/terminal/accounts/${accountId}`);
    if (detail.clientAccount.status !== 'OPEN') return;
    const due = dueOf(detail);
    if (due > 0) {
      const body = { paymentType: 'CARD', amountPaid: centsToString(due) };
      await t.api.post(`/terminal/accounts/${accountId}/payments`, body, { idempotent: true });
    }
    const closed = await close(t, accountId);
    t.stats.tickets++;
    t.stats.totalCents += cents(closed.totalData.total);
    t.stats.cardCents += Math.max(due, 0);
    t.log(`${label}: settled by card and closed after the error`);
  } catch (err) {
    t.log(`${label}: left open (${err instanceof Error ? err.message : String(err)})`);
  }
}
