import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { hostAddress } from './e2e/host';

/** The real server (scripts/start.mjs) on its own port, with a fresh demo database for every run. */
const PORT = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://localhost:${PORT}`;
const dataDir = path.join(os.tmpdir(), `comptoir-e2e-${process.pid}-${Date.now()}`);
/** Each shard of scripts/e2e.mjs keeps its own failures and report. */
const SHARD = process.env.E2E_SHARD_DIR ?? '';
/** The stand-in devices (printers, a CashDro) listen on this machine's own address: loopback is always refused. */
const HOST = hostAddress();

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join('./test-results', SHARD),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI runs two shards on two cores (scripts/e2e.mjs): more room per test there; a passing test takes no longer.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join('playwright-report', SHARD) }]]
    : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    locale: 'en-US',
    viewport: { width: 1366, height: 860 },
    // As a user who asks for less motion: no fades, slides or chart animations to draw and wait for (decision 140).
    reducedMotion: 'reduce',
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
      // The outbound policy (decision 75): the default private ranges and this machine's address, where the stand-ins
      // listen; the console's own port stands in for a CashDro's web server.
      OUTBOUND_NETWORKS: [
        '10.0.0.0/8',
        '172.16.0.0/12',
        '192.168.0.0/16',
        'fc00::/7',
        ...(HOST ? [`${HOST}/32`] : []),
      ].join(','),
      INTEGRATION_PORTS: `80,443,4100-4102,8080,8443,${PORT}`,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
