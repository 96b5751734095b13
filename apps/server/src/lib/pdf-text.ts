/** Text for PDFs drawn with pdfkit's built-in fonts (WinAnsi encoding). */

// Characters Helvetica's WinAnsi encoding has beyond Latin-1 (pdfkit maps them); anything else is simplified.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Text the built-in fonts can print: accents WinAnsi lacks dropped (Łódź -> Lódz), the rest as "?". */
export function printable(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\u00a0\u202f\u2009]/g, ' ')) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (code === 0x0a) out += ch;
    else {
      const plain = ch
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[łŁđĐøØ]/g, (c) => ({ ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ø: 'o', Ø: 'O' })[c] ?? c);
      out += [...plain].every((c) => c.charCodeAt(0) < 0x7f) ? plain : '?';
    }
  }
  return out;
}
