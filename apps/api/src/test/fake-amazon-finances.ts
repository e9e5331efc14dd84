// The Finances API v0 operations on the fake Seller Central, in the shapes of
// financesV0.json: listFinancialEventGroups (filtered by start, paged with
// NextToken) and listFinancialEventsByGroupId (a group's events, a few per page
// with NextToken). Groups are Open (no end, no fund transfer) or Closed.
import { errors, type FakeAmazon, type FakeAnswer } from './fake-amazon.ts';

export interface FakeEventGroup {
  id: string;
  status: 'Open' | 'Closed';
  /** ISO instants. */
  start: string;
  end?: string;
  currency: string;
  /** The group's total as Amazon writes it (a JSON number). */
  total: number;
  /** Events per list name ('ShipmentEventList', ...), in Amazon's JSON (amounts as numbers). */
  events: Record<string, unknown[]>;
}

const FINANCES = '/finances/v0';

const token = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
const readToken = (value: string | null): Record<string, unknown> | undefined => {
  if (!value) return undefined;
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};
const invalid = (message: string): FakeAnswer => ({ status: 400, body: errors('InvalidInput', message) });

export class FakeFinances {
  readonly groups: FakeEventGroup[] = [];
  /** Groups per listFinancialEventGroups page (at most MaxResultsPerPage). */
  groupsPageSize = 100;
  /** Events per listFinancialEventsByGroupId page. */
  eventsPageSize = 100;
  /** The group of each listFinancialEventsByGroupId call, in order. */
  readonly eventReads: string[] = [];

  addGroup(group: Pick<FakeEventGroup, 'id' | 'start' | 'currency'> & Partial<FakeEventGroup>): FakeEventGroup {
    const added: FakeEventGroup = { status: 'Open', total: 0, events: {}, ...group };
    this.groups.push(added);
    return added;
  }

  /** Appends events to a list of the group. */
  addEvents(groupId: string, listName: string, ...events: unknown[]): void {
    const group = this.groups.find((candidate) => candidate.id === groupId);
    if (!group) throw new Error(`no fake group ${groupId}`);
    (group.events[listName] ??= []).push(...events);
  }

  /** Closes the open group (its settlement is being made) at `end`. */
  close(groupId: string, end: string): void {
    const group = this.groups.find((candidate) => candidate.id === groupId);
    if (!group) throw new Error(`no fake group ${groupId}`);
    group.status = 'Closed';
    group.end = end;
  }

  listGroups(url: URL): FakeAnswer {
    const query = url.searchParams;
    const pageSize = Number(query.get('MaxResultsPerPage') ?? '10');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
      return invalid('MaxResultsPerPage must be between 1 and 100');
    const after = query.get('FinancialEventGroupStartedAfter');
    const before = query.get('FinancialEventGroupStartedBefore');
    const state = readToken(query.get('NextToken'));
    if (query.has('NextToken') && typeof state?.offset !== 'number') return invalid('Invalid NextToken');
    const offset = typeof state?.offset === 'number' ? state.offset : 0;
    const matching = this.groups
      .filter((group) => (!after || group.start >= after) && (!before || group.start < before))
      .sort((a, b) => a.start.localeCompare(b.start));
    const size = Math.min(pageSize, this.groupsPageSize);
    const page = matching.slice(offset, offset + size).map((group) => ({
      FinancialEventGroupId: group.id,
      ProcessingStatus: group.status,
      FundTransferStatus: group.status === 'Open' ? 'Unknown' : 'Succeeded',
      OriginalTotal: { CurrencyCode: group.currency, CurrencyAmount: group.total },
      ConvertedTotal: { CurrencyCode: group.currency, CurrencyAmount: group.total },
      BeginningBalance: { CurrencyCode: group.currency, CurrencyAmount: 0 },
      FinancialEventGroupStart: group.start,
      ...(group.end ? { FinancialEventGroupEnd: group.end, FundTransferDate: group.end } : {}),
    }));
    const next = offset + size < matching.length ? token({ offset: offset + size }) : undefined;
    return { status: 200, body: { payload: { FinancialEventGroupList: page, ...(next ? { NextToken: next } : {}) } } };
  }

  listEvents(groupId: string, url: URL): FakeAnswer {
    this.eventReads.push(groupId);
    const group = this.groups.find((candidate) => candidate.id === groupId);
    if (!group) return { status: 404, body: errors('NotFound', `No financial event group ${groupId}`) };
    const pageSize = Number(url.searchParams.get('MaxResultsPerPage') ?? '100');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
      return invalid('MaxResultsPerPage must be between 1 and 100');
    const state = readToken(url.searchParams.get('NextToken'));
    if (url.searchParams.has('NextToken') && (state?.group !== groupId || typeof state.offset !== 'number'))
      return invalid('Invalid NextToken');
    const offset = typeof state?.offset === 'number' ? state.offset : 0;
    const all = Object.entries(group.events).flatMap(([list, events]) => events.map((event) => [list, event] as const));
    const size = Math.min(pageSize, this.eventsPageSize);
    const events: Record<string, unknown[]> = {};
    for (const [list, event] of all.slice(offset, offset + size)) (events[list] ??= []).push(event);
    const next = offset + size < all.length ? token({ group: groupId, offset: offset + size }) : undefined;
    return { status: 200, body: { payload: { FinancialEvents: events, ...(next ? { NextToken: next } : {}) } } };
  }
}

/** Adds the Finances API to the fake; the returned object holds its groups and events. */
export function installFakeFinances(fake: FakeAmazon): FakeFinances {
  const finances = new FakeFinances();
  fake.routes.push(
    {
      method: 'GET',
      pattern: new RegExp(`^${FINANCES}/financialEventGroups$`),
      operation: 'listFinancialEventGroups',
      run: (_match, url) => finances.listGroups(url),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${FINANCES}/financialEventGroups/([^/]+)/financialEvents$`),
      operation: 'listFinancialEventsByGroupId',
      run: (match, url) => finances.listEvents(decodeURIComponent(match[1]!), url),
    },
  );
  return finances;
}
