import { centsToString } from '@comptoir/shared';
import { createRandom } from '../demo/random';
import { type Api, createApi, NetworkError } from './api';
import { DEFAULT_PASSWORD, DEFAULT_PROMO_CODES, type SimulationOptions, staffFor } from './options';
import { type PlayContext, playTicket, type Shared } from './play';
import { clockOut, emptyStats, setUpTerminal, type Terminal, type TerminalStats } from './terminal';
import { prepareCatalogue } from './ticket';

export type { SimulationOptions } from './options';

export interface SimulationSummary extends TerminalStats {
  terminals: { n: number; username: string; stats: TerminalStats }[];
  elapsedMs: number;
}

/** The server cannot be reached, or is not a Comptoir server. */
export class UnreachableError extends Error {}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function timestamped(log: (line: string) => void) {
  return (line: string) => log(`${new Date().toISOString().slice(11, 23)} ${line}`);
}

async function checkServer(api: Api): Promise<void> {
  try {
    await api.get('/health');
  } catch (err) {
    const why = err instanceof NetworkError ? err.message.replace(/^GET \/health: /, '') : (err as Error).message;
    throw new UnreachableError(
      `Cannot reach a Comptoir server at ${api.baseUrl} (${why}). Start it with "npm start" or pass --url.`,
    );
  }
}

/**
 * Plays `terminals` tills against a running server until `seconds` have passed (or `signal` aborts): each signs in,
 * registers, makes sure a shift is open and takes tickets one after the other. Tickets under way when the time is up
 * are finished, so no account is left open. Throws UnreachableError or LoginError when the run cannot start.
 */
export async function runSimulation(options: SimulationOptions): Promise<SimulationSummary> {
  const started = Date.now();
  const log = timestamped(options.log ?? ((line) => console.log(line)));
  const [minPause, maxPause] = options.pauseMs ?? [300, 1500];
  const staff = staffFor(options);
  const api = createApi(options.url, (what) => log(`network: ${what}`));
  await checkServer(api);

  // Every till is set up (at once, as when a restaurant opens) before any ticket: a wrong password stops the run.
  const password = options.password ?? DEFAULT_PASSWORD;
  const setups = await Promise.allSettled(
    staff.map((username, i) => setUpTerminal(api, { orgId: options.orgId, n: i + 1, username, password, log })),
  );
  const failed = setups.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  const terminals = setups.map((r) => (r as PromiseFulfilledResult<Terminal>).value);

  // The play lasts `seconds` from when the tills are ready: signing in and loading the catalogue do not eat into it
  // (on a busy machine they could take the whole time, and no ticket was played).
  const deadline = Date.now() + options.seconds * 1000;
  const timeIsUp = () => Date.now() >= deadline || options.signal?.aborted === true;
  const shared: Shared = { claimedTables: new Set() };
  const rnd = createRandom(Math.floor(Math.random() * 2 ** 32));
  const pause = () => sleep(minPause + Math.floor(Math.random() * (maxPause - minPause + 1)));

  await Promise.all(
    terminals.map(async (t) => {
      const promo = {
        codes: options.promoCodes ?? DEFAULT_PROMO_CODES[options.orgId] ?? [],
        chance: options.promoChance ?? 0.2,
      };
      const ctx: PlayContext = { rnd, cat: prepareCatalogue(t.catalogue), shared, pause, promo };
      await sleep(Math.floor(Math.random() * maxPause)); // the tills do not all start at the same millisecond
      while (!timeIsUp()) {
        await playTicket(t, ctx);
        if (!timeIsUp()) await pause();
      }
      await clockOut(t).catch((err) => t.log(`clock-out failed: ${(err as Error).message}`));
    }),
  );

  const total = emptyStats();
  for (const t of terminals) {
    for (const key of Object.keys(total) as (keyof TerminalStats)[]) total[key] += t.stats[key];
  }
  return {
    ...total,
    terminals: terminals.map((t) => ({ n: t.n, username: t.username, stats: t.stats })),
    elapsedMs: Date.now() - started,
  };
}

/** The summary printed at the end of a run. */
export function formatSummary(s: SimulationSummary): string {
  const seconds = s.elapsedMs / 1000;
  const perMinute = seconds > 0 ? ((s.tickets / seconds) * 60).toFixed(1) : '0';
  const lines = [
    '',
    `Summary: ${s.tickets} tickets closed in ${seconds.toFixed(1)} s (${perMinute}/min), total ${centsToString(s.totalCents)}`,
    `  card ${centsToString(s.cardCents)}, cash ${centsToString(s.cashCents)} (change given ${centsToString(s.changeCents)})`,
    `  ${s.voidedLines} lines voided, ${s.promoCodes} promo codes applied, ${s.tableConflicts} tables taken by another till, ${s.errors} errors`,
    ...s.terminals.map(
      (t) =>
        `  T${t.n} ${t.username.padEnd(8)} ${String(t.stats.tickets).padStart(4)} tickets ${centsToString(t.stats.totalCents).padStart(10)}` +
        (t.stats.errors ? `  ${t.stats.errors} errors` : ''),
    ),
  ];
  return lines.join('\n');
}
