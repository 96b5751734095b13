/*
 * Module shape: rollups has no routes and no rules of its own, so it has no routes file: it keeps the statistics
 * rollup tables (described once each in rollups.tables.ts) in step with the till writes (the accounts module runs
 * its ticket writes through `rollupsService`: accounts.writes.ts), rebuilds them from the raw rows, and answers
 * whole days of statistics for dashboard and analytics and sets of shifts for the shift list, statistics and X/Z
 * reports (`rollupFigures`). `rollupsRepository` is exported for the tests that compare the tables with a rebuild.
 */

export { type DayRange, ROLLUP_TABLES, type RollupTable, rollupsRepository } from './rollups.repository';
export { type RebuildReport, rebuildRollups, rollupFigures, rollupsService, splitRange } from './rollups.service';
export type { LineFacts } from './rollups.tables';
