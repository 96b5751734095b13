import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests get every English text up front (the browser loads most namespaces with the signed-in shell).
  resolve: {
    alias: [
      { find: /^\.\.\/locales\/en\.first$/, replacement: fileURLToPath(new URL('src/locales/en.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
