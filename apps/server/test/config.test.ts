import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

/** Settings read from the environment: defaults, and a clear error for a value out of range. */
describe('config', () => {
  const base = { DATA_DIR: '/tmp/comptoir-config-test', JWT_SECRET: 'x'.repeat(40) };

  it('seeds 60 days of ordinary traffic by default', () => {
    const config = loadConfig(base);
    expect(config.demoDays).toBe(60);
    expect(config.demoTraffic).toBe(1);
  });

  it('reads DEMO_DAYS and DEMO_TRAFFIC', () => {
    const config = loadConfig({ ...base, DEMO_DAYS: '365', DEMO_TRAFFIC: '3' });
    expect(config.demoDays).toBe(365);
    expect(config.demoTraffic).toBe(3);
  });

  it.each([
    ['DEMO_DAYS', 'abc'],
    ['DEMO_DAYS', '-1'],
    ['DEMO_DAYS', '2.5'],
    ['DEMO_TRAFFIC', '0'],
    ['DEMO_TRAFFIC', '100'],
  ])('refuses %s=%s with the variable named', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });
});
