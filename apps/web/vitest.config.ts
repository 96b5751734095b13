import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: the pure modules (`*.test.ts`) in node, the components (`*.test.tsx`, Testing Library) in jsdom with
 * the English interface (src/test/setup.ts).
 */
export default defineConfig({
  // Tests get every English text up front (the browser loads most namespaces with the signed-in shell).
  resolve: {
    alias: [
      { find: /^\.\.\/locales\/en\.first$/, replacement: fileURLToPath(new URL('src/locales/en.ts', import.meta.url)) },
    ],
  },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // What a test stubbed (fetch: test/render's fakeApi) is put back after it.
          unstubGlobals: true,
          // A busy machine: PrimeReact in jsdom is slow to render.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
