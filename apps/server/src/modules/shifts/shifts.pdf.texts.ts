/**
 * The words of the X and Z report PDFs in the console's languages. The API's messages stay English; a report is
 * paper for the person who downloads it, so it is written in their language: the console passes its language as
 * `lang`, else the browser's Accept-Language decides, else English.
 */

export const REPORT_LANGUAGES = ['en', 'fr', 'nl'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export interface PdfTexts {
  title: { X: string; Z: string };
  subtitle: { X: string; Z: string };
  vatNumber: (value: string) => string;
  address: (value: string) => string;
  period: string;
  requestedPeriod: string;
  allShifts: string;
  firstShift: string;
  now: string;
  from: string;
  to: string;
  stillOpen: string;
  shiftNumber: string;
  shifts: string;
  shiftSpan: (first: number, last: number, count: number) => string;
  openShiftsLeftOut: string;
  cash: string;
  openedBy: string;
  openingCash: string;
  closedBy: string;
  countedCash: string;
  expectedCash: string;
  difference: string;
  zNumber: string;
  cashSales: string;
  cashTips: string;
  cashRefunds: string;
  cashOther: string;
  tips: string;
  corrections: (n: number) => string;
  /** Columns of the cash table of a range: no., opened, by, opening, closed, by, counted, expected, difference. */
  cashColumns: [string, string, string, string, string, string, string, string, string];
  open: string;
  total: string;
  payments: string;
  card: string;
  bankTransfer: string;
  offered: string;
  credit: string;
  error: string;
  totalPaid: string;
  stillToPay: string;
  totalSales: string;
  vat: string;
  vatColumns: [string, string, string, string];
  tickets: string;
  ticketCount: string;
  openTickets: string;
  voids: string;
  voidedLines: (n: number) => string;
  voidedTickets: (n: number) => string;
  reversedPayments: (n: number) => string;
  topGroups: string;
  noSales: string;
  groupColumns: [string, string, string];
  noGroup: string;
  footer: (printed: string, timeZone: string, page: number, pages: number) => string;
}

const en: PdfTexts = {
  title: { X: 'X report', Z: 'Z report' },
  subtitle: { X: 'Running report - not a closing report', Z: 'Closing report' },
  vatNumber: (value) => `VAT number: ${value}`,
  address: (value) => `Address: ${value}`,
  period: 'Period',
  requestedPeriod: 'Requested period',
  allShifts: 'all shifts',
  firstShift: 'first shift',
  now: 'now',
  from: 'From',
  to: 'To',
  stillOpen: 'still open',
  shiftNumber: 'Shift number',
  shifts: 'Shifts',
  shiftSpan: (first, last, count) => `${first} to ${last} (${count} shifts)`,
  openShiftsLeftOut: 'Open shifts not included',
  cash: 'Cash',
  openedBy: 'Opened by',
  openingCash: 'Opening cash',
  closedBy: 'Closed by',
  countedCash: 'Counted cash',
  expectedCash: 'Expected cash',
  zNumber: 'Z number',
  cashSales: '+ Cash sales',
  cashTips: '+ Cash tips',
  cashRefunds: '- Cash refunds',
  cashOther: '+ Other cash (rounding)',
  tips: 'Tips (not in the sales)',
  corrections: (n) => `Correction tickets (${n})`,
  difference: 'Difference',
  cashColumns: ['No.', 'Opened', 'By', 'Opening', 'Closed', 'By', 'Counted', 'Expected', 'Diff.'],
  open: 'open',
  total: 'Total',
  payments: 'Payments',
  card: 'Card',
  bankTransfer: 'Bank transfer',
  offered: 'Offered',
  credit: 'Credit',
  error: 'Error',
  totalPaid: 'Total paid',
  stillToPay: 'Still to pay',
  totalSales: 'Total sales',
  vat: 'VAT',
  vatColumns: ['Rate', 'Base (excl. VAT)', 'VAT', 'Total (incl. VAT)'],
  tickets: 'Tickets',
  ticketCount: 'Number of tickets',
  openTickets: 'Still open',
  voids: 'Voids and reversals',
  voidedLines: (n) => `Voided lines (${n})`,
  voidedTickets: (n) => `Voided tickets (${n})`,
  reversedPayments: (n) => `Reversed payments (${n})`,
  topGroups: 'Top groups',
  noSales: 'No sales',
  groupColumns: ['Group', 'Units', 'Amount'],
  noGroup: 'No group',
  footer: (printed, timeZone, page, pages) => `Printed ${printed} (${timeZone}) - page ${page} of ${pages}`,
};

const fr: PdfTexts = {
  title: { X: 'Rapport X', Z: 'Rapport Z' },
  subtitle: { X: 'Rapport en cours - pas un rapport de clôture', Z: 'Rapport de clôture' },
  vatNumber: (value) => `Numéro de TVA : ${value}`,
  address: (value) => `Adresse : ${value}`,
  period: 'Période',
  requestedPeriod: 'Période demandée',
  allShifts: 'tous les services',
  firstShift: 'premier service',
  now: 'maintenant',
  from: 'Du',
  to: 'Au',
  stillOpen: 'encore ouvert',
  shiftNumber: 'Numéro de service',
  shifts: 'Services',
  shiftSpan: (first, last, count) => `${first} à ${last} (${count} services)`,
  openShiftsLeftOut: 'Services ouverts non inclus',
  cash: 'Caisse',
  openedBy: 'Ouvert par',
  openingCash: 'Fond de caisse',
  closedBy: 'Clôturé par',
  countedCash: 'Caisse comptée',
  expectedCash: 'Caisse attendue',
  zNumber: 'Numéro Z',
  cashSales: '+ Ventes en espèces',
  cashTips: '+ Pourboires en espèces',
  cashRefunds: '- Remboursements en espèces',
  cashOther: '+ Autres espèces (arrondis)',
  tips: 'Pourboires (hors ventes)',
  corrections: (n) => `Tickets de correction (${n})`,
  difference: 'Écart',
  cashColumns: ['N°', 'Ouvert', 'Par', 'Fond', 'Clôturé', 'Par', 'Compté', 'Attendu', 'Écart'],
  open: 'ouvert',
  total: 'Total',
  payments: 'Paiements',
  card: 'Carte',
  bankTransfer: 'Virement',
  offered: 'Offert',
  credit: 'Crédit',
  error: 'Erreur',
  totalPaid: 'Total payé',
  stillToPay: 'Reste à payer',
  totalSales: 'Total des ventes',
  vat: 'TVA',
  vatColumns: ['Taux', 'Base (HTVA)', 'TVA', 'Total (TVAC)'],
  tickets: 'Tickets',
  ticketCount: 'Nombre de tickets',
  openTickets: 'Encore ouverts',
  voids: 'Annulations et contre-passations',
  voidedLines: (n) => `Lignes annulées (${n})`,
  voidedTickets: (n) => `Tickets annulés (${n})`,
  reversedPayments: (n) => `Paiements contre-passés (${n})`,
  topGroups: 'Meilleurs groupes',
  noSales: 'Aucune vente',
  groupColumns: ['Groupe', 'Unités', 'Montant'],
  noGroup: 'Sans groupe',
  footer: (printed, timeZone, page, pages) => `Imprimé le ${printed} (${timeZone}) - page ${page} sur ${pages}`,
};

const nl: PdfTexts = {
  title: { X: 'X-rapport', Z: 'Z-rapport' },
  subtitle: { X: 'Tussentijds rapport - geen afsluitrapport', Z: 'Afsluitrapport' },
  vatNumber: (value) => `Btw-nummer: ${value}`,
  address: (value) => `Adres: ${value}`,
  period: 'Periode',
  requestedPeriod: 'Gevraagde periode',
  allShifts: 'alle shifts',
  firstShift: 'eerste shift',
  now: 'nu',
  from: 'Van',
  to: 'Tot',
  stillOpen: 'nog open',
  shiftNumber: 'Shiftnummer',
  shifts: 'Shifts',
  shiftSpan: (first, last, count) => `${first} tot ${last} (${count} shifts)`,
  openShiftsLeftOut: 'Open shifts niet inbegrepen',
  cash: 'Kassa',
  openedBy: 'Geopend door',
  openingCash: 'Beginkassa',
  closedBy: 'Afgesloten door',
  countedCash: 'Getelde kassa',
  expectedCash: 'Verwachte kassa',
  zNumber: 'Z-nummer',
  cashSales: '+ Contante verkoop',
  cashTips: '+ Contante fooien',
  cashRefunds: '- Contante terugbetalingen',
  cashOther: '+ Andere contanten (afronding)',
  tips: 'Fooien (buiten de verkoop)',
  corrections: (n) => `Correctietickets (${n})`,
  difference: 'Verschil',
  cashColumns: ['Nr.', 'Geopend', 'Door', 'Begin', 'Afgesloten', 'Door', 'Geteld', 'Verwacht', 'Verschil'],
  open: 'open',
  total: 'Totaal',
  payments: 'Betalingen',
  card: 'Kaart',
  bankTransfer: 'Overschrijving',
  offered: 'Aangeboden',
  credit: 'Krediet',
  error: 'Fout',
  totalPaid: 'Totaal betaald',
  stillToPay: 'Nog te betalen',
  totalSales: 'Totale verkoop',
  vat: 'Btw',
  vatColumns: ['Tarief', 'Basis (excl. btw)', 'Btw', 'Totaal (incl. btw)'],
  tickets: 'Tickets',
  ticketCount: 'Aantal tickets',
  openTickets: 'Nog open',
  voids: 'Annuleringen en tegenboekingen',
  voidedLines: (n) => `Geannuleerde lijnen (${n})`,
  voidedTickets: (n) => `Geannuleerde tickets (${n})`,
  reversedPayments: (n) => `Tegengeboekte betalingen (${n})`,
  topGroups: 'Topgroepen',
  noSales: 'Geen verkoop',
  groupColumns: ['Groep', 'Eenheden', 'Bedrag'],
  noGroup: 'Geen groep',
  footer: (printed, timeZone, page, pages) => `Afgedrukt op ${printed} (${timeZone}) - pagina ${page} van ${pages}`,
};

const TEXTS: Record<ReportLanguage, PdfTexts> = { en, fr, nl };

export function pdfTexts(lang: ReportLanguage): PdfTexts {
  return TEXTS[lang];
}

/** "nl", "nl-BE", "NL_be" -> nl; anything else -> null. */
function supported(tag: string | undefined): ReportLanguage | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return REPORT_LANGUAGES.find((lng) => lng === primary) ?? null;
}

/**
 * The language of a report: the `lang` the console sends, else the best supported language of an Accept-Language
 * header (by its q weights), else English.
 */
export function reportLanguage(lang: string | undefined, acceptLanguage: string | undefined): ReportLanguage {
  const asked = supported(lang);
  if (asked) return asked;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lng: supported(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.lng !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lng ?? 'en';
}
