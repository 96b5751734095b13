import {
  type AbilityCode,
  accountDetailSchema,
  changePaymentTypeSchema,
  clientAccountSchema,
  correctionReasonSchema,
  hasAbility,
  updateOrderedProductSchema,
} from '@comptoir/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountIdParam, lineIdParam, paymentIdParam } from '../../db/ticket-ids';
import { forbidden } from '../../lib/errors';
import { scopeOf } from '../../plugins/auth';
import { routes } from '../../plugins/route-kit';
import { accountCorrections } from './accounts.corrections';
import { accountsService } from './accounts.service';

/**
 * The console's account calls (document 3 section 7): the account summary and its corrections. Reading a summary
 * needs one of the abilities whose pages open it; correcting payments or voiding an account needs
 * APP_CORRECT_PAYMENTS, as at the till.
 */
const SUMMARY_READERS: AbilityCode[] = [
  'ANALYTICS_ACCOUNTS',
  'ANALYTICS_ORDERS',
  'ANALYTICS_PAYMENTS',
  'ANALYTICS_SHIFTS',
  'APP_CORRECT_PAYMENTS',
];

export function requireAnyAbility(codes: readonly AbilityCode[]) {
  return async (request: FastifyRequest) => {
    const { user } = scopeOf(request);
    if (!codes.some((code) => hasAbility(user, code))) {
      throw forbidden(`This needs one of the abilities ${codes.join(', ')}`, undefined, {
        reason: 'MISSING_ABILITY',
        params: { abilities: codes.join(',') },
      });
    }
  };
}

const accountParams = z.object({ id: accountIdParam() });
const paymentParams = z.object({ clientAccountId: accountIdParam(), paymentTransactionId: paymentIdParam() });
const lineParams = z.object({ orderedProductId: lineIdParam() });

const correct = { ability: 'APP_CORRECT_PAYMENTS' } as const;

export const accountsConsoleRoutes = routes({ tags: ['accounts'], config: correct }, (route) => {
  route.get(
    '/client_account/:id',
    {
      config: {},
      onRequest: requireAnyAbility(SUMMARY_READERS),
      summary: 'Account summary: the account, its live ordered products, totals and VAT',
      params: accountParams,
      data: accountDetailSchema,
    },
    (request) => accountsService.detail(scopeOf(request), request.params.id),
  );

  route.delete(
    '/client_account/:id',
    {
      summary:
        'Delete an account: an open one is voided (kept, audited, out of totals); a closed one is cancelled by a ' +
        "correction ticket in the open shift that refunds what was paid (the body's reason is required).",
      idempotent: true,
      params: accountParams,
      body: correctionReasonSchema.nullish(),
      data: clientAccountSchema,
    },
    async (request, tx) => {
      await accountCorrections.deleteAccount(tx, scopeOf(request), request.params.id, request.body ?? {});
      return accountsService.account(scopeOf(request), request.params.id);
    },
  );

  route.delete(
    '/client_account/:clientAccountId/payment/:paymentTransactionId',
    {
      summary: 'Delete (void) a payment of an open account (409 on a closed one: change its type instead).',
      idempotent: true,
      params: paymentParams,
      data: accountDetailSchema,
    },
    async (request, tx) => {
      const { clientAccountId, paymentTransactionId } = request.params;
      await accountCorrections.deletePayment(tx, scopeOf(request), clientAccountId, paymentTransactionId);
      return accountsService.detail(scopeOf(request), clientAccountId);
    },
  );

  route.post(
    '/client_account/:clientAccountId/payment/:paymentTransactionId/change_payment_type',
    {
      summary: 'Change a payment between CASH and CARD: the old transaction is reversed and a new one recorded.',
      idempotent: true,
      params: paymentParams,
      body: changePaymentTypeSchema,
      data: accountDetailSchema,
    },
    async (request, tx) => {
      const { clientAccountId, paymentTransactionId } = request.params;
      const { paymentType } = request.body;
      await accountCorrections.changePaymentType(
        tx,
        scopeOf(request),
        clientAccountId,
        paymentTransactionId,
        paymentType,
        request.body,
      );
      return accountsService.detail(scopeOf(request), clientAccountId);
    },
  );
  route.delete(
    '/data/ordered_products/:orderedProductId',
    {
      tags: ['analytics'],
      summary:
        'Delete an ordered product and its options; 409 for an option of another product. On an open ticket it is ' +
        'voided; on a closed one a correction ticket cancels it in the open shift and refunds what the customer ' +
        "paid for it (the discount re-split over what remains); the body's reason is then required.",
      idempotent: true,
      params: lineParams,
      body: correctionReasonSchema.nullish(),
      data: accountDetailSchema,
    },
    async (request, tx) => {
      const accountId = await accountCorrections.deleteLine(
        tx,
        scopeOf(request),
        request.params.orderedProductId,
        request.body ?? {},
      );
      return accountsService.detail(scopeOf(request), accountId);
    },
  );

  route.patch(
    '/data/ordered_products/:orderedProductId',
    {
      tags: ['analytics'],
      summary:
        'Change an ordered product: its comment (open tickets), or its pay type (CASH or CARD), which changes how ' +
        'its closed ticket was paid by a correction ticket in the open shift (reason required). Other fields are ' +
        'ignored.',
      idempotent: true,
      params: lineParams,
      body: updateOrderedProductSchema,
      data: accountDetailSchema,
    },
    async (request, tx) => {
      const accountId = await accountCorrections.updateLine(
        tx,
        scopeOf(request),
        request.params.orderedProductId,
        request.body,
      );
      return accountsService.detail(scopeOf(request), accountId);
    },
  );
});
