import { a4Document, eachPage, MARGIN, PAGE, WIDTH } from '../../lib/pdf';
import { printable } from '../../lib/pdf-text';
import { invoiceAmounts, invoiceDay, invoiceMoney, NOT_RECEIVED, paymentReference } from './invoice.amounts';
import type {
  BillingContent,
  CreditNoteDocument,
  InvoiceAddress,
  InvoiceDocument,
  InvoiceLine,
} from './invoice.document';
import { type InvoiceTexts, invoiceTexts } from './invoice.pdf.texts';

/**
 * The invoice as PDF (pdfkit, built-in Helvetica, A4), in doc.language: seller and client with their VAT numbers,
 * number, date and due date (calendar days of the organisation's time zone), the lines as charged (VAT included), the
 * VAT summary per rate, the totals excl. VAT / VAT / incl. VAT, the payments and what is still due, and how to pay.
 * Long line lists continue on further pages under a repeated header; the VAT summary, totals and payment block are
 * kept together on one page.
 */

/** Lowest y of the content; the footer sits below. */
const BOTTOM = PAGE.height - MARGIN - 22;
const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const SHADE = '#f3f4f6';
const GREEN = '#15803d';
const ORANGE = '#c2410c';

type Align = 'left' | 'right' | 'center';
interface TextOpts {
  align?: Align;
  bold?: boolean;
  size?: number;
  color?: string;
  /** In the totals block: a rule instead of a row. */
  rule?: boolean;
}

/** Writes top-down; `dry` measures a block without drawing it (to keep it on one page). */
class Sheet {
  y = MARGIN;
  dry = false;
  onNewPage: () => void = () => {};
  constructor(readonly pdf: PDFKit.PDFDocument) {}

  private font(opts: TextOpts) {
    return this.pdf.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(opts.size ?? 9);
  }

  /** Height of a wrapped text in a width. */
  height(text: string, width: number, opts: TextOpts = {}): number {
    return this.font(opts).heightOfString(printable(text), { width, lineGap: 1 });
  }

  /** A (wrapped) text at (x, this.y); returns its height. */
  text(text: string, x: number, width: number, opts: TextOpts = {}): number {
    const h = this.height(text, width, opts);
    if (!this.dry) {
      this.font(opts)
        .fillColor(opts.color ?? INK)
        .text(printable(text), x, this.y, { width, align: opts.align ?? 'left', lineGap: 1 });
    }
    return h;
  }

  rule(x = MARGIN, width = WIDTH, color = RULE): void {
    if (this.dry) return;
    this.pdf
      .moveTo(x, this.y)
      .lineTo(x + width, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  shade(x: number, width: number, height: number): void {
    if (!this.dry) this.pdf.rect(x, this.y, width, height).fill(SHADE);
  }

  /** A new page when `height` does not fit below. */
  ensure(height: number): void {
    if (this.dry || this.y + height <= BOTTOM) return;
    this.pdf.addPage();
    this.y = MARGIN;
    this.onNewPage();
  }

  /** The height a block takes, measured by running it without drawing. */
  measure(block: () => void): number {
    const { y, dry } = this;
    this.dry = true;
    block();
    const height = this.y - y;
    this.y = y;
    this.dry = dry;
    return height;
  }
}

interface Column {
  width: number;
  align: Align;
}

/** Cells of a row in columns; the row is as tall as its tallest cell. */
function row(s: Sheet, cols: Column[], cells: string[], opts: TextOpts = {}, pad = 4): number {
  const heights = cells.map((c, i) => s.height(c, cols[i]!.width - 2 * pad, opts));
  const h = Math.max(...heights) + 5;
  s.ensure(h);
  let x = MARGIN;
  cells.forEach((cell, i) => {
    s.y += 2.5;
    s.text(cell, x + pad, cols[i]!.width - 2 * pad, { ...opts, align: cols[i]!.align });
    s.y -= 2.5;
    x += cols[i]!.width;
  });
  s.y += h;
  return h;
}

const HEADER: TextOpts = { bold: true, size: 8, color: '#374151' };

/** A shaded header row of a table, as tall as its longest (wrapped) heading. */
function headerRow(s: Sheet, cols: Column[], cells: string[]): void {
  const h = Math.max(...cells.map((c, i) => s.height(c, cols[i]!.width - 8, HEADER))) + 5;
  s.ensure(h + 20);
  s.shade(
    MARGIN,
    cols.reduce((w, c) => w + c.width, 0),
    h,
  );
  row(s, cols, cells, HEADER);
}

/** A text cut with an ellipsis to fit one line of `width` in regular Helvetica of `size`. */
function oneLine(pdf: PDFKit.PDFDocument, text: string, width: number, size: number): string {
  pdf.font('Helvetica').fontSize(size);
  let out = printable(text);
  if (pdf.widthOfString(out) <= width) return out;
  while (out.length > 1 && pdf.widthOfString(`${out}…`) > width) out = out.slice(0, -1);
  return `${out.trimEnd()}…`;
}

function addressLines(a: InvoiceAddress, country: string | null): string[] {
  const street = [a.street, a.number].filter(Boolean).join(' ');
  const city = [a.zipCode, a.city].filter(Boolean).join(' ');
  return [street, city, country ?? ''].filter(Boolean);
}

/** What differs between the PDF of an invoice and that of a credit note. */
interface PdfKind {
  title: string;
  number: string;
  /** Label/value rows under the title. */
  meta: [string, string][];
  footer: (page: number, pages: number) => string;
  /** The coloured badge left of the client box (the payment state of an invoice). */
  badge: { text: string; colour: string; amountLabel?: string; amount?: number } | null;
  /** The right-hand block under the totals (payments and amount due of an invoice). */
  totals: (total: (label: string, value: string, opts?: TextOpts) => void) => void;
  /** The paragraphs under the totals (how to pay, the credit note's reason and terms). */
  closing: (
    write: (text: string, opts?: TextOpts) => void,
    pair: (label: string, value: string | null) => void,
  ) => void;
  /** The French Commercial Code's late-payment mentions apply (an invoice of a French seller to a business). */
  latePayment: boolean;
}

export function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const tx = invoiceTexts(d.language);
  const money = (cents: number) => invoiceMoney(cents, d.language);
  const day = (ms: number) => invoiceDay(ms, d.timeZone, tx.locale);
  const { dueCents } = invoiceAmounts(d);
  const paid = d.paid || dueCents === 0;
  return renderPdf(d, tx, {
    title: tx.title,
    number: d.invoiceNumber,
    meta: [
      [tx.number, d.invoiceNumber],
      [tx.date, day(d.issuedAt)],
      [tx.dueDate, day(d.dueAt)],
      [tx.ticket, String(d.accountId)],
    ],
    footer: (page, pages) => tx.footer(d.invoiceNumber, page, pages),
    latePayment: d.seller.address.countryCode === 'FR' && !!d.buyer.vatNumber,
    badge: {
      text: paid ? tx.paidStatus : tx.toPayStatus,
      colour: paid ? GREEN : ORANGE,
      ...(dueCents > 0 ? { amountLabel: tx.amountDue, amount: dueCents } : {}),
    },
    totals: (total) => {
      const shown = d.payments.filter((p) => !NOT_RECEIVED.has(p.paymentType) && p.amountCents !== 0);
      if (shown.length > 0) {
        total(tx.payments, '', { bold: true, size: 8.5, color: '#374151' });
        for (const p of shown) {
          total(`${tx.paymentType(p.paymentType)} - ${day(p.at)}`, money(-p.amountCents), { color: MUTED });
        }
      }
      total('', '', { rule: true });
      if (dueCents > 0) total(tx.amountDue, money(dueCents), { bold: true, size: 11, color: ORANGE });
      else total(tx.amountDue, money(0), { bold: true, size: 11, color: GREEN });
    },
    closing: (write, pair) => {
      if (dueCents === 0) write(tx.paidThanks);
      else {
        const due = day(d.dueAt);
        write(d.seller.iban ? tx.payBy(money(dueCents), due) : tx.payByNoIban(money(dueCents), due));
        pair(tx.iban, d.seller.iban);
        pair(tx.reference, paymentReference(d));
      }
    },
  });
}

/**
 * The credit note as PDF, in its language: the invoice's layout with the title "Credit note", the credited invoice's
 * number and date, the correction ticket, the lines and VAT credited (positive), the reason and how it is settled.
 */
export function renderCreditNotePdf(d: CreditNoteDocument): Promise<Buffer> {
  const tx = invoiceTexts(d.language);
  const cn = tx.creditNote;
  const money = (cents: number) => invoiceMoney(cents, d.language);
  const day = (ms: number) => invoiceDay(ms, d.timeZone, tx.locale);
  return renderPdf(d, tx, {
    title: cn.title,
    number: d.creditNoteNumber,
    meta: [
      [cn.number, d.creditNoteNumber],
      [cn.date, day(d.issuedAt)],
      [cn.invoice, d.invoice.invoiceNumber],
      [cn.invoiceDate, day(d.invoice.issuedAt)],
      [tx.ticket, String(d.accountId)],
    ],
    footer: (page, pages) => cn.footer(d.creditNoteNumber, page, pages),
    latePayment: false,
    badge: { text: cn.title.toUpperCase(), colour: '#1d4ed8', amountLabel: cn.credited, amount: d.totalCents },
    totals: (total) => {
      total('', '', { rule: true });
      total(cn.credited, money(d.totalCents), { bold: true, size: 11, color: '#1d4ed8' });
    },
    closing: (write, pair) => {
      if (d.reason) pair(cn.reason, d.reason);
      write(cn.terms(d.invoice.invoiceNumber));
      pair(tx.reference, d.paymentReference);
    },
  });
}

function renderPdf(d: BillingContent, tx: InvoiceTexts, kind: PdfKind): Promise<Buffer> {
  const money = (cents: number) => invoiceMoney(cents, d.language);
  const number = (value: number, digits: number, min = 0) =>
    new Intl.NumberFormat(tx.locale, { minimumFractionDigits: min, maximumFractionDigits: digits }).format(value);
  const percent = (bp: number) => `${number(bp / 100, 2)}${d.language === 'en' ? '%' : ' %'}`;
  const regions = new Intl.DisplayNames([tx.locale], { type: 'region' });
  // Countries are printed when the parties are in different countries (an intra-EU invoice).
  const international = d.seller.address.countryCode !== d.buyer.address.countryCode;
  const countryOf = (a: InvoiceAddress) => (international ? (regions.of(a.countryCode) ?? a.countryCode) : null);
  // "N° TVA : X" in French (a space before the colon), "VAT number: X" elsewhere.
  const labelled = (label: string, value: string | null) =>
    value ? (d.language === 'fr' ? `${label} : ${value}` : `${label}: ${value}`) : '';

  const { doc: pdf, done } = a4Document();
  pdf.info.Title = printable(`${kind.title} ${kind.number} - ${d.seller.name}`);
  pdf.info.Author = printable(d.seller.name);
  const s = new Sheet(pdf);

  // Later pages start with the invoice number and the seller, then whatever block continues (the lines' header).
  let continueWith: () => void = () => {};
  s.onNewPage = () => {
    s.text(`${kind.title} ${kind.number} (${tx.continued})`, MARGIN, WIDTH * 0.5, { bold: true, size: 11 });
    s.y += 2;
    s.text(oneLine(pdf, d.seller.name, WIDTH * 0.5 - 10, 9), MARGIN + WIDTH * 0.5 + 10, WIDTH * 0.5 - 10, {
      align: 'right',
      color: MUTED,
    });
    s.y += 16;
    s.rule();
    s.y += 10;
    continueWith();
  };

  // Heading: the seller on the left, title and references on the right.
  const half = WIDTH / 2 - 10;
  const right = MARGIN + WIDTH - half;
  const top = s.y;
  s.y += s.text(d.seller.name, MARGIN, half, { bold: true, size: 13 }) + 3;
  const sellerAddress =
    d.seller.address.street || d.seller.address.city
      ? addressLines(d.seller.address, countryOf(d.seller.address))
      : [d.seller.addressText ?? ''].filter(Boolean);
  const sellerLines = [
    ...sellerAddress,
    labelled(tx.vatNumber, d.seller.vatNumber),
    labelled(tx.iban, d.seller.iban),
    labelled(tx.email, d.seller.email),
    labelled(tx.phone, d.seller.telephone),
  ].filter(Boolean);
  for (const line of sellerLines) s.y += s.text(line, MARGIN, half, { size: 9 }) + 1;
  const leftBottom = s.y;

  s.y = top;
  s.y += s.text(kind.title.toUpperCase(), right, half, { bold: true, size: 22, align: 'right' }) + 4;
  for (const [label, value] of kind.meta) {
    s.text(label, right, half * 0.55, { color: MUTED });
    s.y += s.text(value, right + half * 0.55, half * 0.45, { bold: true, align: 'right' }) + 2;
  }
  s.y = Math.max(s.y, leftBottom) + 16;

  // The client, in a box on the right; the payment status on the left.
  const buyerLines = [
    ...addressLines(d.buyer.address, countryOf(d.buyer.address)),
    labelled(tx.vatNumber, d.buyer.vatNumber),
    labelled(tx.email, d.buyer.email),
  ].filter(Boolean);
  const boxTop = s.y;
  const inner = half - 20;
  const boxHeight =
    s.height(tx.buyer, inner, { size: 8 }) +
    s.height(d.buyer.name, inner, { bold: true, size: 11 }) +
    buyerLines.reduce((h, l) => h + s.height(l, inner) + 1, 0) +
    26;
  pdf.roundedRect(right, boxTop, half, boxHeight, 4).lineWidth(0.8).strokeColor(RULE).stroke();
  s.y = boxTop + 10;
  s.y += s.text(tx.buyer.toUpperCase(), right + 10, inner, { bold: true, size: 8, color: MUTED }) + 3;
  s.y += s.text(d.buyer.name, right + 10, inner, { bold: true, size: 11 }) + 2;
  for (const line of buyerLines) s.y += s.text(line, right + 10, inner) + 1;

  s.y = boxTop + 4;
  if (kind.badge) {
    const status = kind.badge.text;
    pdf.font('Helvetica-Bold').fontSize(12);
    const badge = pdf.widthOfString(printable(status)) + 24;
    pdf
      .roundedRect(MARGIN, s.y, badge, 24, 4)
      .fill(kind.badge.colour)
      .fillColor('#ffffff')
      .text(printable(status), MARGIN, s.y + 7, { width: badge, align: 'center', lineBreak: false });
    if (kind.badge.amountLabel && kind.badge.amount !== undefined) {
      s.y += 32;
      s.text(kind.badge.amountLabel, MARGIN, half, { color: MUTED });
      s.y += 12;
      s.text(money(kind.badge.amount), MARGIN, half, { bold: true, size: 16 });
    }
  }
  s.y = boxTop + boxHeight + 22;

  // The lines; on a new page the header row comes again.
  const cols: Column[] = (
    [
      [0.42, 'left'],
      [0.13, 'right'],
      [0.17, 'right'],
      [0.09, 'right'],
      [0.19, 'right'],
    ] as const
  ).map(([share, align]) => ({ width: share * WIDTH, align }));
  const header = () => headerRow(s, cols, tx.lineColumns);
  const lineCells = (l: InvoiceLine) => [
    l.name,
    l.weightPrice ? `${number(l.unitsMilli / 1000, 3, 3)} kg` : number(l.unitsMilli / 1000, 3),
    l.weightPrice ? `${money(l.unitPriceCents)}/kg` : money(l.unitPriceCents),
    percent(l.vatBp),
    money(l.amountCents),
  ];
  s.ensure(60);
  header();
  continueWith = header;
  for (const line of d.lines) {
    row(s, cols, lineCells(line));
    s.y -= 0.5;
    s.rule(MARGIN, WIDTH, '#e5e7eb');
    s.y += 0.5;
  }
  continueWith = () => {};

  // VAT summary, totals, payments and how to pay: one block, never split over two pages.
  const closing = () => {
    s.y += 16;
    const start = s.y;
    // Left: the VAT summary per rate.
    const vatWidth = WIDTH * 0.54;
    s.y += s.text(tx.vatSummary.toUpperCase(), MARGIN, vatWidth, { bold: true, size: 8.5, color: '#374151' }) + 4;
    const vatCols: Column[] = [0.22, 0.26, 0.26, 0.26].map((w, i) => ({
      width: w * vatWidth,
      align: i === 0 ? 'left' : 'right',
    }));
    headerRow(s, vatCols, tx.vatColumns);
    for (const v of d.vat)
      row(s, vatCols, [percent(v.vatBp), money(v.baseCents), money(v.vatCents), money(v.totalCents)]);
    s.rule(MARGIN, vatWidth);
    row(s, vatCols, [tx.total, money(d.totalExclCents), money(d.totalVatCents), money(d.totalCents)], { bold: true });
    const vatEnd = s.y;

    // Right: totals, payments received and what is due.
    s.y = start;
    const tx0 = MARGIN + WIDTH * 0.6;
    const tw = WIDTH * 0.4;
    const total = (label: string, value: string, opts: TextOpts = {}) => {
      if (opts.rule) {
        s.y += 2;
        s.rule(tx0, tw, INK);
        s.y += 4;
        return;
      }
      if (!value) {
        s.y += 6;
        s.y += s.text(label, tx0, tw, opts) + 3;
        return;
      }
      s.text(label, tx0, tw * 0.6, opts);
      s.y +=
        Math.max(
          s.height(label, tw * 0.6, opts),
          s.text(value, tx0 + tw * 0.6, tw * 0.4, { ...opts, align: 'right' }),
        ) + 4;
    };
    total(tx.totalExcl, money(d.totalExclCents));
    total(tx.totalVat, money(d.totalVatCents));
    s.rule(tx0, tw, INK);
    s.y += 4;
    total(tx.totalIncl, money(d.totalCents), { bold: true, size: 11 });

    kind.totals(total);
    s.y = Math.max(s.y, vatEnd) + 14;
    kind.closing(
      (text, opts = {}) => {
        s.y += s.text(text, MARGIN, WIDTH, { size: 9.5, ...opts }) + 4;
      },
      (label, value) => {
        if (!value) return;
        s.text(label, MARGIN, 90, { size: 9.5, color: MUTED });
        s.y += s.text(value, MARGIN + 90, WIDTH - 90, { size: 9.5, bold: true }) + 2;
      },
    );
    s.y += 4;
    // A French seller invoicing a business prints the late-payment mentions.
    if (kind.latePayment) {
      s.y += s.text(tx.frenchLatePayment, MARGIN, WIDTH, { size: 7.5, color: MUTED }) + 4;
    }
  };
  s.ensure(s.measure(closing));
  closing();

  // Footer on every page: the seller's identifiers, the invoice number and the page.
  const identity = [d.seller.name, d.seller.vatNumber, d.seller.iban].filter(Boolean).join(' - ');
  eachPage(pdf, (page, pages) => {
    const y = PAGE.height - MARGIN + 2;
    pdf
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + WIDTH, y - 6)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    pdf
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(oneLine(pdf, identity, WIDTH * 0.65 - 6, 7.5), MARGIN, y, { width: WIDTH * 0.65, lineBreak: false })
      .text(printable(kind.footer(page, pages)), MARGIN + WIDTH * 0.65, y, {
        width: WIDTH * 0.35,
        align: 'right',
        lineBreak: false,
      });
  });
  pdf.end();
  return done;
}
