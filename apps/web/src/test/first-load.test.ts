import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDGES, importsOf, rel, SRC, text } from './sourceGraph';

describe('console shape: the first load', () => {
  it('the sign-in page loads no zod up front: its schemas are imported lazily only (decision 151)', () => {
    const lazyOnly = ['lib/firstLoadSchemas.ts', 'features/auth/loginFormSchema.ts'];
    const eager = EDGES.filter(({ to, lazy }) => lazyOnly.includes(rel(to)) && !lazy).map(({ from }) => rel(from));
    expect(eager).toEqual([]);
    // What /login runs before anything is loaded on demand: no file of it imports zod's runtime.
    const reached = new Set([path.join(SRC, 'main.tsx'), path.join(SRC, 'features/auth/pages/LoginPage.tsx')]);
    for (const file of reached)
      for (const { to, lazy } of importsOf(file)) if (!lazy && !/\.test\.tsx?$/.test(to)) reached.add(to);
    expect(reached.size).toBeGreaterThan(20);
    const withZod = [...reached].filter((f) => /^import (?!type )[^;]*from 'zod';/m.test(text(f))).map(rel);
    expect(withZod).toEqual([]);
  });
});
