import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run in parallel, each on its own database; two workers suit the 2-core CI machine.
    maxWorkers: 2,
  },
});
