// The runner's writes (alert-evaluation.service.ts): one transaction per
// seller, two set-based statements whatever the number of alerts. Occurrences
// still holding are upserted on the live-occurrence index (one row per seller,
// type and subject while cleared_at is null), so an evaluation never raises a
// second alert for the same occurrence; live alerts of the settled types whose
// subject no longer breaches are cleared, so the next breach raises a new row.
import type { TAlertSeverity, TAlertType } from '@brandlens/contracts';
import { sellers, sql, type Database } from '@brandlens/db';
import type { TAlertSubjectKind } from './alert-evaluator.ts';

export interface AlertOccurrence {
  type: TAlertType;
  subjectKind: TAlertSubjectKind;
  subjectKey: string;
  subject: string;
  marketplaceId: string | null;
  sku: string | null;
  asin: string | null;
  parentAsin: string | null;
  brand: string | null;
  severity: TAlertSeverity;
  title: string;
  message: string;
  figures: Record<string, string | number | boolean | null>;
  ruleId: string | null;
}

export interface AlertWrite {
  now: Date;
  /** The types whose live alerts are exactly `occurrences` now: the others are cleared. */
  settledTypes: readonly TAlertType[];
  occurrences: readonly AlertOccurrence[];
}

/** Serialises one seller's evaluations: two at once would otherwise clear what the other just raised. */
const ALERTS_LOCK_CLASS = 724_311_010;

const column = <K extends keyof AlertOccurrence>(rows: readonly AlertOccurrence[], key: K) =>
  sql.param(rows.map((row) => row[key]));

export async function writeAlertOccurrences(
  db: Database,
  sellerId: string,
  write: AlertWrite,
): Promise<{ raised: number; updated: number; cleared: number }> {
  const { now, settledTypes, occurrences } = write;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERTS_LOCK_CLASS}, hashtext(${sellerId}::text))`);
    // A seller removed since the evaluation began has nothing left to alert about.
    const { rows: found } = await tx.execute(sql`select 1 from ${sellers} where id = ${sellerId} for key share`);
    if (found.length === 0) return { raised: 0, updated: 0, cleared: 0 };
    let raised = 0;
    let updated = 0;
    if (occurrences.length > 0) {
      const figures = sql.param(occurrences.map((row) => JSON.stringify(row.figures)));
      const { rows } = await tx.execute<{ inserted: boolean }>(sql`
        insert into alerts (seller_id, type, subject_kind, subject_key, subject, marketplace_id, sku, asin, parent_asin,
          brand, severity, title, message, figures, rule_id, raised_at, last_seen_at)
        select ${sellerId}::uuid, o.type, o.subject_kind, o.subject_key, o.subject, o.marketplace_id, o.sku, o.asin,
          o.parent_asin, o.brand, o.severity, o.title, o.message, o.figures::jsonb, o.rule_id,
          ${now}::timestamptz, ${now}::timestamptz
        from unnest(${column(occurrences, 'type')}::text[], ${column(occurrences, 'subjectKind')}::text[],
          ${column(occurrences, 'subjectKey')}::text[], ${column(occurrences, 'subject')}::text[],
          ${column(occurrences, 'marketplaceId')}::text[],
          ${column(occurrences, 'sku')}::text[], ${column(occurrences, 'asin')}::text[],
          ${column(occurrences, 'parentAsin')}::text[], ${column(occurrences, 'brand')}::text[],
          ${column(occurrences, 'severity')}::text[], ${column(occurrences, 'title')}::text[],
          ${column(occurrences, 'message')}::text[], ${figures}::text[], ${column(occurrences, 'ruleId')}::uuid[])
          as o(type, subject_kind, subject_key, subject, marketplace_id, sku, asin, parent_asin, brand, severity, title,
            message, figures, rule_id)
        on conflict (seller_id, type, subject_key) where cleared_at is null do update set
          subject_kind = excluded.subject_kind, subject = excluded.subject, marketplace_id = excluded.marketplace_id, sku = excluded.sku,
          asin = excluded.asin, parent_asin = excluded.parent_asin, brand = excluded.brand,
          severity = excluded.severity, title = excluded.title, message = excluded.message,
          figures = excluded.figures, rule_id = excluded.rule_id, last_seen_at = excluded.last_seen_at
        returning (xmax = 0) as inserted`);
      raised = rows.filter((row) => row.inserted).length;
      updated = rows.length - raised;
    }
    let cleared = 0;
    if (settledTypes.length > 0) {
      const result = await tx.execute(sql`
        update alerts a set cleared_at = ${now}::timestamptz
        where a.seller_id = ${sellerId} and a.cleared_at is null
          and a.type = any(${sql.param([...settledTypes])}::text[])
          and not exists (
            select 1 from unnest(${column(occurrences, 'type')}::text[], ${column(occurrences, 'subjectKey')}::text[])
              as o(type, subject_key)
            where o.type = a.type and o.subject_key = a.subject_key)`);
      cleared = result.rowCount ?? 0;
    }
    return { raised, updated, cleared };
  });
}

/** Every seller, for the daily pass. */
export async function findAllSellerIds(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`select id from ${sellers} order by id`);
  return rows.map((row) => row.id);
}
