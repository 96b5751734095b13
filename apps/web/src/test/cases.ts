/** A table of cases for a one-argument function: each input (the key) and what it must give, named in a failure. */
import { expect } from 'vitest';

export function expectCases<T>(fn: (input: string) => T, cases: Record<string, T>): void {
  for (const [input, expected] of Object.entries(cases))
    expect(fn(input), `input ${JSON.stringify(input)}`).toEqual(expected);
}
