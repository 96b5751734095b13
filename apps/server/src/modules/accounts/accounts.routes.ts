import {
  accountDetailSchema,
  addLinesSchema,
  applyPromoSchema,
  clientAccountSchema,
  correctionReasonSchema,
  envelope,
  idParam,
  openAccountSchema,
  paymentResultSchema,
  promoAppliedNoticeSchema,
  takePaymentSchema,
} from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { idempotent } from '../../lib/idempotency';
import { tenantOf } from '../../plugins/auth';
import { accountsConsoleRoutes } from './accounts.console.routes';
import { accountCorrections } from './accounts.corrections';
import { accountsService } from './accounts.service';

const accountParams = idParam('accountId');
const lineParams = accountParams.extend({ lineId: z.coerce.number().int().positive() });
const paymentParams = accountParams.extend({ paymentId: z.coerce.number().int().positive() });
const tags = ['terminal'];
const KEY = ' Accepts Idempotency-Key.';

/** The till's account calls (the console's are in accounts.console.routes.ts, registered here too). */
export const accountsRoutes: FastifyPluginAsyncZod<{ ctx: ServerContext }> = async (app, { ctx }) => {
  await accountsConsoleRoutes(app, { ctx });
  app.get(
    '/client_account/takeaway',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Open takeaway and delivery accounts, by number',
        response: { 200: envelope(z.array(clientAccountSchema)) },
      },
    },
    async (request) => ({ data: await accountsService.openTakeaway(ctx, tenantOf(request).orgId) }),
  );

  app.get(
    '/terminal/accounts/:accountId',
    {
      schema: {
        tags,
        summary: 'An account with its ordered products, payments, totals and VAT',
        params: accountParams,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => ({
      data: await accountsService.detail(ctx, tenantOf(request).orgId, request.params.accountId),
    }),
  );

  app.post(
    '/terminal/accounts',
    {
      schema: {
        tags,
        summary: `Open an account at a table, or a numbered takeaway or delivery, in the open shift.${KEY}`,
        body: openAccountSchema,
        response: { 200: envelope(clientAccountSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return idempotent(ctx, request, tenant.orgId, async (tx) => ({
        data: await accountsService.opened(tx, tenant.orgId, await accountsService.open(tx, tenant, request.body)),
      }));
    },
  );

  app.post(
    '/terminal/accounts/:accountId/lines',
    {
      schema: {
        tags,
        summary: `Order products (options are linked to their parent line); stock is decremented.${KEY}`,
        params: accountParams,
        body: addLinesSchema,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        await accountsService.addLines(tx, tenant, accountId, request.body);
        return { data: await accountsService.detail(tx, tenant.orgId, accountId) };
      });
    },
  );

  app.post(
    '/terminal/accounts/:accountId/lines/:lineId/void',
    {
      schema: {
        tags,
        summary: `Void an ordered product and its options (kept, marked reversed, audited).${KEY}`,
        params: lineParams,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId, lineId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        await accountsService.voidLine(tx, tenant, accountId, lineId);
        return { data: await accountsService.detail(tx, tenant.orgId, accountId) };
      });
    },
  );

  app.post(
    '/terminal/accounts/:accountId/payments',
    {
      schema: {
        tags,
        summary: `Take a payment; cash above the amount due is returned as change.${KEY}`,
        params: accountParams,
        body: takePaymentSchema,
        response: { 200: envelope(paymentResultSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        const { id, returned, view } = await accountsService.takePayment(tx, tenant, accountId, request.body);
        const account = await accountsService.accountOf(tx, tenant.orgId, view);
        const paymentTransaction = account.paymentTransactions.find((p) => p.paymentTransactionId === id)!;
        return { data: { paymentTransaction, changeReturned: returned / 100, account } };
      });
    },
  );

  app.post(
    '/terminal/accounts/:accountId/payments/:paymentId/void',
    {
      config: { ability: 'APP_CORRECT_PAYMENTS' },
      schema: {
        tags,
        summary: `Void a payment of an open account (kept, marked reversed, audited).${KEY}`,
        params: paymentParams,
        response: { 200: envelope(clientAccountSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId, paymentId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        await accountsService.voidPayment(tx, tenant, accountId, paymentId);
        return { data: await accountsService.account(tx, tenant.orgId, accountId) };
      });
    },
  );

  app.post(
    '/terminal/accounts/:accountId/close',
    {
      schema: {
        tags,
        summary: `Close a fully paid account (409 while something is left to pay).${KEY}`,
        params: accountParams,
        response: { 200: envelope(clientAccountSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        const view = await accountsService.closeAndView(tx, tenant, accountId);
        return { data: await accountsService.accountOf(tx, tenant.orgId, view) };
      });
    },
  );

  app.post(
    '/terminal/accounts/:accountId/void',
    {
      config: { ability: 'APP_CORRECT_PAYMENTS' },
      schema: {
        tags,
        summary:
          'Void a whole open account with its lines and payments (kept, audited, out of totals); a closed one is ' +
          `cancelled by a correction ticket with refunds (the body's reason is then required).${KEY}`,
        params: accountParams,
        body: correctionReasonSchema.nullish(),
        response: { 200: envelope(clientAccountSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        await accountCorrections.deleteAccount(tx, tenant, accountId, request.body ?? {});
        return { data: await accountsService.account(tx, tenant.orgId, accountId) };
      });
    },
  );
  // A promo code typed at the till, applied to an open ticket or taken off it (accounts.promo.ts).
  app.post(
    '/terminal/accounts/:accountId/promo',
    {
      schema: {
        operationId: 'applyTerminalAccountPromo',
        tags: ['terminal'],
        summary: `Apply a promo code to an open account: one discount line per VAT rate (refused outside its dates, when used up, unknown or not applicable). A ticket has one code: one it had is replaced and \`notice\` says so (PROMO_CODE_REPLACED).${KEY}`,
        params: accountParams,
        body: applyPromoSchema,
        response: { 200: envelope(accountDetailSchema).extend({ notice: promoAppliedNoticeSchema }) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        const { notice } = await accountsService.applyPromo(tx, tenant, accountId, request.body.promoCode);
        return { data: await accountsService.detail(tx, tenant.orgId, accountId), notice };
      });
    },
  );
  app.post(
    '/terminal/accounts/:accountId/promo/remove',
    {
      schema: {
        tags: ['terminal'],
        summary: `Take the promo code off an open account, with its discount lines.${KEY}`,
        params: accountParams,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { accountId } = request.params;
      return idempotent(ctx, request, tenant.orgId, async (tx) => {
        await accountsService.removePromo(tx, tenant, accountId);
        return { data: await accountsService.detail(tx, tenant.orgId, accountId) };
      });
    },
  );
};
