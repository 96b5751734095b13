import PDFDocument from 'pdfkit';

/** The documents' A4 page (points), its margin and the width between the margins (invoices, shift reports). */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const WIDTH = PAGE.width - 2 * MARGIN;

/**
 * A new A4 pdfkit document that keeps its pages (a footer is written on each once the content is laid out:
 * `eachPage`), and its bytes once `doc.end()` is called.
 */
export function a4Document(): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.info.Creator = 'Comptoir';
  return { doc, done };
}

/** Calls `write` on every page of the document (bottom margin off, for a footer) with its number and the count. */
export function eachPage(doc: PDFKit.PDFDocument, write: (page: number, pages: number) => void): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    write(i + 1, range.count);
  }
}
