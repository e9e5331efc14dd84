import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One row per worker process, refreshed by the heartbeat job, so that health
// can say whether background jobs are actually being processed.
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
});
