import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adReportCsv,
  adReportXlsx,
  DE_FORMAT,
  US_FORMAT,
  type AdFixtureFormat,
  type AdFixtureRow,
} from '../../test/ads-report-files.ts';
import { AdReportFileError, readAdReportRows, type CellRow } from './ads-report-file.ts';
import { AdReportRowError, parseAdReport, SUMMARY_REFUSED, type AdReportPlace } from './ads-report-rows.ts';

const US: AdReportPlace = {
  marketplaceName: 'United States',
  currency: 'USD',
  locale: 'en_US',
  latestDay: '2026-12-01',
};
const DE: AdReportPlace = { marketplaceName: 'Germany', currency: 'EUR', locale: 'de_DE', latestDay: '2026-12-01' };
const CA: AdReportPlace = { marketplaceName: 'Canada', currency: 'CAD', locale: 'en_CA', latestDay: '2026-12-01' };

const row = (day: string, spend: string, extra: Partial<AdFixtureRow> = {}): AdFixtureRow => ({
  day,
  campaign: 'Mugs - Exact',
  impressions: 1200,
  clicks: 30,
  spend,
  sales: '1234.5',
  orders: 3,
  units: 4,
  ...extra,
});

describe('reading advertising console reports', () => {
  let directory: string;
  let count = 0;
  const cellsOf = async (content: string | Buffer): Promise<CellRow[]> => {
    count += 1;
    const path = join(directory, `report-${count}`);
    await writeFile(path, content);
    const rows: CellRow[] = [];
    await readAdReportRows(path, (read) => rows.push(read));
    return rows;
  };
  const parseCsv = async (rows: AdFixtureRow[], format: AdFixtureFormat, place: AdReportPlace) =>
    parseAdReport(await cellsOf(adReportCsv('sp-campaigns', rows, format)), place);
  const refusal = async (read: Promise<unknown>) => {
    const error = await read.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof AdReportRowError || error instanceof AdReportFileError)) throw error;
    return { line: error.line, reason: error.reason };
  };

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'brandlens-ads-rows-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('reads a US campaign report: its days, amounts with $ and thousands, and counts', async () => {
    const report = await parseCsv([row('2026-11-01', '1234.5'), row('2026-11-02', '0.99')], US_FORMAT, US);
    expect(report).toMatchObject({ type: 'sp-campaigns', firstDay: '2026-11-01', lastDay: '2026-11-02' });
    expect(report.rows[0]).toEqual({
      line: 2,
      day: '2026-11-01',
      campaignName: 'Mugs - Exact',
      adGroupName: '',
      asin: '',
      sku: '',
      dimension: '',
      matchType: '',
      impressions: 1200,
      clicks: 30,
      orders: 3,
      units: 4,
      spend: '1234.50',
      sales: '1234.50',
    });
  });

  it('reads a German report: semicolons, decimal commas, dotted thousands and German dates', async () => {
    const report = await parseCsv([row('2026-11-01', '1234.5'), row('2026-11-02', '7.05')], DE_FORMAT, DE);
    expect(report.rows.map((read) => [read.day, read.spend, read.sales])).toEqual([
      ['2026-11-01', '1234.50', '1234.50'],
      ['2026-11-02', '7.05', '1234.50'],
    ]);
  });

  it('decides nn/nn/yyyy dates by the file first, then by the marketplace, and refuses what neither tells', async () => {
    const slash = { ...US_FORMAT, dates: 'eu-slash' as const };
    // 13/11/2026 can only be day first: the 1st of November is too.
    const byFile = await parseCsv([row('2026-11-13', '1'), row('2026-11-01', '1')], slash, US);
    expect(byFile.rows.map((read) => read.day)).toEqual(['2026-11-13', '2026-11-01']);
    const byMarketplace = await parseCsv([row('2026-11-01', '1')], { ...US_FORMAT, dates: 'us-slash' }, US);
    expect(byMarketplace.rows.map((read) => read.day)).toEqual(['2026-11-01']);
    expect(await refusal(parseCsv([row('2026-11-01', '1')], { ...slash, currency: 'CAD' }, CA))).toEqual({
      line: 2,
      reason:
        'the date 1/11/2026 may be read day first or month first, and neither the other dates of the file nor the marketplace (Canada) tell which: download the report again as .xlsx, or with the console set to English (United States).',
    });
  });

  it('refuses a file whose dates or amounts are written two ways', async () => {
    const rows = [row('2026-11-13', '1'), row('2026-11-14', '1')];
    const mixed = adReportCsv('sp-campaigns', rows, { ...US_FORMAT, dates: 'eu-slash' }).replace(
      '14/11/2026',
      '11/14/2026',
    );
    expect(await refusal(cellsOf(mixed).then((cells) => parseAdReport(cells, US)))).toEqual({
      line: 3,
      reason: "this date is written month first, line 2's the other way round: the dates of this file are mixed up.",
    });
    const amounts = adReportCsv('sp-campaigns', rows, US_FORMAT).replace('$1.00', '"$1,50"');
    expect(await refusal(cellsOf(amounts).then((cells) => parseAdReport(cells, US)))).toMatchObject({ line: 2 });
  });

  it('refuses a Summary report, a foreign currency and a bad cell with their lines', async () => {
    const summary = { ...US_FORMAT, summary: true };
    const daily = await parseCsv([row('2026-11-01', '1')], summary, US);
    expect(daily.rows[0]?.day).toBe('2026-11-01');
    expect(
      await refusal(parseCsv([row('2026-11-01', '1'), row('2026-11-01', '1', { endDay: '2026-11-07' })], summary, US)),
    ).toEqual({
      line: 3,
      reason: SUMMARY_REFUSED,
    });
    expect(await refusal(parseCsv([row('2026-11-01', '1', { currency: 'EUR' })], US_FORMAT, US))).toEqual({
      line: 2,
      reason:
        'Currency EUR is not the currency of the marketplace United States (USD): upload the report for the marketplace of its currency (field marketplaceId).',
    });
    expect(await refusal(parseCsv([row('2026-11-01', '1'), row('2026-11-02', 'lots')], US_FORMAT, US))).toEqual({
      line: 3,
      reason: 'Spend: "lots" is not an amount',
    });
    expect(await refusal(parseCsv([row('2026-12-05', '1')], US_FORMAT, US))).toEqual({
      line: 2,
      reason: 'the day 2026-12-05 is in the future',
    });
    expect(await refusal(parseCsv([row('2026-11-01', '1', { campaign: '' })], US_FORMAT, US))).toEqual({
      line: 2,
      reason: 'Campaign Name is empty',
    });
  });

  it('reads a workbook with date cells and number cells, at its row numbers', async () => {
    const rows = [
      row('2026-11-01', '12.34', { adGroup: 'Mugs', searchTerm: 'blue mug', targeting: 'mug', matchType: 'BROAD' }),
    ];
    const workbook = await adReportXlsx('sp-search-term', rows, US_FORMAT, { dateCells: true });
    const report = parseAdReport(await cellsOf(workbook), US);
    expect(report.type).toBe('sp-search-term');
    expect(report.rows).toEqual([
      expect.objectContaining({
        line: 2,
        day: '2026-11-01',
        adGroupName: 'Mugs',
        dimension: 'blue mug',
        matchType: 'BROAD',
        spend: '12.34',
        sales: '1234.5',
      }),
    ]);
  });

  it('refuses an old .xls file and a workbook that is not a report', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(60)]);
    expect(await refusal(cellsOf(xls))).toMatchObject({ line: null, reason: expect.stringContaining('.xls') });
    expect(await refusal(cellsOf('sku,cost\nA,1\n').then((cells) => parseAdReport(cells, US)))).toMatchObject({
      line: 1,
      reason: expect.stringContaining('not a Sponsored Products report'),
    });
  });
});
