/**
 * RFC 8785 JSON Canonicalization Scheme (JCS) for the values the journal writes: objects with their members sorted by
 * the UTF-16 code units of their names, no white space, strings and numbers as ECMAScript's JSON.stringify writes them
 * (which is what the RFC specifies for both). Only plain JSON values are accepted: a non-finite number, undefined, a
 * function, a bigint or a class instance is refused (they have no canonical form), so a journalled body always parses
 * back to the value that was hashed.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('canonicalJson: a number must be finite');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) throw new TypeError('canonicalJson: only plain objects');
      const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
      // Array.prototype.sort compares strings by UTF-16 code units, as RFC 8785 section 3.2.3 asks.
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    default:
      throw new TypeError(`canonicalJson: a ${typeof value} has no JSON form`);
  }
}
