/** Reading table names out of SQL text, for the tenant guard's check of raw SQL (issue 25, decision 110). */

/** An identifier as SQL writes it: bare, "double-quoted", `backquoted` or [bracketed]. */
const IDENT = String.raw`(?:"(?:[^"]|"")+"|\`[^\`]+\`|\[[^\]]+\]|[a-z_][a-z0-9_$]*)`;
/** Where a table list starts: its keyword, and the words that may stand between it and the first table. */
const TABLE_LIST = /\b(?:from|join|into|update|using|truncate)\b(?:\s+(?:only|table|lateral)\b)*/gi;
/** One table of a list, schema-qualified or not (`public.product`, `"main"."product"`): the name is group 1. */
const TABLE_ITEM = new RegExp(String.raw`^\s*(?:${IDENT}\s*\.\s*)?(${IDENT})`, 'i');
/** What may follow a table in a list before its comma: an alias (with or without `as`). */
const ALIAS = new RegExp(String.raw`^\s*(?:as\s+)?${IDENT}`, 'i');
const unquote = (name: string) => name.replace(/^["`[]|["`\]]$/g, '').toLowerCase();

/** The end of the parenthesised group that opens at `text[open]`, or the text's end when it is not closed. */
function closeParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * Every table SQL text names where a table goes, in order: after from/join/into/update/using/truncate, and in each
 * item of a comma list (`from organization o, product p`), schema-qualified or quoted (`public.product`,
 * `"public"."product"`), lower-cased. A subquery or a function in the list is stepped over (its own from is found on
 * its own). The tenant guard (tenant-guard.ts) reads raw SQL with it.
 */
export function* sqlTableNames(text: string): Generator<string> {
  for (const start of text.matchAll(TABLE_LIST)) {
    let rest = text.slice(start.index + start[0].length);
    for (;;) {
      const lead = /^\s*/.exec(rest)![0].length;
      if (rest[lead] === '(') rest = rest.slice(closeParen(rest, lead));
      else {
        const item = TABLE_ITEM.exec(rest);
        if (!item) break;
        yield unquote(item[1]!);
        rest = rest.slice(item[0].length);
        const call = /^\s*\(/.exec(rest);
        if (call) rest = rest.slice(closeParen(rest, call[0].length - 1));
      }
      const alias = ALIAS.exec(rest);
      if (alias && !/^\s*,/.test(rest)) rest = rest.slice(alias[0].length);
      const comma = /^\s*,/.exec(rest);
      if (!comma) break;
      rest = rest.slice(comma[0].length);
    }
  }
}
