import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The real server (scripts/start.mjs) on its own port, with a fresh demo database for every run. */
const PORT = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://localhost:${PORT}`;
const dataDir = path.join(os.tmpdir(), `comptoir-e2e-${Date.now()}`);

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    locale: 'en-US',
    viewport: { width: 1366, height: 860 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PORT: String(PORT),
      DEMO: 'on',
      DATA_DIR: dataDir,
      // Test prints go to printer ports only: the stand-in printers of e2e/printers.spec.ts listen on 19100-19199.
      PRINTER_PORTS: '9100-9109,19100-19199',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
