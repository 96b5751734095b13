import { ApiError, NetworkError } from './api';
import { parseCli, staffFor, USAGE, UsageError } from './options';
import { formatSummary, runSimulation, UnreachableError } from './simulate';
import { LoginError } from './terminal';

/**
 * npm run simulate -- --org 1 --terminals 3 --seconds 60 [--url http://localhost:8080] [--users a,b] [--password p]
 * Ctrl-C stops taking new tickets and finishes those under way; a second Ctrl-C quits at once.
 */
async function main(): Promise<number> {
  let options: ReturnType<typeof parseCli>;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 1;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  try {
    staffFor(options);
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }

  const stop = new AbortController();
  let stoppingSince = 0;
  process.on('SIGINT', () => {
    if (!stoppingSince) {
      stoppingSince = Date.now();
      console.log('\nStopping: finishing the tickets under way (Ctrl-C again to quit now)');
      stop.abort();
    } else if (Date.now() - stoppingSince > 1000) {
      // npm and tsx relay one Ctrl-C to this process too: only a later one quits.
      process.exit(130);
    }
  });

  console.log(
    `Simulating ${options.terminals} till(s) for organisation ${options.orgId} against ${options.url} for ${options.seconds} s`,
  );
  try {
    const summary = await runSimulation({ ...options, signal: stop.signal });
    console.log(formatSummary(summary));
    return 0;
  } catch (err) {
    if (err instanceof UnreachableError || err instanceof LoginError || err instanceof UsageError) {
      console.error(`\n${err.message}`);
    } else if (err instanceof ApiError || err instanceof NetworkError) {
      console.error(`\nThe simulation could not start: ${err.message}`);
    } else {
      console.error('\nThe simulation failed:', err);
    }
    return 1;
  }
}

process.exitCode = await main();
