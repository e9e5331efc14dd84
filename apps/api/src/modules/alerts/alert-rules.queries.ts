// A seller's alert rules: read for the runner and the rules editor, replaced as
// a set, or one rule's muted flag set. A rule keeps its id while its type and
// scope stay, so the alerts it raised keep pointing at it.
import type { TAlertScope, TAlertType } from '@brandlens/contracts';
import { alertRules, asc, eq, sql, type Database } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface AlertRuleRow {
  id: string;
  type: TAlertType;
  scope: TAlertScope;
  scopeValue: string;
  /** As stored (numeric(18,4): '30.0000'). */
  threshold: string | null;
  muted: boolean;
  updatedAt: Date;
}

export interface AlertRuleValues {
  type: TAlertType;
  scope: TAlertScope;
  scopeValue: string;
  threshold: string | null;
  muted: boolean;
}

const ruleColumns = {
  id: alertRules.id,
  type: sql<TAlertType>`${alertRules.type}`,
  scope: sql<TAlertScope>`${alertRules.scope}`,
  scopeValue: alertRules.scopeValue,
  threshold: alertRules.threshold,
  muted: alertRules.muted,
  updatedAt: alertRules.updatedAt,
};

export async function findAlertRules(db: DatabaseReader, sellerId: string): Promise<AlertRuleRow[]> {
  return db
    .select(ruleColumns)
    .from(alertRules)
    .where(eq(alertRules.sellerId, sellerId))
    .orderBy(asc(alertRules.type), asc(alertRules.scope), asc(alertRules.scopeValue));
}

/** updated_at and who changed it move only when what the write sets changes. */
const changedSet = (userId: string, isThresholdSet: boolean) => {
  const mutedChanged = sql`${alertRules.muted} <> excluded.muted`;
  const changed = isThresholdSet
    ? sql`(${alertRules.threshold} is distinct from excluded.threshold or ${mutedChanged})`
    : mutedChanged;
  return {
    updatedAt: sql`case when ${changed} then now() else ${alertRules.updatedAt} end`,
    updatedByUserId: sql`case when ${changed} then ${userId}::uuid else ${alertRules.updatedByUserId} end`,
  };
};

/** The seller's rules become exactly `rules`, in one transaction. */
export async function replaceAlertRules(
  db: Database,
  sellerId: string,
  rules: readonly AlertRuleValues[],
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Every rule not in the new set goes; the ones that stay are updated in place below.
    const kept = rules.map((rule) => sql`(${rule.type}, ${rule.scope}, ${rule.scopeValue})`);
    await tx.execute(sql`delete from ${alertRules} where ${alertRules.sellerId} = ${sellerId}
      ${kept.length > 0 ? sql`and (type, scope, scope_value) not in (${sql.join(kept, sql`, `)})` : sql``}`);
    if (rules.length === 0) return;
    await tx
      .insert(alertRules)
      .values(rules.map((rule) => ({ ...rule, sellerId, updatedByUserId: userId })))
      .onConflictDoUpdate({
        target: [alertRules.sellerId, alertRules.type, alertRules.scope, alertRules.scopeValue],
        set: { threshold: sql`excluded.threshold`, muted: sql`excluded.muted`, ...changedSet(userId, true) },
      });
  });
}

/** Sets the muted flag of one rule, creating it with the type's default threshold (null) when there is none. */
export async function upsertAlertRuleMuted(
  db: Database,
  sellerId: string,
  rule: Omit<AlertRuleValues, 'threshold'>,
  userId: string,
): Promise<AlertRuleRow> {
  const [row] = await db
    .insert(alertRules)
    .values({ ...rule, sellerId, threshold: null, updatedByUserId: userId })
    .onConflictDoUpdate({
      target: [alertRules.sellerId, alertRules.type, alertRules.scope, alertRules.scopeValue],
      set: { muted: sql`excluded.muted`, ...changedSet(userId, false) },
    })
    .returning(ruleColumns);
  if (!row) throw new Error('alert rule not stored');
  return row;
}
