// The demo seller's cost of goods: one landed cost per SKU in USD, as a seller would upload it.
import { demoSkus } from './demo-catalog.ts';

export interface DemoCostOfGoods {
  sku: string;
  /** Decimal string in `currency`, e.g. "7.45". */
  unitLandedCost: string;
  currency: 'USD';
  /** YYYY-MM-DD */
  validFrom: string;
}

/** One landed cost per SKU in USD, valid from `validFrom` (the first day of the demo period). */
export function demoCostOfGoods(seed: number, validFrom: string): DemoCostOfGoods[] {
  return demoSkus(seed).map((sku) => ({
    sku: sku.sku,
    unitLandedCost: `${Math.trunc(sku.unitCostUsd / 100)}.${String(sku.unitCostUsd % 100).padStart(2, '0')}`,
    currency: 'USD',
    validFrom,
  }));
}
