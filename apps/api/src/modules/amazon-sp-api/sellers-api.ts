// Sellers API v1: the marketplaces a selling partner account sells in. The
// sync asks once per full run (its rate is about one call a minute) and keeps
// the answer on the connection for the steps.
import { z } from 'zod';
import type { SpApiClient } from './sp-api-client.ts';

const ZMarketplaceParticipations = z.object({
  payload: z.array(
    z.looseObject({
      marketplace: z.looseObject({ id: z.string().min(1) }),
      participation: z.looseObject({ isParticipating: z.boolean() }),
    }),
  ),
});

/** Ids of the marketplaces the account participates in, as Amazon lists them. */
export async function listParticipatingMarketplaceIds(client: SpApiClient): Promise<string[]> {
  const answer = await client.send(
    'getMarketplaceParticipations',
    { method: 'GET', path: '/sellers/v1/marketplaceParticipations' },
    ZMarketplaceParticipations,
  );
  return answer.payload.filter((entry) => entry.participation.isParticipating).map((entry) => entry.marketplace.id);
}
