// The alert types (GET /v2/sellers/alert-types): what each watches, its unit,
// default threshold and scopes; with a seller, whether that seller has the data
// each type needs, as the type's evaluator says, and what to do when not.
import { ALERT_TYPE_DEFINITIONS, type TAlertTypeInfo } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import type { AlertEvaluator } from './alert-evaluator.ts';
import { ALERT_EVALUATORS } from './evaluators/index.ts';

const AVAILABILITY_READ_DEADLINE_MS = 5_000;

export const NOT_EVALUATED_REASON = 'This server does not evaluate this alert type';

type Availability = Pick<TAlertTypeInfo, 'available' | 'unavailableReason'>;

export async function getAlertTypes(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string | undefined,
  evaluators: readonly AlertEvaluator[] = ALERT_EVALUATORS,
  now = new Date(),
): Promise<TAlertTypeInfo[]> {
  const availability = new Map<string, Availability>();
  if (sellerIdOrSlug !== undefined) {
    const seller = await getSeller(db, auth, sellerIdOrSlug);
    await withReadDeadline(db, { ms: AVAILABILITY_READ_DEADLINE_MS, what: 'The alert types' }, async (reader) => {
      // The evaluators read through the deadline's read-only transaction, which has every query method they use.
      const context = { db: reader as Database, sellerId: seller.id, now };
      for (const evaluator of evaluators) {
        const answer = await evaluator.availability(context);
        availability.set(evaluator.type, {
          available: answer.available,
          unavailableReason: answer.available ? null : answer.reason,
        });
      }
    });
  }
  return ALERT_TYPE_DEFINITIONS.map((definition) => ({
    type: definition.type,
    name: definition.name,
    description: definition.description,
    unit: definition.unit,
    defaultThreshold: definition.defaultThreshold,
    scopes: [...definition.scopes],
    severity: definition.severity,
    needs: definition.needs,
    ...(sellerIdOrSlug === undefined
      ? { available: null, unavailableReason: null }
      : (availability.get(definition.type) ?? { available: false, unavailableReason: NOT_EVALUATED_REASON })),
  }));
}
