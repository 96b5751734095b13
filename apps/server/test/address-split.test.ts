import { describe, expect, it } from 'vitest';
import { splitAddress } from '../src/db/migrations/0021_credit_notes_addresses';

/** Migration 0021 splits the organisation's free-text address into street, postcode, city and country. */
describe('splitAddress (migration 0021)', () => {
  it.each([
    ['Rue du Marché 12, 1000 Bruxelles', 'Rue du Marché 12', '1000', 'Bruxelles', null],
    ['Chaussée de Wavre 200, 1050 Ixelles', 'Chaussée de Wavre 200', '1050', 'Ixelles', null],
    ['Veldstraat 18 bus 3\n9000 Gent\nBelgië', 'Veldstraat 18 bus 3', '9000', 'Gent', 'BE'],
    ['12 rue de la République, F-69002 Lyon', '12 rue de la République', '69002', 'Lyon', 'FR'],
    ['Grand-Place 1, B-1000 Bruxelles, Belgique', 'Grand-Place 1', '1000', 'Bruxelles', 'BE'],
    ['Place du Jeu de Balle', 'Place du Jeu de Balle', null, null, null],
  ])('%j', (text, street, postcode, city, country) => {
    expect(splitAddress(text)).toEqual({ street, postcode, city, country });
  });

  it('leaves an empty address empty', () => {
    expect(splitAddress(null)).toEqual({ street: null, postcode: null, city: null, country: null });
    expect(splitAddress('  ')).toEqual({ street: null, postcode: null, city: null, country: null });
  });
});
