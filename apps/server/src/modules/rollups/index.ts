/*
 * Module shape: rollups has no routes and no rules of its own, so it has no routes file: it keeps the statistics
 * rollup tables in step with the till writes (accounts.repository.ts runs its writes through
 * `rollupsService.trackAccounts`) and answers whole days of statistics for dashboard and analytics.
 */

export { type DayRange, ROLLUP_TABLES, type RollupTable, rollupsRepository } from './rollups.repository';
export { type RebuildReport, rebuildRollups, rollupsService, splitRange } from './rollups.service';
