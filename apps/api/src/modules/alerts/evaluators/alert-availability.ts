// The data families the evaluators need, each with what the seller can do when it is missing.
import type { AlertEvaluator, AlertEvaluationContext } from '../alert-evaluator.ts';
import { hasInventoryRows } from './inventory-alert-data.queries.ts';
import { hasSettlements } from './settlement-alert-data.queries.ts';

type Availability = Awaited<ReturnType<AlertEvaluator['availability']>>;

export const NO_SETTLEMENTS_REASON =
  'Import settlement reports or connect Amazon Seller Central: there is no settled money yet';
export const NO_INVENTORY_REASON =
  'Connect Amazon Seller Central or upload an FBA inventory report: there are no stock figures yet';

export const availableWhen = (isAvailable: boolean, reason: string): Availability =>
  isAvailable ? { available: true } : { available: false, reason };

export async function settlementsAvailability({ db, sellerId }: AlertEvaluationContext): Promise<Availability> {
  return availableWhen(await hasSettlements(db, sellerId), NO_SETTLEMENTS_REASON);
}

export async function inventoryAvailability({ db, sellerId }: AlertEvaluationContext): Promise<Availability> {
  return availableWhen(await hasInventoryRows(db, sellerId), NO_INVENTORY_REASON);
}
