// Suppressed listings come from the Listings Items API (or the suppressed listings report),
// which the Seller Central sync does not read yet. Until it does, the type says so and raises
// nothing rather than guess from missing sales.
import { always, type AlertEvaluator } from '../alert-evaluator.ts';

export const NO_LISTINGS_REASON =
  'Listing status is not synced yet: suppressed listings need the Listings data of Seller Central, which comes later';

export const listingSuppressedEvaluator: AlertEvaluator = {
  type: 'listing-suppressed',
  breaches: always,
  async availability() {
    return { available: false, reason: NO_LISTINGS_REASON };
  },
  async evaluate() {
    return [];
  },
};
