// Finances API v0: the financial event groups of an account (one per
// settlement period and currency; the open one is the money not settled yet)
// and the events of a group, page after page. Amazon asks for the same
// arguments again with each NextToken.
import {
  ZListFinancialEventGroupsAnswer,
  ZListFinancialEventsAnswer,
  type TFinancialEventGroup,
  type TFinancialEvents,
} from './finances.schemas.ts';
import type { SpApiClient } from './sp-api-client.ts';

const FINANCES = '/finances/v0';
/** The most Amazon gives per page. */
const PAGE_SIZE = '100';

export interface EventGroupsFilter {
  /** Groups opened at or after this moment. */
  startedAfter: Date;
  /** Groups opened before this moment; Amazon answers nothing when it is more than 180 days after startedAfter. */
  startedBefore?: Date;
}

/** Every financial event group opened in the window, across pages. */
export async function* listFinancialEventGroups(
  client: SpApiClient,
  filter: EventGroupsFilter,
): AsyncGenerator<TFinancialEventGroup> {
  let nextToken: string | undefined;
  do {
    const answer = await client.send(
      'listFinancialEventGroups',
      {
        method: 'GET',
        path: `${FINANCES}/financialEventGroups`,
        query: {
          MaxResultsPerPage: PAGE_SIZE,
          FinancialEventGroupStartedAfter: filter.startedAfter.toISOString(),
          FinancialEventGroupStartedBefore: filter.startedBefore?.toISOString(),
          NextToken: nextToken,
        },
      },
      ZListFinancialEventGroupsAnswer,
    );
    yield* answer.payload?.FinancialEventGroupList ?? [];
    nextToken = answer.payload?.NextToken || undefined;
  } while (nextToken);
}

/** The events of one group, a page at a time (a page can be empty and still have a next one). */
export async function* listFinancialEventsByGroupId(
  client: SpApiClient,
  eventGroupId: string,
): AsyncGenerator<TFinancialEvents> {
  let nextToken: string | undefined;
  do {
    const answer = await client.send(
      'listFinancialEventsByGroupId',
      {
        method: 'GET',
        path: `${FINANCES}/financialEventGroups/${encodeURIComponent(eventGroupId)}/financialEvents`,
        query: { MaxResultsPerPage: PAGE_SIZE, NextToken: nextToken },
      },
      ZListFinancialEventsAnswer,
    );
    yield answer.payload?.FinancialEvents ?? {};
    nextToken = answer.payload?.NextToken || undefined;
  } while (nextToken);
}
