// A SKU's planning figures: the seller's defaults (the product's when the seller has set none)
// with the SKU's own lead time legs and safety stock over them, leg by leg.
import {
  INVENTORY_PLANNING_DEFAULTS,
  type TInventoryPlanningSettings,
  type TSkuLeadTimeInput,
} from '@brandlens/contracts';
import type { PlanningInputs } from '@brandlens/reporting-core';

export interface SkuPlanning {
  planning: PlanningInputs;
  /** true when the SKU has a row of its own, whatever legs it sets. */
  isSkuOverride: boolean;
}

export function settingsOrDefaults(settings: TInventoryPlanningSettings | null): TInventoryPlanningSettings {
  return settings ?? { ...INVENTORY_PLANNING_DEFAULTS };
}

export function planningForSku(
  settings: TInventoryPlanningSettings,
  override: TSkuLeadTimeInput | undefined,
): SkuPlanning {
  return {
    planning: {
      productionDays: override?.productionDays ?? settings.productionDays,
      transitDays: override?.transitDays ?? settings.transitDays,
      checkInDays: override?.checkInDays ?? settings.checkInDays,
      safetyStockDays: override?.safetyStockDays ?? settings.safetyStockDays,
      orderCoverDays: settings.orderCoverDays,
    },
    isSkuOverride: override !== undefined,
  };
}
