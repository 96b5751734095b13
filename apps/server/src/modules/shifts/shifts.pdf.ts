import { formatEuro, settledCents, vatPercentOf } from '@comptoir/shared';
import { a4Document, eachPage, MARGIN, PAGE, WIDTH } from '../../lib/pdf';
import { pdfTexts, type ReportLanguage } from './shifts.pdf.texts';
import type { ReportData } from './shifts.report-data';

/**
 * X and Z reports as PDF (pdfkit, built-in Helvetica: WinAnsi covers € and the accents of French names). One column of
 * label/value lines and small tables, A4, in the language of who downloads it (shifts.pdf.texts.ts); times in the
 * organisation's zone.
 */

const BOTTOM = PAGE.height - MARGIN - 24;
const MUTED = '#6b7280';
const LINE = '#d1d5db';

type Align = 'left' | 'right';
interface Col {
  width: number;
  align?: Align;
}

const units = (milli: number) => String(Number((milli / 1000).toFixed(3)));
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function timeIn(timeZone: string) {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (ms: number) => f.format(ms).replace(',', '');
}

class Writer {
  y = MARGIN;
  constructor(readonly doc: PDFKit.PDFDocument) {}

  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  text(text: string, x: number, width: number, opts: { align?: Align; bold?: boolean; size?: number; color?: string }) {
    this.doc
      .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(opts.size ?? 9.5)
      .fillColor(opts.color ?? '#111827')
      .text(text, x, this.y, { width, align: opts.align ?? 'left', lineBreak: false });
  }

  /** A section title; `body` is the room its first lines need, so a title never ends a page alone. */
  section(title: string, body = 30): void {
    this.ensure(32 + body);
    this.y += 12;
    this.text(title.toUpperCase(), MARGIN, WIDTH, { bold: true, size: 9, color: '#374151' });
    this.y += 13;
    this.rule();
    this.y += 6;
  }

  rule(color = LINE): void {
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + WIDTH, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  /** A label on the left, its value on the right. */
  line(label: string, value: string, bold = false): void {
    this.ensure(14);
    this.text(label, MARGIN, WIDTH * 0.62, { bold });
    this.text(value, MARGIN + WIDTH * 0.62, WIDTH * 0.38, { align: 'right', bold });
    this.y += 14;
  }

  table(cols: Col[], header: string[], rows: string[][], footer?: string[]): void {
    const scale = WIDTH / cols.reduce((w, c) => w + c.width, 0);
    const row = (cells: string[], opts: { bold?: boolean; color?: string }) => {
      this.ensure(14);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const w = cols[i]!.width * scale;
        this.text(cell, x + 2, w - 4, { align: cols[i]!.align ?? 'left', size: 8.5, ...opts });
        x += w;
      });
      this.y += 14;
    };
    row(header, { bold: true, color: MUTED });
    for (const cells of rows) row(cells, {});
    if (footer) {
      this.ensure(18);
      this.y += 1;
      this.rule();
      this.y += 3;
      row(footer, { bold: true });
    }
  }
}

export function renderReportPdf(d: ReportData, lang: ReportLanguage = 'en'): Promise<Buffer> {
  const tx = pdfTexts(lang);
  // Plain spaces: the narrow no-break space of French amounts (1 234,56 €) is not in Helvetica's WinAnsi set.
  const money = (cents: number) => formatEuro(cents, lang).replace(/[\u00a0\u202f]/g, ' ');
  const { doc, done } = a4Document();
  const time = timeIn(d.org.timeZone);
  const title = tx.title[d.kind];
  doc.info.Title = `${title} - ${d.org.name}`;

  const w = new Writer(doc);
  // Heading
  w.text(title, MARGIN, WIDTH, { bold: true, size: 22 });
  w.text(tx.subtitle[d.kind], MARGIN, WIDTH, {
    align: 'right',
    color: MUTED,
  });
  w.y += 30;
  w.text(d.org.name, MARGIN, WIDTH, { bold: true, size: 12 });
  w.y += 16;
  w.text(tx.vatNumber(d.org.vatNumber || '-'), MARGIN, WIDTH, {});
  w.y += 13;
  w.text(tx.address(d.org.address || '-'), MARGIN, WIDTH, {});
  w.y += 8;

  // Period
  const first = d.shifts[0];
  const last = d.shifts[d.shifts.length - 1];
  w.section(tx.period);
  if (!d.single) {
    const bound = (ms: number, none: string) => (ms > 0 ? time(ms) : none);
    const { startDate, endDate } = d.range;
    w.line(
      tx.requestedPeriod,
      startDate === 0 && endDate === 0
        ? tx.allShifts
        : `${bound(startDate, tx.firstShift)} - ${bound(endDate, tx.now)}`,
    );
  }
  w.line(tx.from, first ? time(first.start) : '-');
  w.line(tx.to, last ? (last.end === null ? tx.stillOpen : time(last.end)) : '-');
  w.line(
    d.single ? tx.shiftNumber : tx.shifts,
    d.single || d.shifts.length <= 1
      ? first
        ? String(first.number)
        : '-'
      : tx.shiftSpan(first!.number, last!.number, d.shifts.length),
  );
  if (d.openShiftsLeftOut > 0) {
    w.line(tx.openShiftsLeftOut, String(d.openShiftsLeftOut));
  }
  if (d.single && first?.zNumber) w.line(tx.zNumber, String(first.zNumber), true);

  // Cash
  w.section(tx.cash, d.single ? 30 : 14 * Math.min(d.shifts.length + 2, 5));
  if (d.single && first) {
    w.line(tx.openedBy, first.openUser ?? '-');
    w.line(tx.openingCash, money(first.openingCash));
    // The drawer, line by line: opening + cash sales + cash tips - cash refunds = expected.
    w.line(tx.cashSales, money(first.cashSales ?? 0));
    w.line(tx.cashTips, money(first.cashTips ?? 0));
    w.line(tx.cashRefunds, money(first.cashRefunds ?? 0));
    if (first.cashOther) w.line(tx.cashOther, money(first.cashOther));
    w.line(tx.expectedCash, money(first.expectedCash));
    w.line(tx.closedBy, first.closeUser ?? (first.end === null ? tx.stillOpen : '-'));
    w.line(tx.countedCash, first.countedCash === null ? '-' : money(first.countedCash));
    w.line(tx.difference, first.countedCash === null ? '-' : money(first.countedCash - first.expectedCash), true);
  } else {
    const counted = d.shifts.filter((s) => s.countedCash !== null);
    const sum = (f: (s: (typeof d.shifts)[number]) => number, list = d.shifts) => list.reduce((n, s) => n + f(s), 0);
    w.table(
      [
        { width: 24 },
        { width: 78 },
        { width: 50 },
        { width: 55, align: 'right' },
        { width: 78 },
        { width: 50 },
        { width: 55, align: 'right' },
        { width: 55, align: 'right' },
        { width: 50, align: 'right' },
      ],
      tx.cashColumns,
      d.shifts.map((s) => [
        String(s.number),
        time(s.start),
        clip(s.openUser ?? '-', 10),
        money(s.openingCash),
        s.end === null ? tx.open : time(s.end),
        clip(s.closeUser ?? '-', 10),
        s.countedCash === null ? '-' : money(s.countedCash),
        money(s.expectedCash),
        s.countedCash === null ? '-' : money(s.countedCash - s.expectedCash),
      ]),
      [
        tx.total,
        '',
        '',
        money(sum((s) => s.openingCash)),
        '',
        '',
        money(sum((s) => s.countedCash ?? 0, counted)),
        // Counted, expected and difference add up the closed shifts: an open shift has not been counted yet.
        money(sum((s) => s.expectedCash, counted)),
        money(sum((s) => (s.countedCash ?? 0) - s.expectedCash, counted)),
      ],
    );
  }

  // Sales
  const t = d.totals;
  w.section(tx.payments);
  w.line(tx.cash, money(t.totalCash));
  w.line(tx.card, money(t.totalCard));
  w.line(tx.bankTransfer, money(t.totalBankTransfer));
  w.line(tx.offered, money(t.totalOffered));
  w.line(tx.credit, money(t.totalCredit));
  w.line(tx.error, money(t.totalError));
  w.line(tx.totalPaid, money(settledCents(t)));
  if (t.total !== settledCents(t)) w.line(tx.stillToPay, money(t.total - settledCents(t)));
  w.line(tx.totalSales, money(t.total), true);
  w.line(tx.tips, money(t.totalTips ?? 0));
  for (const tip of d.tips ?? []) w.line(`   ${tip.paymentType}`, money(tip.cents));

  w.section(tx.vat, 14 * (2 + Math.min(d.vat.length, 3)));
  w.table(
    [{ width: 1 }, { width: 1, align: 'right' }, { width: 1, align: 'right' }, { width: 1, align: 'right' }],
    tx.vatColumns,
    d.vat.map((v) => [`${vatPercentOf(v.vatBp)} %`, money(v.totalVatExcl), money(v.totalVat), money(v.totalVatIncl)]),
    [
      tx.total,
      money(d.vat.reduce((n, v) => n + v.totalVatExcl, 0)),
      money(d.vat.reduce((n, v) => n + v.totalVat, 0)),
      money(d.vat.reduce((n, v) => n + v.totalVatIncl, 0)),
    ],
  );

  w.section(tx.tickets);
  w.line(tx.ticketCount, String(d.tickets));
  if (d.openTickets > 0) w.line(tx.openTickets, String(d.openTickets));
  if (d.corrections) w.line(tx.corrections(d.corrections.n), money(d.corrections.cents));

  w.section(tx.voids);
  w.line(tx.voidedLines(d.voids.lines.n), money(d.voids.lines.s));
  w.line(tx.voidedTickets(d.voids.accounts.n), money(d.voids.accounts.s));
  w.line(tx.reversedPayments(d.voids.payments.n), money(d.voids.payments.s));

  w.section(tx.topGroups, 14 * (1 + Math.min(d.topGroups.length, 4)));
  if (d.topGroups.length === 0) w.line(tx.noSales, '');
  else {
    w.table(
      [{ width: 3 }, { width: 1, align: 'right' }, { width: 1.2, align: 'right' }],
      tx.groupColumns,
      d.topGroups.map((g) => [clip(g.name || tx.noGroup, 50), units(g.units), money(g.cents)]),
    );
  }

  // Footer on every page: print time (organisation time zone) and page number.
  eachPage(doc, (page, pages) =>
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(tx.footer(time(d.printedAt), d.org.timeZone, page, pages), MARGIN, PAGE.height - MARGIN + 10, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      }),
  );
  doc.end();
  return done;
}
