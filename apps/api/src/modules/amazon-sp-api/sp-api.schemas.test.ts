import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportAnswer } from '../../test/fake-amazon.ts';
import { ZCreateReportAnswer, ZGetReportsAnswer, ZReport, ZReportDocument, ZSpApiErrorList } from './sp-api.schemas.ts';

// Amazon's recorded Reports API answers (SOURCES.md §1 and §2): the client's schemas accept
// them, and the test fake answers in the same shape.
const SAMPLES = new URL('../../../../../../shared/samples/', import.meta.url);
const MODEL_EXAMPLES = new URL('amzn-selling-partner-api-models/extracted/reports_2021-06-30.examples.json', SAMPLES);
const RECIPE_REPORT = new URL('amzn-selling-partner-api-samples/reports-getReport.json', SAMPLES);
const RECIPE_DOCUMENT = new URL('amzn-selling-partner-api-samples/reports-getReportDocument.json', SAMPLES);
const hasSamples = [MODEL_EXAMPLES, RECIPE_REPORT, RECIPE_DOCUMENT].every((file) => existsSync(file));

interface Example {
  operationId: string;
  status: string;
  response: unknown;
}

const readJson = (file: URL): unknown => JSON.parse(readFileSync(file, 'utf8'));

describe.skipIf(!hasSamples)('SP-API schemas on the recorded Reports API answers (../shared/samples)', () => {
  const examples = hasSamples ? (readJson(MODEL_EXAMPLES) as Example[]) : [];
  const answers = (operationId: string, status: string) =>
    examples
      .filter((example) => example.operationId === operationId && example.status === status)
      .map((e) => e.response);

  it('parses every success answer of the operations the client calls', () => {
    const cases = [
      [answers('getReports', '200'), ZGetReportsAnswer],
      [answers('createReport', '202'), ZCreateReportAnswer],
      [answers('getReport', '200'), ZReport],
      [answers('getReportDocument', '200'), ZReportDocument],
      [[readJson(RECIPE_REPORT)], ZReport],
      [[readJson(RECIPE_DOCUMENT)], ZReportDocument],
    ] as const;
    for (const [bodies, schema] of cases) {
      expect(bodies.length).toBeGreaterThan(0);
      for (const body of bodies) expect(schema.safeParse(body).error).toBeUndefined();
    }
    expect(ZReportDocument.parse(readJson(RECIPE_DOCUMENT)).compressionAlgorithm).toBe('GZIP');
    expect(ZGetReportsAnswer.parse(answers('getReports', '200')[0]).nextToken).toMatch(/=$/);
  });

  it('parses the error bodies', () => {
    const bodies = examples.filter((example) => example.status.startsWith('4')).map((example) => example.response);
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) expect(ZSpApiErrorList.parse(body).errors[0]!.code).toBeTruthy();
  });

  it('has the fake answer reports with the fields Amazon uses, and no others', () => {
    const recorded = new Set([
      ...Object.keys(answers('getReport', '200')[0] as object),
      ...Object.keys(readJson(RECIPE_REPORT) as object),
    ]);
    const base = {
      reportId: '1',
      reportType: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2',
      createdTime: '2026-11-01T00:00:00Z',
      dataStartTime: '2026-10-18T00:00:00Z',
      dataEndTime: '2026-11-01T00:00:00Z',
      marketplaceIds: ['ATVPDKIKX0DER'],
      content: '',
      isGzip: false,
    };
    const done = reportAnswer({ ...base, pollsLeft: 0, finalStatus: 'DONE' });
    const pending = reportAnswer({ ...base, pollsLeft: 2, finalStatus: 'DONE' });
    for (const answer of [done, pending]) {
      for (const key of Object.keys(answer)) expect(recorded).toContain(key);
      expect(ZReport.safeParse(answer).success).toBe(true);
    }
    expect(done.reportDocumentId).toBeTruthy();
    expect(pending).not.toHaveProperty('reportDocumentId');
  });
});

describe.runIf(!hasSamples)('SP-API schemas on recorded answers', () => {
  it.skip('skipped: the recorded Reports API answers (../shared/samples) are not beside the project', () => undefined);
});
