import {
  accountDetailSchema,
  addLinesSchema,
  applyPromoSchema,
  clientAccountSchema,
  correctionReasonSchema,
  envelope,
  openAccountSchema,
  paymentResultSchema,
  promoAppliedNoticeSchema,
  takePaymentSchema,
} from '@comptoir/shared';
import { z } from 'zod';
import { accountIdParam, lineIdParam, paymentIdParam } from '../../db/ticket-ids';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { accountsConsoleRoutes } from './accounts.console.routes';
import { accountCorrections } from './accounts.corrections';
import { accountsService } from './accounts.service';

const accountParams = z.object({ accountId: accountIdParam() });
const lineParams = accountParams.extend({ lineId: lineIdParam() });
const paymentParams = accountParams.extend({ paymentId: paymentIdParam() });

/** The till's account calls (the console's are in accounts.console.routes.ts, registered here too). */
export const accountsRoutes = routes({ tags: ['terminal'] }, async (route, ctx, app) => {
  await accountsConsoleRoutes(app, { ctx });
  const correct = { ability: 'APP_CORRECT_PAYMENTS' } as const;

  route.get(
    '/client_account/takeaway',
    {
      tags: ['accounts'],
      summary: 'Open takeaway and delivery accounts, by number',
      data: z.array(clientAccountSchema),
    },
    (request) => accountsService.openTakeaway(scopeOf(request)),
  );

  route.get(
    '/terminal/accounts/:accountId',
    {
      summary: 'An account with its ordered products, payments, totals and VAT',
      params: accountParams,
      data: accountDetailSchema,
    },
    (request) => accountsService.detail(scopeOf(request), request.params.accountId),
  );

  route.post(
    '/terminal/accounts',
    {
      summary: 'Open an account at a table, or a numbered takeaway or delivery, in the open shift.',
      idempotent: true,
      body: openAccountSchema,
      data: clientAccountSchema,
    },
    async (request, tx) => {
      return accountsService.opened(scopeOf(request), await accountsService.open(tx, scopeOf(request), request.body));
    },
  );

  route.post(
    '/terminal/accounts/:accountId/lines',
    {
      summary: 'Order products (options are linked to their parent line); stock is decremented.',
      idempotent: true,
      params: accountParams,
      body: addLinesSchema,
      data: accountDetailSchema,
    },
    async (request, tx) => {
      await accountsService.addLines(tx, scopeOf(request), request.params.accountId, request.body);
      return accountsService.detail(scopeOf(request), request.params.accountId);
    },
  );

  route.post(
    '/terminal/accounts/:accountId/lines/:lineId/void',
    {
      summary: 'Void an ordered product and its options (kept, marked reversed, audited).',
      idempotent: true,
      params: lineParams,
      data: accountDetailSchema,
    },
    async (request, tx) => {
      const { accountId, lineId } = request.params;
      await accountsService.voidLine(tx, scopeOf(request), accountId, lineId);
      return accountsService.detail(scopeOf(request), accountId);
    },
  );

  route.post(
    '/terminal/accounts/:accountId/payments',
    {
      summary: 'Take a payment; cash above the amount due is returned as change.',
      idempotent: true,
      params: accountParams,
      body: takePaymentSchema,
      data: paymentResultSchema,
    },
    async (request, tx) => {
      const { id, returned, view } = await accountsService.takePayment(
        tx,
        scopeOf(request),
        request.params.accountId,
        request.body,
      );
      const account = await accountsService.accountOf(scopeOf(request), view);
      const paymentTransaction = account.paymentTransactions.find((p) => p.paymentTransactionId === id)!;
      return { paymentTransaction, changeReturned: returned / 100, account };
    },
  );

  route.post(
    '/terminal/accounts/:accountId/payments/:paymentId/void',
    {
      config: correct,
      summary: 'Void a payment of an open account (kept, marked reversed, audited).',
      idempotent: true,
      params: paymentParams,
      data: clientAccountSchema,
    },
    async (request, tx) => {
      const { accountId, paymentId } = request.params;
      await accountsService.voidPayment(tx, scopeOf(request), accountId, paymentId);
      return accountsService.account(scopeOf(request), accountId);
    },
  );

  route.post(
    '/terminal/accounts/:accountId/close',
    {
      summary: 'Close a fully paid account (409 while something is left to pay).',
      idempotent: true,
      params: accountParams,
      data: clientAccountSchema,
    },
    async (request, tx) => {
      const view = await accountsService.closeAndView(tx, scopeOf(request), request.params.accountId);
      return accountsService.accountOf(scopeOf(request), view);
    },
  );

  route.post(
    '/terminal/accounts/:accountId/void',
    {
      config: correct,
      summary:
        'Void a whole open account with its lines and payments (kept, audited, out of totals); a closed one is ' +
        "cancelled by a correction ticket with refunds (the body's reason is then required).",
      idempotent: true,
      params: accountParams,
      body: correctionReasonSchema.nullish(),
      data: clientAccountSchema,
    },
    async (request, tx) => {
      const { accountId } = request.params;
      await accountCorrections.deleteAccount(tx, scopeOf(request), accountId, request.body ?? {});
      return accountsService.account(scopeOf(request), accountId);
    },
  );
  // A promo code typed at the till, applied to an open ticket or taken off it (accounts.promo.ts).
  route.reply(
    'post',
    '/terminal/accounts/:accountId/promo',
    {
      operationId: 'applyTerminalAccountPromo',
      summary:
        'Apply a promo code to an open account: one discount line per VAT rate (refused outside its dates, when used ' +
        'up, unknown or not applicable). A ticket has one code: one it had is replaced and `notice` says so ' +
        '(PROMO_CODE_REPLACED).',
      idempotent: true,
      params: accountParams,
      body: applyPromoSchema,
      response: envelope(accountDetailSchema).extend({ notice: promoAppliedNoticeSchema }),
    },
    async (request, _reply, tx) => {
      const { accountId } = request.params;
      const { notice } = await accountsService.applyPromo(tx, scopeOf(request), accountId, request.body.promoCode);
      return { data: await accountsService.detail(scopeOf(request), accountId), notice };
    },
  );
  route.post(
    '/terminal/accounts/:accountId/promo/remove',
    {
      summary: 'Take the promo code off an open account, with its discount lines.',
      idempotent: true,
      params: accountParams,
      data: accountDetailSchema,
    },
    async (request, tx) => {
      await accountsService.removePromo(tx, scopeOf(request), request.params.accountId);
      return accountsService.detail(scopeOf(request), request.params.accountId);
    },
  );
});
