// Every alert type's evaluator, in ALERT_TYPES order (the order of GET /alert-types).
import type { AlertEvaluator } from '../alert-evaluator.ts';
import { accountHealthAtRiskEvaluator } from './account-health-at-risk.evaluator.ts';
import { acosOverTargetEvaluator } from './acos-over-target.evaluator.ts';
import { buyBoxLostEvaluator } from './buy-box-lost.evaluator.ts';
import { connectionLostEvaluator } from './connection-lost.evaluator.ts';
import { feeJumpEvaluator } from './fee-jump.evaluator.ts';
import { listingSuppressedEvaluator } from './listing-suppressed.evaluator.ts';
import { lowStockEvaluator } from './low-stock.evaluator.ts';
import { negativeCm3Evaluator } from './negative-cm3.evaluator.ts';
import { returnRateSpikeEvaluator } from './return-rate-spike.evaluator.ts';
import { settlementNotReconcilingEvaluator } from './settlement-not-reconciling.evaluator.ts';
import { strandedStockEvaluator } from './stranded-stock.evaluator.ts';
import { tacosOverTargetEvaluator } from './tacos-over-target.evaluator.ts';

export const ALERT_EVALUATORS: readonly AlertEvaluator[] = [
  lowStockEvaluator,
  strandedStockEvaluator,
  negativeCm3Evaluator,
  feeJumpEvaluator,
  returnRateSpikeEvaluator,
  acosOverTargetEvaluator,
  tacosOverTargetEvaluator,
  settlementNotReconcilingEvaluator,
  connectionLostEvaluator,
  accountHealthAtRiskEvaluator,
  listingSuppressedEvaluator,
  buyBoxLostEvaluator,
];
