import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { financialEventRows } from './financial-events.ts';
import { ZFinancialEvents, ZListFinancialEventGroupsAnswer, ZListFinancialEventsAnswer } from './finances.schemas.ts';

// Amazon's Finances API v0 model (SOURCES.md §1): its recorded answers parse, and so does an answer
// built from its definitions with every field of every event filled, whose every event list becomes
// ledger rows (none is dropped).
const MODEL = new URL(
  '../../../../../../shared/samples/amzn-selling-partner-api-models/financesV0.json',
  import.meta.url,
);
const hasSamples = existsSync(MODEL);
if (!hasSamples) console.warn(`Skipping the Finances API model tests: ${MODEL.pathname} is absent (../shared).`);

interface Definition {
  $ref?: string;
  type?: string;
  format?: string;
  items?: Definition;
  properties?: Record<string, Definition>;
}
interface Model {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, SandboxResponse> }>>;
  definitions: Record<string, Definition>;
}
interface SandboxResponse {
  'x-amzn-api-sandbox'?: { static?: { response: unknown }[] };
}

/** A value of the definition with every property present (one item per array). */
function filled(definition: Definition, model: Model, path: string[] = []): unknown {
  if (definition.$ref) {
    const name = definition.$ref.replace('#/definitions/', '');
    if (name === 'Currency') return { CurrencyCode: 'USD', CurrencyAmount: 12.34 };
    return filled(model.definitions[name] ?? {}, model, [...path, name]);
  }
  if (definition.type === 'array') return [filled(definition.items ?? {}, model, path)];
  if (definition.properties)
    return Object.fromEntries(
      Object.entries(definition.properties).map(([name, property]) => [name, filled(property, model, [...path, name])]),
    );
  if (definition.type === 'integer') return 2;
  if (definition.type === 'number') return 1.5;
  if (definition.type === 'boolean') return true;
  return definition.format === 'date-time' ? '2024-03-05T10:00:00Z' : `${path.at(-1) ?? 'text'}-value`;
}

describe.skipIf(!hasSamples)('Finances API schemas on the model financesV0.json (../shared/samples)', () => {
  const model = hasSamples ? (JSON.parse(readFileSync(MODEL, 'utf8')) as Model) : undefined;
  const answers = (operationId: string) =>
    Object.values(model?.paths ?? {})
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => operation.operationId === operationId)
      .flatMap((operation) => operation.responses['200']?.['x-amzn-api-sandbox']?.static ?? [])
      .map((example) => example.response);
  const options = { firstSourceLine: 1, knownMarketplaceIds: new Set(['ATVPDKIKX0DER']) };

  it('parses the recorded event groups, amounts as exact decimals', () => {
    const [answer] = answers('listFinancialEventGroups');
    const parsed = ZListFinancialEventGroupsAnswer.parse(answer);
    expect(parsed.payload?.NextToken).toBe('3493805734095308457308475');
    expect(parsed.payload?.FinancialEventGroupList?.[0]).toMatchObject({
      FinancialEventGroupId: '1',
      ProcessingStatus: 'PROCESSED',
      OriginalTotal: { CurrencyCode: 'USD', CurrencyAmount: '10.3400' },
      FinancialEventGroupStart: '2020-02-07T14:38:42.128Z',
    });
  });

  it('turns every recorded event page into rows, one per amount, in their P&L lines', () => {
    const pages = ['listFinancialEventsByGroupId', 'listFinancialEventsByOrderId', 'listFinancialEvents'].flatMap(
      (operationId) => answers(operationId).map((answer) => ZListFinancialEventsAnswer.parse(answer)),
    );
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      const events = page.payload?.FinancialEvents ?? {};
      const rows = financialEventRows(events, options);
      const listed = Object.keys(events).map((name) => name.replace(/EventList$/, ''));
      expect(listed.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.amount === '25.3700' && row.currency === 'USD')).toBe(true);
      // Every list of the page gave rows.
      for (const name of Object.keys(events))
        expect(financialEventRows({ [name]: events[name] }, options).length).toBeGreaterThan(0);
    }
    const [byGroup, byOrder] = pages.map((page) => financialEventRows(page.payload?.FinancialEvents ?? {}, options));
    const lines = (rows: typeof byGroup) =>
      Object.fromEntries(
        [...new Set(rows?.map((row) => row.pnlLine))].map((line) => [
          line,
          rows?.filter((row) => row.pnlLine === line).length,
        ]),
      );
    // The chargeback: 7 order-level amounts, and 9 per item (charges, fees, withheld tax, promotions, points,
    // with their adjustments) for its item and its adjustment item.
    expect(byGroup?.filter((row) => row.transactionType === 'Chargeback Refund').length).toBe(7 + 2 * 9);
    expect(byOrder?.find((row) => row.amountDescription === 'Cost of Advertising')?.pnlLine).toBe('amazonAdExpenses');
    expect(
      byOrder?.find((row) => row.transactionType === 'ServiceFee' && row.amountType === 'ServiceFee'),
    ).toMatchObject({
      amountDescription: 'FixedClosingFee',
      pnlLine: 'sellingFees',
      orderId: '444-555-3343433',
      sku: '456454455464',
      postedDate: null,
    });
    // Tax withholding: the amount withheld, not the base it was computed on.
    expect(byGroup?.filter((row) => row.transactionType === 'TaxWithholding')).toHaveLength(1);
    expect(lines(byOrder)).toMatchObject({ salesTax: expect.any(Number), amazonSalesTaxRemitted: expect.any(Number) });
  });

  it('accepts an answer with every field of every event, and maps every list without counting a total twice', () => {
    const definitions = model?.definitions ?? {};
    const events = filled(definitions['FinancialEvents'] ?? {}, model!) as Record<string, unknown[]>;
    const page = ZListFinancialEventsAnswer.parse({ payload: { NextToken: 'next', FinancialEvents: events } });
    const parsed = page.payload?.FinancialEvents ?? {};
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(definitions['FinancialEvents']?.properties ?? {}).sort());
    const count = (name: string) =>
      financialEventRows(ZFinancialEvents.parse({ [name]: events[name] }), options).length;
    for (const name of Object.keys(events)) expect(count(name), name).toBeGreaterThan(0);
    // Totals made of parts: the parts only.
    expect(count('AffordabilityExpenseEventList')).toBe(4);
    expect(count('SellerDealPaymentEventList')).toBe(2);
    expect(count('CouponPaymentEventList')).toBe(2);
    expect(count('ProductAdsPaymentEventList')).toBe(2);
    expect(count('TaxWithholdingEventList')).toBe(1);
    // An order: 2 order charges, 4 order fees, a direct payment; per item 2 charges, 2 fees, a withheld tax,
    // 2 promotions and 2 points costs, for its item and its adjustment item.
    expect(count('ShipmentEventList')).toBe(2 + 4 + 1 + 2 * 9);
    const shipmentRows = financialEventRows(
      ZFinancialEvents.parse({ ShipmentEventList: events['ShipmentEventList'] }),
      options,
    );
    expect(shipmentRows.every((row) => row.amount === '12.3400' && row.postedDate === '2024-03-05')).toBe(true);
  });
});
