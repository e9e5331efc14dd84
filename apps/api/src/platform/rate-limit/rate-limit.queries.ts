import { rateLimitCounters, sql, type Database } from '@brandlens/db';

export interface CounterOutcome {
  isAllowed: boolean;
  /** Seconds until the counter's window ends; undefined when the row was not visible to the statement. */
  secondsLeft: number | undefined;
}

/**
 * Adds `cost` hits to a counter unless that would take it past `max`, in one
 * statement: concurrent hits on the same key queue on its row, so however
 * many requests race, at most `max` hits get through in a window. A window
 * that has ended starts again at this hit. Refused hits are not counted.
 */
export async function addCounterHits(
  db: Database,
  key: string,
  cost: number,
  max: number,
  windowSeconds: number,
): Promise<CounterOutcome> {
  const { rows } = await db.execute<{ is_allowed: boolean; seconds_left: number }>(sql`
    with hit as (
      insert into ${rateLimitCounters} as c (key, hits, window_ends_at)
      values (${key}, ${cost}, now() + make_interval(secs => ${windowSeconds}))
      on conflict (key) do update set
        hits = case when c.window_ends_at <= now() then excluded.hits else c.hits + excluded.hits end,
        window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
      where c.window_ends_at <= now() or c.hits + excluded.hits <= ${max}
      returning c.window_ends_at
    )
    select true as is_allowed, ceil(extract(epoch from window_ends_at - now()))::int as seconds_left from hit
    union all
    select false, ceil(extract(epoch from c.window_ends_at - now()))::int from ${rateLimitCounters} c
    where c.key = ${key} and not exists (select 1 from hit)`);
  const row = rows[0];
  return { isAllowed: row?.is_allowed ?? false, secondsLeft: row?.seconds_left };
}

/** Gives back hits that turned out not to count (a successful login within the client's failure budget). */
export async function removeCounterHits(db: Database, key: string, cost: number): Promise<void> {
  await db.execute(sql`
    update ${rateLimitCounters} set hits = greatest(hits - ${cost}, 0)
    where key = ${key} and window_ends_at > now()`);
}

export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimitCounters} where key = ${key}`);
}

/** Counters whose window has ended count as zero; deleting them only keeps the table small. */
export async function deleteEndedCounters(db: Database): Promise<number> {
  const { rowCount } = await db.execute(sql`delete from ${rateLimitCounters} where window_ends_at < now()`);
  return rowCount ?? 0;
}
