// `npm test`: everything CI checks, in the order that fails fastest.
// Format, lint, types, unit + web + database suites (embedded PGlite, or the
// server in DATABASE_URL), then the built app end to end in Chromium.
import { spawnSync } from 'node:child_process';
import { describeE2eFailures } from './e2e-failures.ts';

const steps: Array<[label: string, script: string]> = [
  ['format', 'format:check'],
  ['lint', 'lint'],
  ['types', 'typecheck'],
  ['unit, web and database tests', 'test:vitest'],
  ['end-to-end tests in Chromium', 'test:e2e'],
];

const results: Array<{ label: string; ok: boolean; seconds: number }> = [];
for (const [label, script] of steps) {
  process.stdout.write(`\n=== ${label} (npm run ${script})\n`);
  const startedAt = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  results.push({ label, ok: status === 0, seconds: Math.round((Date.now() - startedAt) / 1000) });
  if (status !== 0) break;
}

process.stdout.write('\n');
for (const { label, ok, seconds } of results) process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)\n`);
const failed = results.some((result) => !result.ok);
if (results.some((result) => !result.ok && result.label.startsWith('end-to-end')))
  process.stdout.write(describeE2eFailures('test-results/e2e-report.json'));
process.exit(failed ? 1 : 0);
