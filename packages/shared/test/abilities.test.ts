import { describe, expect, it } from 'vitest';
import { ABILITIES, hasAbility, landingPath } from '../src/abilities';

describe('abilities', () => {
  it('lists every code once', () => {
    expect(new Set(ABILITIES).size).toBe(ABILITIES.length);
    expect(ABILITIES).toContain('ACCOUNTS_SETTINGS');
  });
  it('lands on the first allowed page in the spec order', () => {
    expect(landingPath({ type: 'ADMIN', abilities: [] })).toBe('/dashboard');
    expect(landingPath({ type: 'SERVER', abilities: ['ADMIN_TABLES', 'ADMIN_PRODUCTS'] })).toBe('/products');
    expect(landingPath({ type: 'REGISTER', abilities: ['ANALYTICS_STOCK'] })).toBe('/stock');
    expect(landingPath({ type: 'SERVER', abilities: [] })).toBe('/dashboard');
  });
  it('gives ADMIN and SUPER_USER every ability, others only their codes', () => {
    expect(hasAbility({ type: 'ADMIN', abilities: [] }, 'ADMIN_USERS')).toBe(true);
    expect(hasAbility({ type: 'SERVER', abilities: ['ADMIN_TABLES'] }, 'ADMIN_USERS')).toBe(false);
    expect(hasAbility({ type: 'SERVER', abilities: ['ADMIN_TABLES'] }, 'ADMIN_TABLES')).toBe(true);
  });
});
