// The fake Seller Central with every operation a full sync calls, and a generous usage plan so
// a two-year backfill takes seconds: for tests that run every step.
import { addCatalogInventoryFake } from './fake-amazon-catalog-inventory.ts';
import { installFakeFinances } from './fake-amazon-finances.ts';
import { addFakeOrders } from './fake-amazon-orders.ts';
import { installCustomerReturnsReport } from './fake-amazon-returns.ts';
import { installTrafficHealthReports } from './fake-amazon-traffic-health.ts';
import type { FakeAmazon } from './fake-amazon.ts';

export function installEveryFakeOperation(fake: FakeAmazon) {
  const parts = {
    catalogInventory: addCatalogInventoryFake(fake),
    orders: addFakeOrders(fake),
    finances: installFakeFinances(fake),
  };
  installTrafficHealthReports(fake);
  installCustomerReturnsReport(fake);
  fake.grantedRate = '20';
  return parts;
}
