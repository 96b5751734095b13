import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BISTRO } from '../src/demo/index';
import { AnswerCache } from '../src/lib/cached-answer';
import { createPostgresBus, LISTEN_APPLICATION_NAME } from '../src/lib/push-bus';
import { SessionCache } from '../src/lib/session-cache';
import { freshPostgres } from './helper';

const until = async (what: string, ok: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; !ok(); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const anna = async () => ({
  userId: 7,
  homeOrgId: BISTRO,
  username: 'anna',
  type: 'SERVER' as const,
  abilities: [],
  sessionEpoch: 0,
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL push bus after its LISTEN connection drops', () => {
  it('stops trusting the caches, connects again, then drops what was kept and hears signals again', async () => {
    const database = await freshPostgres();
    const errors: unknown[] = [];
    const bus = await createPostgresBus(database.url, (err) => errors.push(err));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const answers = new AnswerCache(bus);
      const sessions = new SessionCache(bus, Date.now);
      bus.subscribeSignals((s) => {
        if (s.topic === 'CATALOGUE') answers.drop(s.orgId);
        if (s.topic === 'ALL') {
          answers.clear();
          sessions.clear();
        }
      });
      let builds = 0;
      const build = async () => ({ json: JSON.stringify({ build: ++builds }), dependsOn: [1] });
      await answers.get('products:1', build);
      await sessions.load(BISTRO, 7, anna);
      expect(answers.peek('products:1')).toBeDefined();
      expect(sessions.peek(BISTRO, 7)).toBeDefined();

      // An administrator (or a database restart) ends the LISTEN backend.
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTEN_APPLICATION_NAME],
      );
      expect(ended.rowCount).toBe(1);
      await until('the bus to notice', () => !bus.hearsAll());
      // Deaf: nothing served from the caches, nothing kept.
      expect(answers.peek('products:1')).toBeUndefined();
      expect(sessions.peek(BISTRO, 7)).toBeUndefined();
      await answers.get('products:1', build);
      expect(answers.peek('products:1')).toBeUndefined();

      await until('the bus to connect again', () => bus.hearsAll());
      expect(errors.length).toBeGreaterThan(0);
      // Back: the caches start empty, keep again, and another process's drop reaches them.
      expect(answers.peek('products:1')).toBeUndefined();
      await answers.get('products:1', build);
      expect(answers.peek('products:1')).toBeDefined();
      await admin.query('select pg_notify($1, $2)', [
        'comptoir_push',
        JSON.stringify({ signal: { topic: 'CATALOGUE', orgId: BISTRO }, from: 'another process' }),
      ]);
      await until('the other process’s drop', () => answers.peek('products:1') === undefined);
      // A signal called ALL from another process is not obeyed (only the bus itself says it).
      await answers.get('products:1', build);
      await admin.query('select pg_notify($1, $2)', ['comptoir_push', JSON.stringify({ signal: { topic: 'ALL' } })]);
      await new Promise((r) => setTimeout(r, 200));
      expect(answers.peek('products:1')).toBeDefined();
    } finally {
      await bus.close();
      await admin.end();
      await database.drop();
    }
    expect(bus.hearsAll()).toBe(false);
  });
});
