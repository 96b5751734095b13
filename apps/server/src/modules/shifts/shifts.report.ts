import { DEFAULT_TIME_ZONE, type ReportKind, zonedDateKey } from '@comptoir/shared';
import type { ServerContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { OrgDb } from '../../lib/org-db';
import { accountsService } from '../accounts';
import { orgsService } from '../orgs';
import { renderReportPdf } from './shifts.pdf';
import type { ReportLanguage } from './shifts.pdf.texts';
import type { ReportData, ReportShift } from './shifts.report-data';
import { drawerOf, figuresSource, type Scope, scopeTotals, shiftReportsService } from './shifts.reports.service';
import type { ShiftRow } from './shifts.repository';
import { sortByAmount } from './shifts.stats.repository';

const TOP_GROUPS = 10;

async function reportShift(org: OrgDb, s: ShiftRow): Promise<ReportShift> {
  const drawer = await drawerOf(org, s);
  const expected = drawer.expectedCash;
  return {
    zNumber: s.z_number,
    cashSales: drawer.cashSales,
    cashTips: drawer.cashTips,
    cashRefunds: drawer.cashRefunds,
    cashOther: drawer.cashOther,
    number: s.shift_number,
    start: s.start_timestamp,
    end: s.end_timestamp,
    openUser: s.open_username,
    closeUser: s.close_username,
    openingCash: s.start_cash,
    countedCash: s.end_cash,
    expectedCash: expected,
  };
}

export async function reportData(
  ctx: ServerContext,
  orgScope: OrgDb,
  kind: ReportKind,
  scope: Scope,
  openShiftsLeftOut = 0,
  raw = false,
): Promise<ReportData> {
  const org = await orgsService.find(orgScope);
  if (!org) throw notFound('Organisation');
  const ids = scope.shifts.map((s) => s.shift_id);
  const source = figuresSource(raw);
  const [all, voids, groups, shifts, corrections] = await Promise.all([
    scopeTotals(orgScope, ids, raw),
    source.voids(orgScope, ids),
    source.linesBy(orgScope, ids, 'group'),
    Promise.all(scope.shifts.map((s) => reportShift(orgScope, s))),
    accountsService.correctionsInShifts(orgScope, ids),
  ]);
  const tips = new Map<string, number>();
  for (const p of all.payments)
    if (p.transaction_type === 'TIP') tips.set(p.payment_type, (tips.get(p.payment_type) ?? 0) + p.s);
  return {
    kind,
    org: {
      name: org.name,
      vatNumber: org.vat_number,
      address: org.address,
      timeZone: org.time_zone || DEFAULT_TIME_ZONE,
    },
    single: scope.shift !== null,
    range: { startDate: scope.startDate, endDate: scope.endDate },
    shifts,
    openShiftsLeftOut,
    totals: all.totals,
    tips: [...tips.entries()].filter(([, c]) => c !== 0).map(([paymentType, cents]) => ({ paymentType, cents })),
    vat: all.vat,
    corrections,
    tickets: all.counts.reduce((n, c) => n + c.n, 0),
    openTickets: all.counts.reduce((n, c) => n + c.open, 0),
    voids,
    topGroups: sortByAmount(groups)
      .slice(0, TOP_GROUPS)
      .map((g) => ({ name: g.name ?? '', units: g.u, cents: g.s })),
    printedAt: ctx.now(),
  };
}

/** The PDF of an X or Z report of one shift (Z refused while the shift is open), in the language asked for. */
export async function shiftReportPdf(
  ctx: ServerContext,
  org: OrgDb,
  kind: ReportKind,
  shiftId: number,
  lang: ReportLanguage = 'en',
) {
  const scope = await shiftReportsService.scopeOfShift(org, shiftId);
  if (kind === 'Z') shiftReportsService.assertZAllowed(scope);
  // A closed shift's figures are those frozen at its close (decisions 69): never computed again.
  const frozen = scope.shift?.z_report ? (JSON.parse(scope.shift.z_report) as ReportData) : null;
  const data = frozen ? { ...frozen, kind, printedAt: ctx.now() } : await reportData(ctx, org, kind, scope);
  return {
    pdf: await renderReportPdf(data, lang),
    filename: `${kind}-report-shift-${scope.shift!.shift_number}.pdf`,
  };
}

/**
 * The PDF of an X or Z report of the shifts of a range. The X covers every shift of the range; the Z covers the
 * closed ones only (an open shift has no closing figures yet) and says how many were left out.
 */
export async function rangeReportPdf(
  ctx: ServerContext,
  orgScope: OrgDb,
  kind: ReportKind,
  startDate: number,
  endDate: number,
  lang: ReportLanguage = 'en',
) {
  const scope = await shiftReportsService.scopeOfRange(orgScope, startDate, endDate);
  let leftOut = 0;
  if (kind === 'Z') {
    const closed = scope.shifts.filter((s) => s.end_timestamp !== null);
    leftOut = scope.shifts.length - closed.length;
    scope.shifts = closed;
    shiftReportsService.assertZAllowed(scope);
  }
  const data = await reportData(ctx, orgScope, kind, scope, leftOut);
  const day = (ms: number) => (ms > 0 ? zonedDateKey(ms, data.org.timeZone) : 'all');
  return { pdf: await renderReportPdf(data, lang), filename: `${kind}-report-${day(startDate)}_${day(endDate)}.pdf` };
}
