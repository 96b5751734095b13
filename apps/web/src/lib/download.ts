/** The one way the console saves a file it holds (a CSV export, a PDF fetched with the token), without a new page. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text the console built as a file; the byte-order mark makes spreadsheets read UTF-8 (accents) correctly. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(new Blob([`\uFEFF${text}`], { type }), fileName);
}

/** Saves CSV text (built with the shared `toCsv`) as `<name>.csv`. */
export function downloadCsv(name: string, csv: string): void {
  downloadText(`${name}.csv`, csv);
}
