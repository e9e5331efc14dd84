import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, rescale } from '../decimal.ts';
import { buildAdEstimates, type AdSpendRow } from './ad-estimate-rows.ts';

// The worked example of docs/advertising.md, input for input. Its two results tables are read from
// the document itself, so a change to the rule or to the document fails here until both agree.
const DOC = new URL('../../../../docs/advertising.md', import.meta.url);
const US = 'ATVPDKIKX0DER';

const row = (
  day: string,
  adProduct: AdSpendRow['adProduct'],
  spend: string,
  sku: string | null = null,
): AdSpendRow => ({
  marketplaceId: US,
  day,
  adProduct,
  currency: 'USD',
  sku,
  spend,
});

/** On 18 March: the ads reports of 15–17 March. */
const ON_18_MARCH = {
  asinRows: [
    row('2026-03-15', 'SP', '12.40', 'MUG-1'),
    row('2026-03-15', 'SP', '3.10', 'MUG-1'),
    row('2026-03-15', 'SP', '6.25', 'CUP-2'),
    row('2026-03-16', 'SD', '2.35', 'MUG-1'),
    row('2026-03-17', 'SP', '9.90', 'CUP-2'),
  ],
  campaignRows: [
    row('2026-03-15', 'SP', '21.75'),
    row('2026-03-15', 'SB', '5.00'),
    row('2026-03-16', 'SP', '18.20'),
    row('2026-03-16', 'SD', '2.35'),
    row('2026-03-17', 'SP', '9.90'),
  ],
  cutoffs: new Map([['USD', '2026-03-14']]),
};
/** On 31 March: the reports now run to 30 March, and settlement 2 covers up to 28 March. */
const ON_31_MARCH = {
  asinRows: [...ON_18_MARCH.asinRows, row('2026-03-29', 'SP', '8.00', 'MUG-1')],
  campaignRows: [...ON_18_MARCH.campaignRows, row('2026-03-29', 'SP', '8.00'), row('2026-03-30', 'SB', '7.45')],
  cutoffs: new Map([['USD', '2026-03-28']]),
};
const BILLED = { settlement1: ['80.00', '80.00', '52.30'], settlement2: ['75.00', '46.10'] };
const SPENT = { settlement1: '215.10', settlement2: '128.40' };

const cents = (text: string) => rescale(parseDecimal(text), 2).units;
const money = (units: bigint) => formatDecimal({ units, scale: 2 });
const sum = (values: readonly string[]) => values.reduce((total, value) => total + cents(value), 0n);

/** The table rows between `<!-- name -->` and `<!-- /name -->`, as trimmed cells, without header and rule. */
function documentedTable(name: string): string[][] {
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf(`<!-- ${name} -->`);
  const end = text.indexOf(`<!-- /${name} -->`);
  if (start < 0 || end < start) throw new Error(`docs/advertising.md has lost its ${name} markers`);
  return text
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('`', '')),
    )
    .slice(2);
}

describe('the worked example of docs/advertising.md', () => {
  const [on18] = buildAdEstimates(ON_18_MARCH);
  const [on31] = buildAdEstimates(ON_31_MARCH);

  it("gives the estimated rows of the document's table, row for row", () => {
    const computed = on18!.rows.map((entry) => [
      entry.postedDate,
      entry.sku ?? '—',
      entry.amountDescription.startsWith('Sponsored Products')
        ? 'SP'
        : entry.amountDescription.startsWith('Sponsored Brands')
          ? 'SB'
          : 'SD',
      money(cents(entry.amount)),
    ]);
    expect(documentedTable('ad-estimate-example-rows')).toEqual(computed);
  });

  it("gives the document's figures: the estimates, March's ad expenses and the unbilled spend", () => {
    const billed1 = sum(BILLED.settlement1);
    const billed2 = sum(BILLED.settlement2);
    const figures = {
      estimatedOn18March: money(cents(on18!.total)),
      marchAdExpensesOn18March: money(-billed1 + cents(on18!.total)),
      estimatedOn31March: money(cents(on31!.total)),
      marchAdExpensesOn31March: money(-billed1 - billed2 + cents(on31!.total)),
      unbilledAfterSettlement1: money(cents(SPENT.settlement1) - billed1),
      unbilledAfterSettlement2: money(cents(SPENT.settlement1) + cents(SPENT.settlement2) - billed1 - billed2),
    };
    expect(figures).toEqual({
      estimatedOn18March: '-57.20',
      marchAdExpensesOn18March: '-269.50',
      estimatedOn31March: '-15.45',
      marchAdExpensesOn31March: '-348.85',
      unbilledAfterSettlement1: '2.80',
      unbilledAfterSettlement2: '10.10',
    });
    expect(Object.fromEntries(documentedTable('ad-estimate-example-figures'))).toEqual(figures);
    // The rows of 15–17 March left with the cutoff: only 29 and 30 March are estimated on 31 March.
    expect(on31!.rows.map((entry) => `${entry.postedDate} ${entry.sku ?? '—'} ${entry.amount}`)).toEqual([
      '2026-03-29 MUG-1 -8.0000',
      '2026-03-30 — -7.4500',
    ]);
  });
});
