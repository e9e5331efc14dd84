import { describe, expect, it } from 'vitest';
import { createSettlementFileCheck, type FileCheckResult } from './settlement-file-check.ts';
import { readSettlementHeader, V1_COLUMNS, V2_COLUMNS } from './settlement-format.ts';
import { parseSettlementLine } from './settlement-line.ts';
import type { SettlementAmountRow } from './settlement-rows.ts';
import { formatAmount } from './settlement-amounts.ts';

/** Runs the validation pass over a whole file held in a string, as the importer does line by line. */
function check(text: string): { result: FileCheckResult; rows: SettlementAmountRow[] } {
  const lines = text.split('\n');
  const header = readSettlementHeader(lines[0] ?? '');
  if (!header.ok) return { result: { ok: false, line: 1, reason: header.reason }, rows: [] };
  const fileCheck = createSettlementFileCheck(header.header.format);
  const rows: SettlementAmountRow[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const parsed = parseSettlementLine(header.header, lines[index] ?? '', index + 1);
    if (parsed.kind === 'amounts') rows.push(...parsed.rows);
    const error = fileCheck.accept(parsed);
    if (error) return { result: { ok: false, ...error }, rows };
  }
  return { result: fileCheck.finish(), rows };
}

const v2 = (columns: readonly string[], rows: Array<Record<string, string>>, eol = '\n') =>
  [columns.join('\t'), ...rows.map((row) => columns.map((name) => row[name] ?? '').join('\t'))].join(eol) + eol;

const summary = {
  'settlement-id': '111',
  'settlement-start-date': '2024-03-01 00:00:00 UTC',
  'settlement-end-date': '2024-03-15 00:00:00 UTC',
  'deposit-date': '2024-03-17 00:00:00 UTC',
  'total-amount': '80,50',
  currency: 'EUR',
};
const order = {
  'settlement-id': '111',
  'transaction-type': 'Order',
  'order-id': '302-1',
  'marketplace-name': 'Amazon.de',
  sku: 'SKU-1',
  'quantity-purchased': '1',
};

describe('Flat File V2', () => {
  it('reads a 24-column EU file with BOM, CRLF, decimal commas, DD/MM/YY and trailing spaces', () => {
    const text =
      '\uFEFF' +
      v2(
        V2_COLUMNS,
        [
          summary,
          {
            ...order,
            'amount-type': 'ItemPrice',
            'amount-description': 'Principal',
            amount: '95,00 ',
            'posted-date': '13/03/24',
          },
          {
            ...order,
            'amount-type': 'ItemFees',
            'amount-description': 'Commission',
            amount: '-14,50',
            'posted-date': '02/03/24',
          },
        ],
        '\r\n',
      );
    const { result, rows } = check(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.facts.format).toBe('settlement_v2');
    expect(result.facts.postedDateOrder).toBe('DMY');
    const [settlement] = result.facts.settlements;
    expect(settlement?.summary).toMatchObject({
      settlementId: '111',
      currency: 'EUR',
      startDate: '2024-03-01T00:00:00.000Z',
    });
    expect(formatAmount(settlement?.summary.totalAmount ?? 0n, 2)).toBe('80.50');
    expect(formatAmount(settlement?.rowsTotal ?? 0n, 2)).toBe('80.50');
    expect(settlement?.rowCount).toBe(2);
    expect(rows.map((row) => [row.line, row.pnlLine, row.marketplaceId, row.sku, row.quantity])).toEqual([
      [3, 'fullPriceFulfilledProductSales', 'A1PA6795UKMFR9', 'SKU-1', 1],
      // The commission row repeats the item's quantity-purchased; only its Principal row moves the unit.
      [4, 'sellingFees', 'A1PA6795UKMFR9', 'SKU-1', null],
    ]);
  });

  it('reads the 23 official columns (no promotion-id) in any order, and MM/DD/YY', () => {
    const columns = [...V2_COLUMNS.slice(0, 23)].reverse();
    const { result } = check(
      v2(columns, [
        { ...summary, 'total-amount': '10.00', currency: 'USD' },
        {
          ...order,
          'marketplace-name': 'Amazon.com',
          'amount-type': 'ItemPrice',
          'amount-description': 'Principal',
          amount: '10.00',
          'posted-date': '03/13/24',
        },
      ]),
    );
    expect(result.ok && result.facts.postedDateOrder).toBe('MDY');
  });

  it('decides an ambiguous short date from posted-date-time', () => {
    const { result } = check(
      v2(V2_COLUMNS, [
        summary,
        {
          ...order,
          'amount-type': 'ItemPrice',
          'amount-description': 'Principal',
          amount: '80,50',
          'posted-date': '02/03/24',
          'posted-date-time': '2024-03-02 10:00:00 UTC',
        },
      ]),
    );
    expect(result.ok && result.facts.postedDateOrder).toBe('DMY');
  });

  it('maps Non-Amazon rows and counts rows the P&L mapping does not know', () => {
    const { result, rows } = check(
      v2(V2_COLUMNS, [
        { ...summary, 'total-amount': '-1,00' },
        {
          ...order,
          'marketplace-name': 'Non-Amazon CA',
          'amount-type': 'Brand New Thing',
          'amount-description': 'Mystery',
          amount: '-1,00',
        },
      ]),
    );
    expect(result.ok && result.facts.unmappedCount).toBe(1);
    expect(rows[0]).toMatchObject({ marketplaceId: 'NON_AMAZON', pnlLine: 'unmapped' });
  });

  it('names the line and the reason of a bad row', () => {
    const bad = check(
      v2(V2_COLUMNS, [
        summary,
        { ...order, 'amount-type': 'ItemPrice', 'amount-description': 'Principal', amount: '12,3x' },
      ]),
    );
    expect(bad.result).toEqual({ ok: false, line: 3, reason: 'amount: "12,3x" is not an amount' });
    const orphan = check(
      v2(V2_COLUMNS, [{ ...order, 'amount-type': 'ItemPrice', 'amount-description': 'Principal', amount: '1' }]),
    );
    expect(orphan.result).toMatchObject({
      ok: false,
      line: 2,
      reason: expect.stringContaining('before its summary row'),
    });
    const mixed = check(
      v2(V2_COLUMNS, [
        summary,
        {
          ...order,
          'amount-type': 'ItemPrice',
          'amount-description': 'Principal',
          amount: '1',
          'posted-date': '13/03/24',
        },
        {
          ...order,
          'amount-type': 'ItemPrice',
          'amount-description': 'Principal',
          amount: '1',
          'posted-date': '03/13/24',
        },
      ]),
    );
    expect(mixed.result).toMatchObject({ ok: false, line: 4, reason: expect.stringContaining('mixes MM/DD/YY') });
    expect(check('a\tb\tc\n1\t2\t3\n').result).toMatchObject({
      ok: false,
      line: 1,
      reason: expect.stringContaining('not a settlement flat file'),
    });
    expect(check(v2(V2_COLUMNS, [])).result).toMatchObject({ ok: false, line: null });
  });

  it('skips blank lines and a repeated header', () => {
    const text = v2(V2_COLUMNS, [{ ...summary, 'total-amount': '0' }]) + '\n' + V2_COLUMNS.join('\t') + '\n';
    const { result } = check(text);
    expect(result.ok && result.facts.settlements.length).toBe(1);
  });
});

describe('Flat File V1', () => {
  const v1Order = {
    'settlement-id': '222',
    'transaction-type': 'Order',
    'order-id': '111-1',
    'marketplace-name': 'Amazon.ca',
    'posted-date': '15.01.2023',
    sku: 'SKU-9',
    'quantity-purchased': '2',
  };
  const v1Summary = {
    'settlement-id': '222',
    'settlement-start-date': '01.01.2023',
    'settlement-end-date': '15.01.2023',
    'deposit-date': '17.01.2023',
    'total-amount': '26,77',
    currency: 'CAD',
  };

  it('turns each amount pair of a 36-column row into its own V2 row', () => {
    const { result, rows } = check(
      v2(V1_COLUMNS, [
        v1Summary,
        {
          ...v1Order,
          'price-type': 'Principal',
          'price-amount': '19,99',
          'item-related-fee-type': 'FBAPerUnitFulfillmentFee',
          'item-related-fee-amount': '-3,22',
          'promotion-type': 'Principal',
          'promotion-amount': '-1,00',
        },
        { 'settlement-id': '222', 'transaction-type': 'Storage Fee', 'other-amount': '11,00' },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.facts.format).toBe('settlement_v1');
    expect(result.facts.settlements[0]?.rowCount).toBe(4);
    expect(formatAmount(result.facts.settlements[0]?.rowsTotal ?? 0n, 2)).toBe('26.77');
    expect(
      rows.map((row) => [row.line, row.amountType, row.amountDescription, row.pnlLine, formatAmount(row.amount, 2)]),
    ).toEqual([
      [3, 'ItemPrice', 'Principal', 'fullPriceFulfilledProductSales', '19.99'],
      [3, 'ItemFees', 'FBAPerUnitFulfillmentFee', 'fbaFulfilmentFees', '-3.22'],
      [3, 'Promotion', 'Principal', 'productDiscounts', '-1.00'],
      [4, 'other-transaction', 'Storage Fee', 'fbaStorageFees', '11.00'],
    ]);
    expect(rows[0]).toMatchObject({ marketplaceId: 'A2EUQ1WTGCTBG2', quantity: 2, postedDateText: '15.01.2023' });
    expect(rows.slice(1).map((row) => row.quantity)).toEqual([null, null, null]);
  });

  it('reads the older 33-column variant without promotion columns', () => {
    const columns = V1_COLUMNS.filter((name) => !name.startsWith('promotion-'));
    expect(columns).toHaveLength(33);
    const { result } = check(
      v2(columns, [
        { ...v1Summary, 'total-amount': '19.99' },
        { ...v1Order, 'price-type': 'Principal', 'price-amount': '19.99' },
      ]),
    );
    expect(result.ok && result.facts.settlements[0]?.rowCount).toBe(1);
  });

  it('reads a row that carries only a quantity as the units of its item, with no money', () => {
    const { result, rows } = check(v2(V1_COLUMNS, [{ ...v1Summary, 'total-amount': '0' }, v1Order]));
    expect(result.ok).toBe(true);
    expect(rows).toMatchObject([
      {
        line: 3,
        amountType: 'ItemPrice',
        amountDescription: 'Principal',
        quantity: 2,
        amount: 0n,
        isQuantityRow: true,
      },
    ]);
    expect(rows[0]?.pnlLine).toBe('fullPriceFulfilledProductSales');
  });

  it('skips a row that carries nothing (no amount, no quantity), as archives end with', () => {
    const { result, rows } = check(
      v2(V1_COLUMNS, [
        { ...v1Summary, 'total-amount': '0' },
        { 'settlement-id': '222' },
        {},
        { ...v1Order, 'quantity-purchased': '' },
      ]),
    );
    expect(result.ok && result.facts.settlements[0]?.rowCount).toBe(0);
    expect(rows).toEqual([]);
  });
});
