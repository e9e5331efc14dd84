// ACoS needs advertising spend and attributed sales per ASIN from the Amazon Advertising API,
// which the product does not read yet (the advertising connection comes with a later issue).
// Until then the type says so and raises nothing: no figure is made up from the settlement's
// Cost of Advertising, which names no ASIN.
import { above, type AlertEvaluator } from '../alert-evaluator.ts';

export const NO_ADVERTISING_REASON = 'Connect Amazon Advertising (coming with the advertising connection)';

export const acosOverTargetEvaluator: AlertEvaluator = {
  type: 'acos-over-target',
  breaches: above,
  async availability() {
    return { available: false, reason: NO_ADVERTISING_REASON };
  },
  async evaluate() {
    return [];
  },
};
