/**
 * The till path with recipes (issue 27): one ticket = open a takeaway account -> order 3 products -> pay by card ->
 * close, through the real app (in process, `inject`, temporary SQLite demo database), on products WITHOUT a recipe
 * against the same products WITH a recipe of 5 ingredients each (each line then takes 5 ingredients in the sale's
 * transaction). The two kinds alternate in rounds of BENCH_RECIPE_TICKETS tickets, so the machine's drift touches
 * both alike; the figure is the ratio of the mean ticket times (goal: with recipes <= 1.15 x without).
 * Env: BENCH_RECIPE_ROUNDS (default 6), BENCH_RECIPE_TICKETS (default 60 per round and kind).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoIfEmpty } from '../apps/server/src/demo';
import { BISTRO } from '../apps/server/src/demo/index';
import { orgDb } from '../apps/server/src/lib/org-db';
import { usersRepository } from '../apps/server/src/modules/users/users.repository';
import { writeBenchResult } from './results';

const ROUNDS = Number(process.env.BENCH_RECIPE_ROUNDS ?? 6);
const TICKETS = Number(process.env.BENCH_RECIPE_TICKETS ?? 60);
const GOAL = 1.15;

export default async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-recipes-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' },
    { databaseUrl: null, jwtSecret: randomBytes(32), webDist: null },
  );
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const { app, ctx } = await buildApp({ config, database, logger: false });
  try {
    await seedDemoIfEmpty(ctx, { activityDays: 0 });
    const admin = await usersRepository.findByUsername(orgDb(ctx.db, BISTRO), 'admin');
    const headers = {
      authorization: `Bearer ${(await ctx.tokens.sign({ userId: admin!.user_id, orgId: BISTRO })).token}`,
    };
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
      const res = await app.inject({ method, url, headers, payload: payload as object });
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json().data;
    };
    await call('POST', '/api/shift', { currentCash: 150 });
    const catalogue = (await call('GET', '/api/terminal/catalogue')).products as {
      productId: number;
      isOption: boolean;
      weightPrice: boolean;
      optionGroupIds: number[];
      price: string;
    }[];
    const simple = catalogue.filter((p) => !p.isOption && !p.weightPrice && p.optionGroupIds.length === 0);
    const plain = simple.slice(0, 3);
    const withRecipe = simple.slice(3, 6);
    // 15 ingredients with a price and a large stock; each recipe product takes 5 of them.
    const ingredients: number[] = [];
    for (let i = 0; i < 15; i++)
      ingredients.push(
        (await call('POST', '/api/ingredient', { name: `Bench ${i}`, unit: 'KG', stock: 100_000, price: '4.20' }))
          .ingredientId,
      );
    for (const [k, p] of withRecipe.entries())
      await call('PUT', `/api/product/${p.productId}/recipe`, {
        lines: ingredients
          .slice(k * 5, k * 5 + 5)
          .map((ingredientId) => ({ ingredientId, quantity: 0.05, yieldPercent: 90 })),
      });

    const ticket = async (products: typeof plain) => {
      const { clientAccountId } = await call('POST', '/api/terminal/accounts', { kind: 'TAKEAWAY' });
      const account = await call('POST', `/api/terminal/accounts/${clientAccountId}/lines`, {
        lines: products.map((p) => ({ productId: p.productId, units: 1 })),
      });
      await call('POST', `/api/terminal/accounts/${clientAccountId}/payments`, {
        paymentType: 'CARD',
        amountPaid: account.totalData.total,
      });
      await call('POST', `/api/terminal/accounts/${clientAccountId}/close`);
    };
    const timed = async (products: typeof plain) => {
      const t0 = performance.now();
      for (let i = 0; i < TICKETS; i++) await ticket(products);
      return performance.now() - t0;
    };
    await timed(plain); // warm-up
    await timed(withRecipe);
    let without = 0;
    let withRecipes = 0;
    for (let r = 0; r < ROUNDS; r++) {
      if (r % 2 === 0) {
        without += await timed(plain);
        withRecipes += await timed(withRecipe);
      } else {
        withRecipes += await timed(withRecipe);
        without += await timed(plain);
      }
    }
    const n = ROUNDS * TICKETS;
    const ratio = withRecipes / without;
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const moves = await ctx.db
      .selectFrom('ingredient_movement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', BISTRO)
      .executeTakeFirstOrThrow();
    console.table({
      'without recipes': { 'ms per ticket': (without / n).toFixed(2) },
      'with recipes (5 ingredients a line)': { 'ms per ticket': (withRecipes / n).toFixed(2) },
    });
    writeBenchResult(
      'recipes',
      {
        tickets: n,
        msPerTicketWithout: without / n,
        msPerTicketWith: withRecipes / n,
        ratio,
        ingredientMovements: Number(moves.n),
      },
      `with recipes / without = ${ratio.toFixed(3)} (goal <= ${GOAL}) over ${n} + ${n} tickets; load ${load}`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
