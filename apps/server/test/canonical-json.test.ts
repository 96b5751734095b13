import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/lib/canonical-json';

/** RFC 8785 (JCS): the journal hashes and signs this form, so it must be the RFC's to the byte. */
describe('canonicalJson', () => {
  it('sorts members by UTF-16 code units, drops white space, writes numbers and strings as ECMAScript', () => {
    // The RFC's section 3.2.3 sorting example (names given here out of order).
    const sorted = canonicalJson({
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    });
    // (Read from the text: JSON.parse would put the integer-like name first again.)
    const names = [...sorted.matchAll(/"((?:[^"\\]|\\.)*)":/g)].map((m) => JSON.parse(`"${m[1]}"`));
    expect(names).toEqual(['\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33']);
    // Section 3.2.2.3 numbers, and nested values.
    expect(canonicalJson({ b: [1e21, 1e-7, -0, 333333333.3333333, 4.5], a: { z: null, y: true, x: 'é\n"' } })).toBe(
      '{"a":{"x":"é\\n\\"","y":true,"z":null},"b":[1e+21,1e-7,0,333333333.3333333,4.5]}',
    );
  });

  it('refuses values with no canonical form', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(/finite/);
    expect(() => canonicalJson({ a: new Date(0) })).toThrow(/plain/);
    expect(() => canonicalJson([undefined])).toThrow();
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});
