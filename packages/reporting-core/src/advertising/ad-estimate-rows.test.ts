import { describe, expect, it } from 'vitest';
import { mapSettlementRow } from '../pnl-lines.ts';
import { buildAdEstimates, type AdSpendRow } from './ad-estimate-rows.ts';

const US = 'ATVPDKIKX0DER';
const CA = 'A2EUQ1WTGCTBG2';
const DE = 'A1PA6795UKMFR9';

const spend = (
  day: string,
  adProduct: AdSpendRow['adProduct'],
  amount: string,
  sku: string | null = null,
  marketplaceId = US,
  currency = 'USD',
): AdSpendRow => ({ marketplaceId, day, adProduct, currency, sku, spend: amount });

/** "day marketplace sku amount description-start" per row, to compare whole batches at a glance. */
const lines = (rows: ReturnType<typeof buildAdEstimates>[number]['rows']) =>
  rows.map(
    (row) =>
      `${row.sourceLine} ${row.postedDate} ${row.marketplaceId} ${row.sku ?? '-'} ${row.amount} ${row.amountDescription.split(' spend')[0]}`,
  );

describe('ad spend as estimated ledger rows', () => {
  it('takes the ASIN rows of a day and ad product, summed per SKU, and leaves its campaign rows out', () => {
    const [batch] = buildAdEstimates({
      asinRows: [
        spend('2026-10-05', 'SP', '3.10', 'MUG-1'),
        spend('2026-10-05', 'SP', '1.25', 'MUG-1'), // another ad group of the same SKU
        spend('2026-10-05', 'SP', '0.6549', 'CUP-2'),
        spend('2026-10-05', 'SD', '2.00', ''), // an ASIN row that names no SKU
      ],
      campaignRows: [
        // The same SP and SD money as the ASIN rows above: never added.
        spend('2026-10-05', 'SP', '5.0049'),
        spend('2026-10-05', 'SD', '2.00'),
        // Sponsored Brands has campaign rows only.
        spend('2026-10-05', 'SB', '7.40'),
        // SP on a day without an advertised-product report: the campaign row counts.
        spend('2026-10-06', 'SP', '9.99'),
      ],
      cutoffs: new Map(),
    });
    expect(lines(batch!.rows)).toEqual([
      '1 2026-10-05 ATVPDKIKX0DER - -7.4000 Sponsored Brands',
      '2 2026-10-05 ATVPDKIKX0DER - -2.0000 Sponsored Display',
      '3 2026-10-05 ATVPDKIKX0DER CUP-2 -0.6549 Sponsored Products',
      '4 2026-10-05 ATVPDKIKX0DER MUG-1 -4.3500 Sponsored Products',
      '5 2026-10-06 ATVPDKIKX0DER - -9.9900 Sponsored Products',
    ]);
    expect(batch).toMatchObject({
      currency: 'USD',
      settlementId: 'ads:USD',
      firstDay: '2026-10-05',
      lastDay: '2026-10-06',
      // 7.40 + 2.00 + 0.6549 + 4.35 + 9.99
      total: '-24.3949',
      cutoff: null,
    });
    expect(batch!.rows[3]).toEqual({
      marketplaceId: US,
      sku: 'MUG-1',
      orderId: null,
      transactionType: 'Advertising',
      amountType: 'Cost of Advertising',
      amountDescription: 'Sponsored Products spend (estimated from the ads reports)',
      pnlLine: 'amazonAdExpenses',
      quantity: null,
      postedDate: '2026-10-05',
      postedAt: null,
      amount: '-4.3500',
      sourceLine: 4,
    });
  });

  it('estimates only the days after the cutoff of each currency, one batch per currency', () => {
    const batches = buildAdEstimates({
      asinRows: [
        spend('2026-10-14', 'SP', '10.00', 'MUG-1'), // on the USD cutoff: billed
        spend('2026-10-15', 'SP', '11.00', 'MUG-1'),
        spend('2026-10-21', 'SP', '4.00', 'MUG-1', CA, 'CAD'),
        spend('2026-10-01', 'SP', '6.50', 'TASSE-1', DE, 'EUR'), // no EUR charge yet: every day estimated
      ],
      campaignRows: [
        spend('2026-10-14', 'SB', '3.00'),
        spend('2026-10-16', 'SB', '2.25'),
        spend('2026-10-20', 'SB', '8.00', null, CA, 'CAD'), // on the CAD cutoff
      ],
      cutoffs: new Map([
        ['USD', '2026-10-14'],
        ['CAD', '2026-10-20'],
      ]),
    });
    expect(batches.map((batch) => [batch.settlementId, batch.total, batch.cutoff, lines(batch.rows)])).toEqual([
      ['ads:CAD', '-4.0000', '2026-10-20', ['1 2026-10-21 A2EUQ1WTGCTBG2 MUG-1 -4.0000 Sponsored Products']],
      ['ads:EUR', '-6.5000', null, ['1 2026-10-01 A1PA6795UKMFR9 TASSE-1 -6.5000 Sponsored Products']],
      [
        'ads:USD',
        '-13.2500',
        '2026-10-14',
        [
          '1 2026-10-15 ATVPDKIKX0DER MUG-1 -11.0000 Sponsored Products',
          '2 2026-10-16 ATVPDKIKX0DER - -2.2500 Sponsored Brands',
        ],
      ],
    ]);
  });

  it('leaves out zero spend and gives no batch when nothing is left', () => {
    expect(
      buildAdEstimates({
        asinRows: [spend('2026-10-15', 'SP', '0.00', 'MUG-1')],
        campaignRows: [spend('2026-10-15', 'SP', '0'), spend('2026-10-10', 'SB', '5.00')],
        cutoffs: new Map([['USD', '2026-10-12']]),
      }),
    ).toEqual([]);
  });

  it('books its rows where the settlement mapping books Cost of Advertising, whatever the ad product', () => {
    const [batch] = buildAdEstimates({
      asinRows: [spend('2026-10-15', 'SP', '1.00', 'A'), spend('2026-10-15', 'SD', '1.00', 'A')],
      campaignRows: [spend('2026-10-15', 'SB', '1.00')],
      cutoffs: new Map(),
    });
    expect(batch!.rows.map((row) => mapSettlementRow(row))).toEqual([
      'amazonAdExpenses',
      'amazonAdExpenses',
      'amazonAdExpenses',
    ]);
  });
});
