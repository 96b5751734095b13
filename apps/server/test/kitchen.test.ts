import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

/** Kitchen messages (document 3 sections 3, 5 and 7) and the tills' read of them. */
let t: TestApp;
let admin: string;
let shopadmin: string;
let server: string;

const rows = () => t.db.selectFrom('kitchen_message').selectAll().orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shopadmin = await t.login('shopadmin');
  server = await t.login('server');
});
afterAll(async () => t.close());

describe('kitchen messages', () => {
  it("lists the organisation's messages only", async () => {
    const res = await t.call(admin, 'GET', '/api/kitchen_message');
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { text: string }) => m.text)).toEqual([
      'Sans sel',
      'Allergie aux fruits à coque',
      'Bien cuit',
      'Servir ensemble',
      'Urgent',
    ]);
    expect((await t.call(shopadmin, 'GET', '/api/kitchen_message')).body.data).toEqual([]);
  });

  it('adds a message with its text trimmed, then deletes it', async () => {
    const created = await t.call(admin, 'POST', '/api/kitchen_message', { text: '  Sans oignon  ' });
    expect(created.status).toBe(200);
    const { id } = created.body.data;
    expect(created.body.data).toEqual({ id, text: 'Sans oignon' });
    expect(await rows()).toContainEqual(expect.objectContaining({ id, org_id: 1, text: 'Sans oignon' }));
    const del = await t.call(admin, 'DELETE', `/api/kitchen_message/${id}`);
    expect(del).toEqual({ status: 200, body: { data: { id } } });
    expect((await rows()).some((r) => r.id === id)).toBe(false);
    expect((await t.call(admin, 'DELETE', `/api/kitchen_message/${id}`)).status).toBe(404);
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['org_id', 'action', 'entity_id'])
      .where('entity', '=', 'kitchen_message')
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      { org_id: 1, action: 'CREATE', entity_id: String(id) },
      { org_id: 1, action: 'DELETE', entity_id: String(id) },
    ]);
  });

  it.each([
    [{ text: '' }, 'Message required'],
    [{ text: '   ' }, 'Message required'],
    [{}, 'Message required'],
    [{ text: 12 }, 'Message required'],
    [{ text: 'x'.repeat(201) }, 'Message is at most 200 characters'],
  ])('refuses %j with a field message and writes nothing', async (body, message) => {
    const before = await rows();
    const res = await t.call(admin, 'POST', '/api/kitchen_message', body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ text: message });
    expect(await rows()).toEqual(before);
  });

  it('needs ADMIN_KITCHEN for the console calls', async () => {
    const before = await rows();
    for (const [method, url, payload] of [
      ['GET', '/api/kitchen_message', undefined],
      ['POST', '/api/kitchen_message', { text: 'Sans gluten' }],
      ['DELETE', `/api/kitchen_message/${before[0]!.id}`, undefined],
    ] as const) {
      const res = await t.call(server, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toMatchObject({ reason: 'MISSING_ABILITY', params: { abilities: 'ADMIN_KITCHEN' } });
    }
    expect((await t.request({ method: 'GET', url: '/api/kitchen_message' })).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it("answers 404 for another organisation's message and deletes nothing", async () => {
    const before = await rows();
    const bistroId = before.find((r) => r.org_id === 1)!.id;
    const res = await t.call(shopadmin, 'DELETE', `/api/kitchen_message/${bistroId}`);
    expect(res.status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('tills read the messages through the terminal API, whatever their abilities', async () => {
    const res = await t.call(server, 'GET', '/api/terminal/kitchen-messages');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), text: 'Sans sel' });
    expect((await t.call(shopadmin, 'GET', '/api/terminal/kitchen-messages')).body.data).toEqual([]);
  });
});
