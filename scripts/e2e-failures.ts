// The end-to-end failures in a few lines each, from Playwright's JSON report: printed last by
// `npm test`, so a CI log cut to its tail still says which spec failed and why.
import { existsSync, readFileSync } from 'node:fs';

interface JsonSpec {
  title: string;
  file: string;
  line: number;
  tests: Array<{ results: Array<{ status: string; error?: { message?: string } }> }>;
}
interface JsonSuite {
  title: string;
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function* failedSpecs(suites: JsonSuite[], path: string[] = []): Generator<{ title: string; message: string }> {
  for (const suite of suites) {
    const titles = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const failed = test.results.find((result) => result.status === 'failed' || result.status === 'timedOut');
        if (failed)
          yield {
            title: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
            message: (failed.error?.message ?? failed.status).replace(ANSI, ''),
          };
      }
    }
    yield* failedSpecs(suite.suites ?? [], titles);
  }
}

/** Each failed test's place and the first lines of its error; '' when the report is absent. */
export function describeE2eFailures(reportPath: string, linesPerFailure = 8): string {
  if (!existsSync(reportPath)) return '';
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { suites: JsonSuite[] };
  const parts = [...failedSpecs(report.suites)].map(
    ({ title, message }) =>
      `✘ ${title}\n${message
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, linesPerFailure)
        .map((line) => `    ${line}`)
        .join('\n')}`,
  );
  return parts.length > 0 ? `\nEnd-to-end failures:\n${parts.join('\n')}\n` : '';
}
