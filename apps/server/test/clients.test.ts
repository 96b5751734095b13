import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

/** Clients (document 3 sections 3, 5 and 7): the directory, its validation, abilities and tenant isolation. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let server: string;

const rows = () => t.db.selectFrom('client_data').selectAll().orderBy('id').execute();
const valid = { name: 'Marie Dupont', phoneNumber: '+32470123456', email: 'marie@example.com' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  server = await t.login('server');
});
afterAll(async () => t.close());

describe('clients', () => {
  it('adds a client with the defaults, lists it for its organisation only, and audits it', async () => {
    const created = await t.call(admin, 'POST', '/api/client_data', {
      ...valid,
      street: 'Rue Haute',
      number: '12',
      box: 'B',
      zipCode: '1000',
      city: 'Bruxelles',
      clientDataId: 999,
      dataSource: 'WEB',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.clientDataId;
    expect(id).not.toBe(999);
    expect(created.body.data).toEqual({
      clientDataId: id,
      ...valid,
      street: 'Rue Haute',
      number: '12',
      box: 'B',
      zipCode: '1000',
      city: 'Bruxelles',
      business: false,
      vat: '',
      // No VAT number: the organisation's country (issue 21).
      country: 'BE',
      extraInfo: '',
      language: null,
      dataSource: 'CONSOLE',
    });
    const list = await t.call(admin, 'GET', '/api/client_data?all=true');
    expect(list.body.data.map((c: { clientDataId: number }) => c.clientDataId)).toContain(id);
    const other = await t.call(shopadmin, 'GET', '/api/client_data?all=true');
    expect(other.body.data.map((c: { clientDataId: number }) => c.clientDataId)).not.toContain(id);
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['org_id', 'action'])
      .where('entity', '=', 'client_data')
      .where('entity_id', '=', String(id))
      .execute();
    expect(trail).toEqual([{ org_id: 1, action: 'CREATE' }]);
  });

  it('accepts a business with a VAT number in any case, spaces, dots or dashes; stores it normalised', async () => {
    const res = await t.call(admin, 'POST', '/api/client_data', { ...valid, business: true, vat: 'be 0403.170-701' });
    expect(res.status).toBe(200);
    // The country follows the VAT number when none is chosen (issue 21).
    expect(res.body.data).toMatchObject({ business: true, vat: 'BE0403170701', country: 'BE' });
    for (const [vat, country] of [
      ['fr11123456782', 'FR'],
      ['nl123456789012', 'NL'],
      ['FR 2A 123456782', 'FR'],
    ]) {
      const made = await t.call(admin, 'POST', '/api/client_data', { ...valid, business: true, vat });
      expect(made.status, `${vat} ${JSON.stringify(made.body)}`).toBe(200);
      expect(made.body.data.country).toBe(country);
    }
    // A country chosen wins over the VAT number's.
    const chosen = await t.call(admin, 'POST', '/api/client_data', { ...valid, vat: 'FR11123456782', country: 'lu' });
    expect(chosen.body.data.country).toBe('LU');
    for (const phoneNumber of ['0470123456', '+123456789012345']) {
      expect((await t.call(admin, 'POST', '/api/client_data', { ...valid, phoneNumber })).status).toBe(200);
    }
  });

  it('normalises the VAT number and the phone as people type them before checking (issue 22 point 6)', async () => {
    const made = await t.call(admin, 'POST', '/api/client_data', {
      ...valid,
      name: 'Bistro Gent',
      business: true,
      vat: 'BE 0403.170.701',
      phoneNumber: '+32 9 234 56 78',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ vat: 'BE0403170701', phoneNumber: '+3292345678', country: 'BE' });
    const id = made.body.data.clientDataId;
    const changed = await t.call(admin, 'PATCH', '/api/client_data', {
      ...made.body.data,
      vat: 'be-0403-170-701',
      phoneNumber: '09/234.56.78-9',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ vat: 'BE0403170701', phoneNumber: '0923456789' });
    const stored = (await rows()).find((r) => r.id === id);
    expect(stored).toMatchObject({ phone_number: '0923456789', vat: 'BE0403170701' });
  });

  it.each([
    [{ ...valid, name: '' }, { name: 'Name is required' }],
    [{ ...valid, name: '   ' }, { name: 'Name is required' }],
    [{ phoneNumber: valid.phoneNumber, email: valid.email }, { name: 'Name is required' }],
    [{ ...valid, phoneNumber: '' }, { phoneNumber: 'Phone number is required' }],
    [
      { ...valid, phoneNumber: '047012345' },
      { phoneNumber: 'Phone number must be an optional + followed by 10 to 15 digits' },
    ],
    [
      { ...valid, phoneNumber: '+1234567890123456' },
      { phoneNumber: 'Phone number must be an optional + followed by 10 to 15 digits' },
    ],
    [
      { ...valid, phoneNumber: '0470 12 34 5' },
      { phoneNumber: 'Phone number must be an optional + followed by 10 to 15 digits' },
    ],
    [
      { ...valid, phoneNumber: '+32 9 234 56 78 ext 2' },
      { phoneNumber: 'Phone number must be an optional + followed by 10 to 15 digits' },
    ],
    [{ ...valid, email: '' }, { email: 'Email is required' }],
    [{ ...valid, email: 'marie@example' }, { email: 'Email must look like name@example.com' }],
    [{ ...valid, email: 'marie example.com' }, { email: 'Email must look like name@example.com' }],
    [{ ...valid, business: true }, { vat: 'VAT number is required for a business' }],
    [{ ...valid, business: true, vat: '' }, { vat: 'VAT number is required for a business' }],
    [
      { ...valid, business: true, vat: 'BE12345678' },
      { vat: 'A Belgian VAT number is BE followed by 10 digits starting with 0 or 1' },
    ],
    [
      { ...valid, business: true, vat: 'BE1234567890123' },
      { vat: 'A Belgian VAT number is BE followed by 10 digits starting with 0 or 1' },
    ],
    [
      { ...valid, business: true, vat: 'B0123456789' },
      { vat: 'VAT number must be two letters followed by 8 to 12 digits or letters' },
    ],
    // Issue 21: mod 97. 01234567 mod 97 = 48, so the check digits are 97 - 48 = 49, not 89.
    [
      { ...valid, business: true, vat: 'BE 0123.456.789' },
      { vat: 'This Belgian VAT number is not valid: its last two digits do not match (mod 97 check)' },
    ],
    [
      { ...valid, business: true, vat: 'FR1112345678' },
      { vat: 'A French VAT number is FR followed by 2 key characters and the 9 digits of the SIREN' },
    ],
    [{ ...valid, country: 'Belgium' }, { country: 'Country must be a two-letter ISO code such as BE or FR' }],
    [{}, { name: 'Name is required', phoneNumber: 'Phone number is required', email: 'Email is required' }],
  ])('refuses %j with field messages and writes nothing', async (body, fieldErrors) => {
    const before = await rows();
    const res = await t.call(admin, 'POST', '/api/client_data', body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(await rows()).toEqual(before);
  });

  it('checks a VAT number given also when not a business (it is printed on invoices)', async () => {
    const refused = await t.call(admin, 'POST', '/api/client_data', { ...valid, business: false, vat: 'BE0123456789' });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toHaveProperty('vat');
    const res = await t.call(admin, 'POST', '/api/client_data', { ...valid, business: false, vat: 'BE0123456749' });
    expect(res.status).toBe(200);
  });

  it('changes a client through PATCH with clientDataId and dataSource, keeps the source, audits the change', async () => {
    const { clientDataId } = (await t.call(admin, 'POST', '/api/client_data', valid)).body.data;
    const res = await t.call(admin, 'PATCH', '/api/client_data', {
      ...valid,
      clientDataId,
      dataSource: 'POS',
      city: 'Namur',
      business: true,
      vat: 'BE0999999922',
      extraInfo: 'Facture mensuelle',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      clientDataId,
      city: 'Namur',
      business: true,
      vat: 'BE0999999922',
      extraInfo: 'Facture mensuelle',
      dataSource: 'CONSOLE',
    });
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'client_data')
      .where('entity_id', '=', String(clientDataId))
      .where('action', '=', 'UPDATE')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details).changes.city).toEqual({ from: '', to: 'Namur' });
    const bad = await t.call(admin, 'PATCH', '/api/client_data', { ...valid, clientDataId, email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ email: 'Email must look like name@example.com' });
    const missing = await t.call(admin, 'PATCH', '/api/client_data', valid);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toHaveProperty('clientDataId');
  });

  it("answers 404 for another organisation's client and changes nothing", async () => {
    const { clientDataId } = (await t.call(admin, 'POST', '/api/client_data', valid)).body.data;
    const before = await rows();
    const res = await t.call(shopadmin, 'PATCH', '/api/client_data', { ...valid, clientDataId, name: 'Hijack' });
    expect(res.status).toBe(404);
    expect((await t.call(admin, 'PATCH', '/api/client_data', { ...valid, clientDataId: 999999 })).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('needs ADMIN_CLIENT_DATA', async () => {
    const before = await rows();
    const id = before[0]!.id;
    for (const [method, url, payload] of [
      ['GET', '/api/client_data?all=true', undefined],
      ['POST', '/api/client_data', valid],
      ['PATCH', '/api/client_data', { ...valid, clientDataId: id }],
    ] as const) {
      const res = await t.call(server, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({ reason: 'MISSING_ABILITY' });
    }
    expect((await t.request({ method: 'GET', url: '/api/client_data' })).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
  });
});
