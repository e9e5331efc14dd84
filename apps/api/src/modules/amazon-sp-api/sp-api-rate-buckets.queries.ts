import { spApiRateBuckets, sql, type Database } from '@brandlens/db';
import type { RateLimitPlan } from './sp-api-rate-limits.ts';

export interface SlotOutcome {
  isReserved: boolean;
  /** Milliseconds until the reserved slot (0: go now), or until one would be free when not reserved. */
  waitMs: number;
}

/**
 * Reserves the next call slot of a bucket in one statement (a generic cell
 * rate algorithm): concurrent callers, from any process, queue on the row and
 * each gets its own slot time. A slot further away than maxWaitMs is not
 * reserved, so a job can give its turn back instead of sleeping.
 */
export async function reserveRateSlot(
  db: Database,
  key: string,
  plan: RateLimitPlan,
  maxWaitMs: number,
): Promise<SlotOutcome> {
  const interval = (rate: unknown) => sql`make_interval(secs => 1.0 / ${rate})`;
  const fullAt = (rate: unknown, burst: unknown) => sql`make_interval(secs => ${burst} / ${rate})`;
  const { rows } = await db.execute<{ is_reserved: boolean; wait_seconds: number }>(sql`
    with reserved as (
      insert into ${spApiRateBuckets} as b (key, rate, burst, theoretical_at)
      values (${key}, ${plan.rate}, ${plan.burst}, now() + ${interval(sql`${plan.rate}::float8`)})
      on conflict (key) do update set theoretical_at = greatest(b.theoretical_at, now()) + ${interval(sql`b.rate`)}
      where greatest(b.theoretical_at, now()) + ${interval(sql`b.rate`)} - ${fullAt(sql`b.rate`, sql`b.burst`)}
        <= now() + make_interval(secs => ${maxWaitMs / 1000}::float8)
      returning b.theoretical_at, b.rate, b.burst
    )
    select true as is_reserved,
      greatest(0, extract(epoch from theoretical_at - ${fullAt(sql`rate`, sql`burst`)} - now()))::float8 as wait_seconds
    from reserved
    union all
    select false, extract(epoch from greatest(b.theoretical_at, now()) + ${interval(sql`b.rate`)}
      - ${fullAt(sql`b.rate`, sql`b.burst`)} - now())::float8
    from ${spApiRateBuckets} b where b.key = ${key} and not exists (select 1 from reserved)`);
  const row = rows[0];
  return { isReserved: row?.is_reserved ?? false, waitMs: Math.max(0, Math.ceil((row?.wait_seconds ?? 0) * 1000)) };
}

/**
 * Follows the rate Amazon says applies (x-amzn-RateLimit-Limit); burst stays
 * the published one. The slots already taken stay taken: the time until the
 * bucket is full again is rescaled to the new rate.
 */
export async function updateBucketRate(db: Database, key: string, rate: number): Promise<void> {
  await db.execute(sql`
    update ${spApiRateBuckets} set
      rate = ${rate}::float8,
      theoretical_at = case when theoretical_at > now()
        then now() + (theoretical_at - now()) * (rate / ${rate}::float8) else theoretical_at end
    where key = ${key} and rate <> ${rate}::float8`);
}

/** After a 429 the bucket is empty, whatever this process thought: the next slot is a full interval away. */
export async function drainBucket(db: Database, key: string): Promise<void> {
  await db.execute(sql`
    update ${spApiRateBuckets} set theoretical_at = greatest(theoretical_at, now() + make_interval(secs => burst / rate))
    where key = ${key}`);
}

export async function findBucket(db: Database, key: string) {
  const { rows } = await db.execute<{ rate: number; burst: number }>(
    sql`select rate::float8 as rate, burst from ${spApiRateBuckets} where key = ${key}`,
  );
  return rows[0];
}
