import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeSalesTrafficDocument } from '../../test/fake-amazon-traffic-health.ts';
import { parseSalesTrafficReport, SalesTrafficReportError, salesTrafficRowsOfDay } from './sales-traffic-report.ts';

// The Sales and Traffic document: Amazon's example as Airbyte recorded it (SOURCES.md §4), and
// the documents the fake makes in the same shape.
const SAMPLE = new URL(
  '../../../../../../shared/samples/airbyte-source-amazon-seller-partner/GET_SALES_AND_TRAFFIC_REPORT.json',
  import.meta.url,
);
const hasSample = existsSync(SAMPLE);
const US = 'ATVPDKIKX0DER';

describe.skipIf(!hasSample)('Sales and Traffic report on the recorded sample (../shared/samples)', () => {
  const text = hasSample ? readFileSync(SAMPLE, 'utf8') : '';

  it('reads the day totals and each SKU with the figures as written', () => {
    const document = parseSalesTrafficReport(text);
    expect(document.dataStartDate).toBe('2021-06-11');
    expect(document.dataEndDate).toBe('2021-06-14');
    expect(document.days).toEqual([
      {
        date: '2021-06-11',
        totals: {
          asin: '',
          sku: '',
          parentAsin: null,
          unitsOrdered: 23,
          totalOrderItems: 20,
          orderedProductSales: '238.44',
          currency: 'USD',
          unitsRefunded: 1,
          sessions: 1000,
          pageViews: 1658,
          buyBoxPercentage: '10.54',
          unitSessionPercentage: '2.54',
        },
      },
    ]);
    expect(document.asins).toEqual([
      {
        asin: 'B123456789',
        sku: 'AB-1C2D-EFGH',
        parentAsin: 'B123456789',
        unitsOrdered: 1,
        totalOrderItems: 1,
        orderedProductSales: '16.79',
        currency: 'USD',
        unitsRefunded: 0,
        sessions: 18,
        pageViews: 43,
        buyBoxPercentage: '95.24',
        unitSessionPercentage: '7.69',
      },
      expect.objectContaining({ asin: 'B234567890', sku: 'CD-2E3F-GHIJ', orderedProductSales: '26.25' }),
    ]);
    expect(document.asins[1]!.buyBoxPercentage).toBe('0.0');
  });

  it('refuses to file a four-day document under one day: its SKU figures sum the four days', () => {
    const document = parseSalesTrafficReport(text);
    expect(() => salesTrafficRowsOfDay(document, { day: '2021-06-11', marketplaceId: US })).toThrow(
      'it covers 2021-06-11 to 2021-06-14, not the one day 2021-06-11',
    );
  });

  it('gives the rows of a one-day document, totals first', () => {
    const oneDay = text.replace('"dataEndTime": "2021-06-14"', '"dataEndTime": "2021-06-11"');
    const rows = salesTrafficRowsOfDay(parseSalesTrafficReport(oneDay), { day: '2021-06-11', marketplaceId: US });
    expect(rows.map((row) => [row.asin, row.sku, row.unitsOrdered])).toEqual([
      ['', '', 23],
      ['B123456789', 'AB-1C2D-EFGH', 1],
      ['B234567890', 'CD-2E3F-GHIJ', 3],
    ]);
    expect(() =>
      salesTrafficRowsOfDay(parseSalesTrafficReport(oneDay), { day: '2021-06-11', marketplaceId: 'A1PA6795UKMFR9' }),
    ).toThrow('it is for ATVPDKIKX0DER, not A1PA6795UKMFR9');
  });
});

describe('Sales and Traffic report parser', () => {
  const document = (body: unknown) => JSON.stringify(body);

  it('keeps amounts and percentages exact, whatever the number is written as', () => {
    const text =
      '{"salesAndTrafficByDate":[{"date":"2026-11-18","salesByDate":{"orderedProductSales":' +
      '{"amount":12345678901234.5678,"currencyCode":"JPY"},"unitsOrdered":7.0},' +
      '"trafficByDate":{"buyBoxPercentage":1e-2,"unitSessionPercentage":9.9E1}}],"salesAndTrafficByAsin":[]}';
    const [day] = parseSalesTrafficReport(text).days;
    expect(day!.totals).toMatchObject({
      orderedProductSales: '12345678901234.5678',
      currency: 'JPY',
      unitsOrdered: 7,
      buyBoxPercentage: '0.01',
      unitSessionPercentage: '99',
    });
  });

  it('reads what Amazon leaves out as zero counts and null percentages', () => {
    const parsed = parseSalesTrafficReport(
      document({
        salesAndTrafficByDate: [{ date: '2026-11-18' }],
        salesAndTrafficByAsin: [{ parentAsin: 'B0PARENT01', salesByAsin: { unitsOrdered: 2 } }],
      }),
    );
    expect(parsed.days[0]!.totals).toMatchObject({ unitsOrdered: 0, orderedProductSales: '0', currency: null });
    expect(parsed.asins[0]).toMatchObject({
      asin: 'B0PARENT01',
      sku: '',
      unitsOrdered: 2,
      sessions: 0,
      buyBoxPercentage: null,
    });
  });

  it('refuses what is not this report, with the reason', () => {
    const refused = (text: string) => () => parseSalesTrafficReport(text);
    expect(refused('date,units\n2026-11-18,3')).toThrow(SalesTrafficReportError);
    expect(refused('date,units\n2026-11-18,3')).toThrow('Sales and Traffic report refused: the document is not JSON');
    expect(refused(document({ performanceMetrics: [] }))).toThrow('salesAndTrafficByDate');
    expect(
      refused(
        document({
          reportSpecification: { reportType: 'GET_V2_SELLER_PERFORMANCE_REPORT' },
          salesAndTrafficByDate: [],
          salesAndTrafficByAsin: [],
        }),
      ),
    ).toThrow('reportSpecification.reportType');
    expect(
      refused(document({ salesAndTrafficByDate: [], salesAndTrafficByAsin: [{ sku: 'NO-ASIN', salesByAsin: {} }] })),
    ).toThrow('salesAndTrafficByAsin.0: A row names no ASIN');
    expect(
      refused(
        document({
          salesAndTrafficByDate: [{ date: '2026-11-18', salesByDate: { unitsOrdered: -1 } }],
          salesAndTrafficByAsin: [],
        }),
      ),
    ).toThrow('salesAndTrafficByDate.0.salesByDate.unitsOrdered');
  });

  it('reads the fake documents as the sample (same shape), and refuses a day other than the one asked', () => {
    const generated = parseSalesTrafficReport(document(fakeSalesTrafficDocument(US, '2026-11-18', '2026-11-18')));
    const rows = salesTrafficRowsOfDay(generated, { day: '2026-11-18', marketplaceId: US });
    expect(rows).toHaveLength(4);
    const totals = rows[0]!;
    const skuUnits = rows.slice(1).reduce((sum, row) => sum + row.unitsOrdered, 0);
    expect(totals.unitsOrdered).toBe(skuUnits);
    expect(() => salesTrafficRowsOfDay(generated, { day: '2026-11-17', marketplaceId: US })).toThrow(
      'not the one day 2026-11-17',
    );
  });
});
