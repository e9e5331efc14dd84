// What a spec tells the stand-in for Amazon (support/fake-amazon-server.ts): start over, the
// settlement reports, orders and advertiser Amazon has, and a hold on some calls to catch a sync midway.
import type { FakeOrder } from '../../apps/api/src/test/fake-amazon-orders.ts';
import { SELLER_CENTRAL } from './ports.ts';

async function post(path: string, body: string): Promise<void> {
  const response = await fetch(`${SELLER_CENTRAL.url}/__control/${path}`, { method: 'POST', body });
  if (!response.ok)
    throw new Error(`stand-in for Amazon: ${path} answered ${response.status} ${await response.text()}`);
}

/** Forgets every report, order, code and refresh token. */
export const resetFakeAmazon = () => post('reset', '');

/** A settlement report Amazon made just now (GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2), with this flat file. */
export const addSettlementReport = (content: string) => post('settlement-reports', content);

/** An order as the Orders API answers it (fakeOrder of apps/api/src/test/fake-amazon-orders.ts). */
export const putOrder = (order: FakeOrder) => post('orders', JSON.stringify(order));

/** An Amazon Advertising account: one US profile, its campaigns, and `days` days of figures up to `lastDay`. */
export const addAdvertiser = (lastDay: string, days: number) =>
  post('ads-advertiser', JSON.stringify({ lastDay, days }));

/** Lets the first `skip` calls under `pathPrefix` through and holds the next ones until releaseCalls. */
export const holdCalls = (pathPrefix: string, skip: number) => post('hold', JSON.stringify({ pathPrefix, skip }));

export const releaseCalls = () => post('release', '');

export async function heldCalls(): Promise<number> {
  const response = await fetch(`${SELLER_CENTRAL.url}/__control/held`);
  return ((await response.json()) as { held: number }).held;
}
