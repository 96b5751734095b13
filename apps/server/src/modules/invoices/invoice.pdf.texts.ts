import type { InvoiceLanguage } from './invoice.document';

/**
 * The words of the invoice PDF and of the reminder e-mail, in the languages of the console. An invoice is written in
 * the language of its client when known, else the organisation's (the invoices module decides: doc.language).
 * French uses the HT / TTC wording every French and Belgian accountant reads; Dutch the Belgian "maatstaf van heffing".
 */

export interface InvoiceTexts {
  /** Intl locale of money, numbers and dates (the console's: fr-BE, nl-BE, en-IE). */
  locale: string;
  title: string;
  number: string;
  date: string;
  dueDate: string;
  ticket: string;
  seller: string;
  buyer: string;
  vatNumber: string;
  enterpriseNumber: string;
  iban: string;
  email: string;
  phone: string;
  /** Columns of the lines: description, quantity, unit price incl. VAT, VAT rate, amount incl. VAT. */
  lineColumns: [string, string, string, string, string];
  continued: string;
  vatSummary: string;
  /** Columns of the VAT summary: rate, base, VAT, total. */
  vatColumns: [string, string, string, string];
  total: string;
  totalExcl: string;
  totalVat: string;
  totalIncl: string;
  payments: string;
  paymentType: (type: string) => string;
  paidStatus: string;
  toPayStatus: string;
  amountDue: string;
  paidThanks: string;
  /** Label of the payment reference (the structured communication for a Belgian account). */
  reference: string;
  payBy: (amount: string, due: string) => string;
  payByNoIban: (amount: string, due: string) => string;
  /** Mentions a French seller must print on a business invoice (Code de commerce L441-9). */
  frenchLatePayment: string;
  footer: (number: string, page: number, pages: number) => string;
  /** Reason of the UBL allowance/charge that brings the rounded line amounts to the VAT base (decision 71). */
  rounding: string;
  /** Reason of a line allowance (what a ticket charged below the list price). */
  lineDiscount: string;
  creditNote: {
    title: string;
    number: string;
    date: string;
    invoice: string;
    invoiceDate: string;
    reason: string;
    credited: string;
    /** The closing paragraph (and the UBL payment terms): how the credit is settled. */
    terms: (invoiceNumber: string) => string;
    footer: (number: string, page: number, pages: number) => string;
    fileName: (number: string) => string;
  };
  mail: {
    subject: (number: string, seller: string) => string;
    /** Paragraphs of the body; `payment` (IBAN and reference) is empty when the seller has no account. */
    body: (p: {
      buyer: string;
      number: string;
      date: string;
      amount: string;
      due: string;
      seller: string;
      payment: string;
      /** Sent on or before the due day: "is to be paid by", never "was due" (issue 22 point 2). */
      notYetDue: boolean;
    }) => string[];
    paymentLine: (iban: string, reference: string) => string;
    fileName: (number: string) => string;
  };
}

const en: InvoiceTexts = {
  locale: 'en-IE',
  title: 'Invoice',
  number: 'Invoice number',
  date: 'Invoice date',
  dueDate: 'Due date',
  ticket: 'Ticket',
  seller: 'Seller',
  buyer: 'Customer',
  vatNumber: 'VAT number',
  enterpriseNumber: 'Company number',
  iban: 'IBAN',
  email: 'E-mail',
  phone: 'Phone',
  lineColumns: ['Description', 'Quantity', 'Unit price incl. VAT', 'VAT', 'Amount incl. VAT'],
  continued: 'continued',
  vatSummary: 'VAT summary',
  vatColumns: ['VAT rate', 'Taxable amount', 'VAT', 'Total incl. VAT'],
  total: 'Total',
  totalExcl: 'Total excl. VAT',
  totalVat: 'VAT',
  totalIncl: 'Total incl. VAT',
  payments: 'Payments received',
  paymentType: (type) =>
    ({
      CASH: 'Cash',
      CARD: 'Card',
      TRANSFER: 'Bank transfer',
      CREDIT: 'On account',
      OFFERED: 'Offered',
      FREE: 'Offered',
      MIXED: 'Mixed payment',
      ERROR: 'Correction',
    })[type] ?? type,
  paidStatus: 'PAID',
  toPayStatus: 'TO PAY',
  amountDue: 'Amount due',
  paidThanks: 'This invoice has been paid in full. Thank you.',
  reference: 'Reference',
  payBy: (amount, due) => `Please transfer ${amount} by ${due} to the account below, quoting the reference.`,
  payByNoIban: (amount, due) => `Please pay ${amount} by ${due}, quoting the reference.`,
  frenchLatePayment:
    'Late payment: interest at the ECB rate plus 10 points, and a fixed recovery fee of €40 (French Commercial Code L441-10). No discount for early payment.',
  footer: (number, page, pages) => `Invoice ${number} - page ${page} of ${pages}`,
  rounding: 'Rounding',
  lineDiscount: 'Discount',
  creditNote: {
    title: 'Credit note',
    number: 'Credit note number',
    date: 'Date',
    invoice: 'Credits invoice',
    invoiceDate: 'Invoice date',
    reason: 'Reason',
    credited: 'Amount credited',
    terms: (invoice) =>
      `This credit note is deducted from invoice ${invoice}; any amount already paid is refunded to you.`,
    footer: (number, page, pages) => `Credit note ${number} - page ${page} of ${pages}`,
    fileName: (number) => `credit-note-${number}.pdf`,
  },
  mail: {
    subject: (number, seller) => `Reminder: invoice ${number} from ${seller}`,
    body: ({ buyer, number, date, amount, due, seller, payment, notYetDue }) => [
      `Dear ${buyer},`,
      notYetDue
        ? `As a reminder, invoice ${number} of ${date} is to be paid by ${due}: ${amount} remains to be paid. You will find the invoice attached.`
        : `According to our records, invoice ${number} of ${date} has not been paid yet: ${amount} was due on ${due}. You will find the invoice attached.`,
      payment,
      'If you have already paid it, please disregard this message.',
      `Kind regards,\n${seller}`,
    ],
    paymentLine: (iban, reference) => `Bank account (IBAN): ${iban} - reference: ${reference}`,
    fileName: (number) => `invoice-${number}.pdf`,
  },
};

const fr: InvoiceTexts = {
  locale: 'fr-BE',
  title: 'Facture',
  number: 'Facture n°',
  date: 'Date de facture',
  dueDate: 'Date d’échéance',
  ticket: 'Ticket',
  seller: 'Vendeur',
  buyer: 'Client',
  vatNumber: 'N° TVA',
  enterpriseNumber: 'N° d’entreprise',
  iban: 'IBAN',
  email: 'E-mail',
  phone: 'Tél.',
  lineColumns: ['Désignation', 'Quantité', 'Prix unitaire TTC', 'TVA', 'Montant TTC'],
  continued: 'suite',
  vatSummary: 'Récapitulatif TVA',
  vatColumns: ['Taux de TVA', 'Base HT', 'Montant TVA', 'Total TTC'],
  total: 'Total',
  totalExcl: 'Montant HT',
  totalVat: 'TVA',
  totalIncl: 'Montant TTC',
  payments: 'Paiements reçus',
  paymentType: (type) =>
    ({
      CASH: 'Espèces',
      CARD: 'Carte',
      TRANSFER: 'Virement',
      CREDIT: 'En compte',
      OFFERED: 'Offert',
      FREE: 'Offert',
      MIXED: 'Paiement mixte',
      ERROR: 'Correction',
    })[type] ?? type,
  paidStatus: 'PAYÉE',
  toPayStatus: 'À PAYER',
  amountDue: 'Reste à payer',
  paidThanks: 'Cette facture est entièrement payée. Merci.',
  reference: 'Communication',
  payBy: (amount, due) =>
    `Merci de virer ${amount} au plus tard le ${due} sur le compte ci-dessous, en mentionnant la communication.`,
  payByNoIban: (amount, due) => `Merci de régler ${amount} au plus tard le ${due}, en mentionnant la communication.`,
  frenchLatePayment:
    'Pénalités de retard : taux BCE majoré de 10 points ; indemnité forfaitaire pour frais de recouvrement : 40 € (art. L441-10 du Code de commerce). Pas d’escompte pour paiement anticipé.',
  footer: (number, page, pages) => `Facture ${number} - page ${page} sur ${pages}`,
  rounding: 'Arrondi',
  lineDiscount: 'Remise',
  creditNote: {
    title: 'Note de crédit',
    number: 'Note de crédit n°',
    date: 'Date',
    invoice: 'Facture créditée',
    invoiceDate: 'Date de la facture',
    reason: 'Motif',
    credited: 'Montant crédité',
    terms: (invoice) =>
      `Cette note de crédit est déduite de la facture ${invoice} ; tout montant déjà payé vous est remboursé.`,
    footer: (number, page, pages) => `Note de crédit ${number} - page ${page} sur ${pages}`,
    fileName: (number) => `note-de-credit-${number}.pdf`,
  },
  mail: {
    subject: (number, seller) => `Rappel : facture ${number} de ${seller}`,
    body: ({ buyer, number, date, amount, due, seller, payment, notYetDue }) => [
      `Bonjour ${buyer},`,
      notYetDue
        ? `Pour rappel, la facture ${number} du ${date} est à régler au plus tard le ${due} : ${amount} restent à payer. Vous la trouverez en pièce jointe.`
        : `Sauf erreur de notre part, la facture ${number} du ${date} n’est pas encore réglée : ${amount} étaient à payer au plus tard le ${due}. Vous la trouverez en pièce jointe.`,
      payment,
      'Si vous l’avez déjà réglée, merci de ne pas tenir compte de ce message.',
      `Bien cordialement,\n${seller}`,
    ],
    paymentLine: (iban, reference) => `Compte bancaire (IBAN) : ${iban} - communication : ${reference}`,
    fileName: (number) => `facture-${number}.pdf`,
  },
};

const nl: InvoiceTexts = {
  locale: 'nl-BE',
  title: 'Factuur',
  number: 'Factuurnummer',
  date: 'Factuurdatum',
  dueDate: 'Vervaldatum',
  ticket: 'Ticket',
  seller: 'Verkoper',
  buyer: 'Klant',
  vatNumber: 'Btw-nummer',
  enterpriseNumber: 'Ondernemingsnummer',
  iban: 'IBAN',
  email: 'E-mail',
  phone: 'Tel.',
  lineColumns: ['Omschrijving', 'Aantal', 'Eenheidsprijs incl. btw', 'Btw', 'Bedrag incl. btw'],
  continued: 'vervolg',
  vatSummary: 'Btw-overzicht',
  vatColumns: ['Btw-tarief', 'Maatstaf van heffing', 'Btw-bedrag', 'Totaal incl. btw'],
  total: 'Totaal',
  totalExcl: 'Totaal excl. btw',
  totalVat: 'Btw',
  totalIncl: 'Totaal incl. btw',
  payments: 'Ontvangen betalingen',
  paymentType: (type) =>
    ({
      CASH: 'Contant',
      CARD: 'Kaart',
      TRANSFER: 'Overschrijving',
      CREDIT: 'Op rekening',
      OFFERED: 'Aangeboden',
      FREE: 'Aangeboden',
      MIXED: 'Gemengde betaling',
      ERROR: 'Correctie',
    })[type] ?? type,
  paidStatus: 'BETAALD',
  toPayStatus: 'TE BETALEN',
  amountDue: 'Nog te betalen',
  paidThanks: 'Deze factuur is volledig betaald. Dank u.',
  reference: 'Mededeling',
  payBy: (amount, due) =>
    `Gelieve ${amount} uiterlijk op ${due} over te schrijven op onderstaande rekening, met vermelding van de mededeling.`,
  payByNoIban: (amount, due) => `Gelieve ${amount} uiterlijk op ${due} te betalen, met vermelding van de mededeling.`,
  frenchLatePayment:
    'Bij laattijdige betaling: interest tegen de ECB-rente plus 10 punten en een forfaitaire invorderingsvergoeding van 40 € (Frans Wetboek van Koophandel, art. L441-10). Geen korting bij vervroegde betaling.',
  footer: (number, page, pages) => `Factuur ${number} - pagina ${page} van ${pages}`,
  rounding: 'Afronding',
  lineDiscount: 'Korting',
  creditNote: {
    title: 'Creditnota',
    number: 'Creditnotanummer',
    date: 'Datum',
    invoice: 'Gecrediteerde factuur',
    invoiceDate: 'Factuurdatum',
    reason: 'Reden',
    credited: 'Gecrediteerd bedrag',
    terms: (invoice) =>
      `Deze creditnota wordt in mindering gebracht van factuur ${invoice}; een reeds betaald bedrag wordt u terugbetaald.`,
    footer: (number, page, pages) => `Creditnota ${number} - pagina ${page} van ${pages}`,
    fileName: (number) => `creditnota-${number}.pdf`,
  },
  mail: {
    subject: (number, seller) => `Herinnering: factuur ${number} van ${seller}`,
    body: ({ buyer, number, date, amount, due, seller, payment, notYetDue }) => [
      `Beste ${buyer},`,
      notYetDue
        ? `Ter herinnering: factuur ${number} van ${date} moet uiterlijk op ${due} betaald worden; er blijft ${amount} te betalen. U vindt de factuur in bijlage.`
        : `Volgens onze gegevens is factuur ${number} van ${date} nog niet betaald: ${amount} moest uiterlijk op ${due} betaald zijn. U vindt de factuur in bijlage.`,
      payment,
      'Hebt u ze intussen al betaald, dan mag u dit bericht als onbestaande beschouwen.',
      `Met vriendelijke groeten,\n${seller}`,
    ],
    paymentLine: (iban, reference) => `Bankrekening (IBAN): ${iban} - mededeling: ${reference}`,
    fileName: (number) => `factuur-${number}.pdf`,
  },
};

const TEXTS: Record<InvoiceLanguage, InvoiceTexts> = { en, fr, nl };

/** The texts of a language; anything unknown falls back to English. */
export function invoiceTexts(language: string): InvoiceTexts {
  return TEXTS[language as InvoiceLanguage] ?? en;
}
