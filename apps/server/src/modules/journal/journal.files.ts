import {
  type DayRangeQuery,
  type FiscalAccounts,
  fiscalAccountsSchema,
  startOfZonedDay,
  zonedDateKey,
  zonedTime,
} from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { editLog } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { inOrgTransaction, type OrgDb } from '../../lib/org-db';
import type { RequestScope } from '../../plugins/auth';
import { orgsService } from '../orgs';
import { publicKeyPem } from './journal.chain';
import { buildFec, compactDay, defaultAccounts } from './journal.exports';
import { journalRepository as repo } from './journal.repository';
import { journalService } from './journal.service';
import { buildWinbooksAct, tooLongForWinbooks } from './journal.winbooks';

/** The files of the Closures page: public key, archives, FEC, WinBooks; and the account mapping they book to. */

const dayStart = (day: string, timeZone: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return zonedTime(timeZone, y, m, d);
};

/** The company number in a VAT number: the SIREN of a French one (its last 9 digits), else its digits. */
export function companyNumber(vatNumber: string | null, country: string): string | null {
  const digits = (vatNumber ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return country === 'FR' || (vatNumber ?? '').toUpperCase().startsWith('FR') ? digits.slice(-9) : digits;
}

async function accountsOf(org: OrgDb, country: string): Promise<FiscalAccounts> {
  const row = await repo.accounts(org);
  if (!row) return defaultAccounts(country);
  const parsed = fiscalAccountsSchema.safeParse(JSON.parse(row.accounts));
  return parsed.success ? parsed.data : defaultAccounts(country);
}

export const journalFiles = {
  async publicKey(org: OrgDb) {
    const key = await journalService.publicKey(org);
    if (!key) throw notFound('Journal key (nothing is registered yet)');
    return {
      body: String(publicKeyPem(key)),
      filename: `comptoir-journal-${org.orgId}-public-key.pem`,
      type: 'application/x-pem-file',
    };
  },

  async archive(ctx: ServerContext, tenant: RequestScope, q: { year: number } | DayRangeQuery) {
    const org = await orgsService.get(tenant);
    const tz = org.timeZone;
    const period =
      'year' in q
        ? { label: String(q.year), start: zonedTime(tz, q.year, 1, 1), end: zonedTime(tz, q.year + 1, 1, 1) }
        : {
            label: `${q.startDate}..${q.endDate}`,
            start: dayStart(q.startDate, tz),
            end: startOfZonedDay(dayStart(q.endDate, tz), tz, 1),
          };
    const archive = await journalService.archive(ctx, tenant, period);
    if (!archive) throw notFound('Closed period in these dates');
    const name = 'year' in q ? String(q.year) : `${compactDay(q.startDate)}-${compactDay(q.endDate)}`;
    return {
      body: JSON.stringify(archive, null, 1),
      filename: `comptoir-journal-${tenant.orgId}-${name}.json`,
      type: 'application/json',
    };
  },

  /** The FEC of the days closed in startDate..endDate, named <SIREN>FEC<end date>.txt. */
  async fec(tenant: RequestScope, q: DayRangeQuery) {
    const org = await orgsService.get(tenant);
    const siren = companyNumber(org.vatNumber, org.addressCountry);
    if (!siren) {
      throw conflict("Enter the organisation's VAT number first: a FEC is named with the company's SIREN", {
        vatNumber: 'Required for the FEC',
      });
    }
    const days = await journalService.dayClosures(tenant, q.startDate, q.endDate);
    const accounts = await accountsOf(tenant, org.addressCountry);
    const body = buildFec(days, accounts, (ms) => zonedDateKey(ms, org.timeZone));
    return { body, filename: `${siren}FEC${compactDay(q.endDate)}.txt`, type: 'text/plain; charset=utf-8' };
  },

  /**
   * WinBooks' ACT.TXT of the days closed in startDate..endDate (decision 108): named <company number>ACT<end date>.txt
   * (the digits of the VAT number, else comptoir-<organisation>), to be renamed ACT.TXT for WinBooks' import. No VAT
   * number is needed (WinBooks does not name its files by it); an account longer than WinBooks' 8 characters is
   * refused under its field rather than cut.
   */
  async winbooks(tenant: RequestScope, q: DayRangeQuery) {
    const org = await orgsService.get(tenant);
    const accounts = await accountsOf(tenant, org.addressCountry);
    const tooLong = tooLongForWinbooks(accounts);
    if (Object.keys(tooLong).length > 0)
      throw conflict('WinBooks takes account numbers of at most 8 characters: shorten them in the mapping', tooLong);
    const days = await journalService.dayClosures(tenant, q.startDate, q.endDate);
    const number = companyNumber(org.vatNumber, org.addressCountry) ?? `comptoir-${tenant.orgId}`;
    return {
      body: buildWinbooksAct(days, accounts),
      filename: `${number}ACT${compactDay(q.endDate)}.txt`,
      type: 'text/plain; charset=utf-8',
    };
  },

  async accounts(tenant: RequestScope): Promise<FiscalAccounts> {
    const org = await orgsService.get(tenant);
    return accountsOf(tenant, org.addressCountry);
  },

  async saveAccounts(ctx: ServerContext, tenant: RequestScope, input: FiscalAccounts): Promise<FiscalAccounts> {
    const before = await this.accounts(tenant);
    await inOrgTransaction(tenant, async (org) => {
      await repo.saveAccounts(org, JSON.stringify(input), ctx.now());
      await editLog(org.db, tenant, ctx.now()).updated('fiscal_accounts', tenant.orgId, before, input);
    });
    return input;
  },
};
