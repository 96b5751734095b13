import { type ClientFields, startOfZonedDay } from '@comptoir/shared';
import type { ServerContext } from '../context';
import { clientsService } from '../modules/clients';
import { invoicesService } from '../modules/invoices';
import type { DayCount, PastDay } from './demo-activity';
import { BISTRO } from './demo-orgs';
import type { DemoTill } from './demo-till';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const client = (c: Partial<ClientFields> & Pick<ClientFields, 'name' | 'phoneNumber' | 'email'>): ClientFields => ({
  street: '',
  number: '',
  box: '',
  zipCode: '',
  city: '',
  business: false,
  vat: '',
  country: '',
  extraInfo: '',
  language: null,
  ...c,
});

/** The demo bistro's customer directory: companies that lunch on account, and a few private customers. */
export const DEMO_CLIENTS: ClientFields[] = [
  client({
    name: 'Atelier Lumière SRL',
    phoneNumber: '+3225123456',
    email: 'compta@atelier-lumiere.example',
    street: 'Rue de Flandre',
    number: '42',
    zipCode: '1000',
    city: 'Bruxelles',
    business: true,
    vat: 'BE0456789133',
    extraInfo: 'Repas d’affaires, facture mensuelle',
    language: 'fr',
  }),
  client({
    name: 'Van Damme & Zonen BV',
    phoneNumber: '+3292345678',
    email: 'boekhouding@vandamme.example',
    street: 'Veldstraat',
    number: '18',
    box: '3',
    zipCode: '9000',
    city: 'Gent',
    business: true,
    vat: 'BE0712345630',
    language: 'nl',
  }),
  client({
    name: 'Nordwind Consulting GmbH',
    phoneNumber: '+4930123456789',
    email: 'accounts@nordwind.example',
    street: 'Chaussée de Charleroi',
    number: '110',
    zipCode: '1060',
    city: 'Saint-Gilles',
    business: true,
    vat: 'BE0798765405',
    language: 'en',
  }),
  client({
    name: 'Maison Caron SAS',
    phoneNumber: '+33320123456',
    email: 'factures@maison-caron.example',
    street: 'Rue Nationale',
    number: '7',
    zipCode: '59000',
    city: 'Lille',
    business: true,
    vat: 'FR11123456782',
  }),
  client({
    name: 'Claire Dubois',
    phoneNumber: '+32475123456',
    email: 'claire.dubois@example.com',
    street: 'Avenue Louise',
    number: '231',
    zipCode: '1050',
    city: 'Ixelles',
  }),
  client({ name: 'Pieter Janssens', phoneNumber: '+32486654321', email: 'pieter.janssens@example.be', language: 'nl' }),
];

/**
 * Invoices the demo shows: [client index, days ago, state]. Only companies are invoiced (issue 21): a private
 * customer has no VAT number, so no Peppol address, and every demo invoice's UBL must pass the Peppol rules.
 */
const DEMO_INVOICES: [number, number, 'paid' | 'waiting' | 'reminder'][] = [
  [0, 40, 'paid'],
  [1, 33, 'paid'],
  [3, 26, 'waiting'],
  [0, 19, 'paid'],
  [2, 12, 'waiting'],
  [1, 8, 'paid'],
  [1, 5, 'waiting'],
  [2, 2, 'paid'],
  [3, 2, 'reminder'],
  [2, 1, 'waiting'],
];

const waitingDays = new Set(DEMO_INVOICES.filter(([, , state]) => state !== 'paid').map(([, days]) => days));

/**
 * A company lunch put on the customer's account (payment type CREDIT) on the days of the waiting invoices, played on
 * the day's till before its shift closes (seedDemoActivity's beforeClose).
 */
export async function seedCreditLunch(till: DemoTill, day: PastDay): Promise<DayCount> {
  if (!waitingDays.has(day.daysAgo)) return { tickets: 0, lines: 0 };
  const products = day.world.productIds(['Risotto aux champignons', 'Lasagne', 'Spritz', 'Latte macchiato']);
  const actor = { orgId: BISTRO, userId: day.world.staff[3]! };
  const ordered = day.dayStart + 12.5 * HOUR;
  const accountId = await till.openAccount(actor, { kind: 'TAKEAWAY', customName: 'Lunch' }, ordered);
  await till.addLines(
    actor,
    accountId,
    products.map((productId, i) => ({ productId, units: 1000 * (1 + ((day.daysAgo + i) % 4)), options: [] })),
    ordered,
  );
  const due = await till.due(BISTRO, accountId);
  await till.pay(actor, accountId, 'CREDIT', due, day.dayStart + 14 * HOUR);
  await till.close(actor, accountId, day.dayStart + 14 * HOUR);
  return { tickets: 1, lines: products.length };
}

/** The demo bistro's administrator, who makes the console's demo writes (invoices, corrections). */
export async function demoAdmin(ctx: ServerContext) {
  const admin = await ctx.db
    .selectFrom('app_user')
    .select('user_id')
    .where('org_id', '=', BISTRO)
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return { db: ctx.db, orgId: BISTRO, userId: admin.user_id };
}

/**
 * Clients and invoices of the demo bistro (organisation 1), made through the services as the console would: invoices
 * for closed tickets of the past weeks, some paid (tickets paid at the till), some waiting (lunches put on the
 * customer's account, seedCreditLunch), one with a reminder sent.
 */
export async function seedDemoInvoices(base: ServerContext): Promise<{ clients: number; invoices: number }> {
  const admin = await demoAdmin(base);
  const now = base.now();
  return base.db.transaction().execute(async (trx) => {
    const actor = { ...admin, db: trx };
    let clock = now - 45 * DAY;
    const ctx: ServerContext = { ...base, db: trx, now: () => clock };
    const ids: number[] = [];
    for (const fields of DEMO_CLIENTS)
      ids.push((await clientsService.createIn(trx, actor, fields, 'CONSOLE', clock)).clientDataId);
    let invoices = 0;
    for (const [who, daysAgo, state] of DEMO_INVOICES) {
      let query = trx
        .selectFrom('client_account as a')
        .leftJoin('invoice as i', (j) => j.onRef('i.client_account_id', '=', 'a.id').onRef('i.org_id', '=', 'a.org_id'))
        .select(['a.id', 'a.closed_timestamp'])
        .where('a.org_id', '=', BISTRO)
        .where('a.status', '=', 'CLOSED')
        .where('i.id', 'is', null)
        // The calendar day `daysAgo` days before today, as seedDemoActivity plays it (its lunch included).
        .where('a.closed_timestamp', '>=', startOfZonedDay(now, 'Europe/Brussels', -daysAgo))
        .where('a.closed_timestamp', '<', startOfZonedDay(now, 'Europe/Brussels', 1 - daysAgo));
      query = state === 'paid' ? query.where('a.kind', '=', 'TABLE') : query.where('a.custom_name', '=', 'Lunch');
      const ticket = await query.orderBy('a.id').executeTakeFirst();
      if (!ticket?.closed_timestamp) continue;
      clock = ticket.closed_timestamp + HOUR;
      const invoice = await invoicesService.create(ctx, actor, {
        accountId: ticket.id,
        clientDataId: ids[who],
        userLanguage: 'fr',
        source: 'CONSOLE',
      });
      if (invoice.paid !== (state === 'paid')) throw new Error(`demo invoice ${invoice.invoiceNumber}: not ${state}`);
      // The reminder as the console records it once sent (its audit entry too); no mail leaves the demo.
      if (state === 'reminder')
        await invoicesService.recordReminder(actor, invoice.invoiceId, Math.min(clock + 15 * DAY, now - HOUR));
      invoices++;
    }
    return { clients: ids.length, invoices };
  });
}
