import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryArchive } from '../testing/archive-arbitraries.ts';
import {
  ARCHIVE_LAYOUTS,
  archiveFileText,
  archiveUnits,
  type ArchiveItem,
  type ArchiveSettlement,
} from '../testing/settlement-archives.ts';
import { createSettlementFileCheck, isReconciled, type FileCheckResult } from './settlement-file-check.ts';
import { readSettlementHeader } from './settlement-format.ts';
import type { SettlementAmountRow } from './settlement-rows.ts';
import { createSettlementLineReader } from './settlement-reader.ts';
import { formatAmount } from './settlement-amounts.ts';

/** Both import passes in one: every line through the reader and the file check. */
function readFile(text: string): { result: FileCheckResult; rows: SettlementAmountRow[] } {
  const lines = text.split('\n');
  const header = readSettlementHeader(lines[0] ?? '');
  if (!header.ok) throw new Error(header.reason);
  const read = createSettlementLineReader(header.header);
  const check = createSettlementFileCheck(header.header.format);
  const rows: SettlementAmountRow[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const parsed = read(lines[index] ?? '', index + 1);
    if (parsed.kind === 'amounts') rows.push(...parsed.rows);
    const error = check.accept(parsed);
    if (error) return { result: { ok: false, ...error }, rows };
  }
  return { result: check.finish(), rows };
}

const unitsOn = (rows: SettlementAmountRow[], line: string) =>
  rows.filter((row) => row.pnlLine === line).reduce((sum, row) => sum + (row.quantity ?? 0), 0);

const lamp: ArchiveItem = {
  kind: 'Order',
  orderId: '702-1111111-2222222',
  orderItemCode: '31000000000001',
  sku: 'LAMP-1',
  quantity: 2,
  principal: 5998,
  shipping: 499,
  commission: -900,
  fbaFee: -1124,
  digitalServicesFee: -27,
  shippingChargeback: -499,
  shippingPromotion: -499,
};
const lampRefund: ArchiveItem = {
  kind: 'Refund',
  orderId: '702-1111111-2222222',
  orderItemCode: '31000000000001',
  sku: 'LAMP-1',
  quantity: 1,
  principal: -2999,
  commission: 450,
  refundCommission: -90,
};
const realShapes: ArchiveSettlement = {
  settlementId: '9100000001',
  currency: 'CAD',
  marketplaceName: 'Amazon.ca',
  items: [lamp, lampRefund],
  adFees: [{ fee: -12345, tax: -1605 }],
  accountRows: [
    { type: 'Subscription Fee', cents: -3999 },
    { type: 'Storage Fee', cents: -212 },
    { type: 'Inbound Transportation Fee', cents: -1530 },
    { type: 'Successful charge', cents: 10000 },
    { type: 'Payable to Amazon', cents: -2500 },
    { type: 'Micro Deposit', cents: 12 },
    { type: 'REVERSAL_REIMBURSEMENT', cents: 1499, sku: 'LAMP-1', quantity: 1 },
    { type: 'WAREHOUSE_DAMAGE', cents: 1450, sku: 'LAMP-1', quantity: 3 },
  ],
  emptyRows: 3,
};

describe('settlement files in the shapes of real archives', () => {
  it('reads a V1 file whose items carry their quantity on a row of its own, to the cent and the unit', () => {
    const { result, rows } = readFile(archiveFileText([realShapes], 'v1-36'));
    if (!result.ok) throw new Error(result.reason);
    const [settlement] = result.facts.settlements;
    expect(settlement && isReconciled(settlement)).toBe(true);
    expect(formatAmount(settlement?.rowsTotal ?? 0n, 2)).toBe('-84.21');
    expect(unitsOn(rows, 'fullPriceFulfilledProductSales')).toBe(2);
    expect(unitsOn(rows, 'productReturns')).toBe(1);
    expect(
      rows.filter((row) => row.isQuantityRow).map((row) => [row.transactionType, row.quantity, row.amount]),
    ).toEqual([
      ['Order', 2, 0n],
      ['Refund', 1, 0n],
    ]);
    const lines = (description: string) =>
      rows.filter((row) => row.amountDescription === description).map((row) => row.pnlLine);
    expect(lines('Cost of Advertising')).toEqual(['amazonAdExpenses']);
    expect(lines('TaxAmount')).toEqual(['otherPlatformFees']);
    expect(lines('REVERSAL_REIMBURSEMENT')).toEqual(['fbaRefundsAndReimbursements']);
    expect(lines('WAREHOUSE_DAMAGE')).toEqual(['fbaRefundsAndReimbursements']);
    expect(lines('Subscription Fee')).toEqual(['otherPlatformFees']);
    expect(lines('Storage Fee')).toEqual(['fbaStorageFees']);
    expect(lines('Inbound Transportation Fee')).toEqual(['fbaInboundFees']);
    expect(lines('Micro Deposit')).toEqual(['cashMovements']);
    expect(lines('ShippingChargeback')).toEqual(['fbaFulfilmentFees']);
    expect(lines('DigitalServicesFee')).toEqual(['sellingFees']);
    // Reimbursed units are not units sold.
    expect(rows.filter((row) => row.pnlLine === 'fbaRefundsAndReimbursements').map((row) => row.quantity)).toEqual([
      null,
      null,
    ]);
  });

  it.each(ARCHIVE_LAYOUTS)('reads the same settlement in the %s layout, counting each unit once', (layout) => {
    const twice = {
      ...realShapes,
      items: [
        { ...lamp, quantityTwice: true },
        { ...lampRefund, quantityTwice: true },
      ],
    };
    const { result, rows } = readFile(archiveFileText([twice], layout));
    if (!result.ok) throw new Error(result.reason);
    expect(result.facts.settlements.every(isReconciled)).toBe(true);
    expect(unitsOn(rows, 'fullPriceFulfilledProductSales')).toBe(2);
    expect(unitsOn(rows, 'productReturns')).toBe(1);
  });

  it('calls a cut settlement unreconciled and says by how much', () => {
    const { result } = readFile(archiveFileText([{ ...realShapes, totalOffset: 2575 }], 'v1-36'));
    if (!result.ok) throw new Error(result.reason);
    const [settlement] = result.facts.settlements;
    expect(settlement && isReconciled(settlement)).toBe(false);
    expect(formatAmount((settlement?.summary.totalAmount ?? 0n) - (settlement?.rowsTotal ?? 0n), 2)).toBe('25.75');
  });

  it('still refuses what is malformed: an amount, a date, a settlement id that changes', () => {
    const lines = archiveFileText([realShapes], 'v1-36').split('\n');
    const at = (index: number, from: string, to: string) =>
      lines.map((line, i) => (i === index ? line.replace(from, to) : line)).join('\n');
    expect(readFile(at(3, '59.98', '59,9x8')).result).toMatchObject({
      ok: false,
      line: 4,
      reason: expect.stringContaining('not an amount'),
    });
    expect(readFile(at(3, '2025-03-10 14:21:07 UTC', '2025-13-10 14:21:07 UTC')).result).toMatchObject({
      ok: false,
      line: 4,
    });
    expect(readFile(at(5, '9100000001', '9100000002')).result).toMatchObject({
      ok: false,
      line: 6,
      reason: expect.stringContaining('comes before its summary row'),
    });
  });
});

describe('property: any archive of these shapes', () => {
  it('reconciles every settlement to 0.00 and counts each item quantity once (1,000 runs)', () => {
    fc.assert(
      fc.property(arbitraryArchive, ({ settlements, layout }) => {
        const { result, rows } = readFile(archiveFileText(settlements, layout));
        if (!result.ok) throw new Error(`line ${result.line}: ${result.reason}`);
        expect(result.facts.settlements).toHaveLength(settlements.length);
        for (const settlement of result.facts.settlements) {
          expect(formatAmount(settlement.summary.totalAmount - settlement.rowsTotal, 2)).toBe('0.00');
          expect(isReconciled(settlement)).toBe(true);
        }
        const units = archiveUnits(settlements);
        expect(unitsOn(rows, 'fullPriceFulfilledProductSales')).toBe(units.sold);
        expect(unitsOn(rows, 'productReturns')).toBe(units.returned);
        expect(result.facts.unmappedCount).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });
});
