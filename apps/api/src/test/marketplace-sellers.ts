// Sellers whose marketplaces an upload test needs: each signs up through the API and is placed in
// its marketplaces by a product there (how a seller's marketplaces are known before any import).
import type { TestDatabase } from '@brandlens/db';
import { createUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export interface MarketplaceSeller {
  id: string;
  cookie: string;
}

export async function createMarketplaceSellers<Name extends string>(
  testApp: TestApp,
  database: TestDatabase,
  names: { emailDomain: string; sellerNamePrefix: string },
  marketplacesBySeller: Record<Name, readonly string[]>,
): Promise<Record<Name, MarketplaceSeller>> {
  const sellers = {} as Record<Name, MarketplaceSeller>;
  for (const [who, marketplaceIds] of Object.entries(marketplacesBySeller) as Array<[Name, readonly string[]]>) {
    const { cookie } = await createUser(testApp, `${who}@${names.emailDomain}`, {
      sellerName: `${names.sellerNamePrefix} ${who}`,
    });
    const id = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id as string;
    sellers[who] = { id, cookie };
    for (const marketplaceId of marketplaceIds)
      await database.pool.query(`insert into products (seller_id, marketplace_id, sku) values ($1, $2, 'CUP-1')`, [
        id,
        marketplaceId,
      ]);
  }
  return sellers;
}
