import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_pos_core';

/** Forward-only migrations, applied in name order at start-up, on SQLite and PostgreSQL alike. Append only. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_pos_core': m0002,
};
