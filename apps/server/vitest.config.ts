import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run in parallel, each on its own database; two workers suit the 2-core CI machine.
    maxWorkers: 2,
    // A worker loads the server once for all its files instead of once per file (the import of the server and its
    // libraries was 218 s of the suite's 221 s of worker time): files share no state, each builds its own app on its
    // own database; modules keep no mutable state tests could see (test/module-shape.test.ts).
    isolate: false,
  },
});
