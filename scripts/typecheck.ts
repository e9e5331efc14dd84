// Type-checks every workspace with its own tsconfig (web has DOM types, the
// rest Node's), so one command covers the whole repository.
import { spawnSync } from 'node:child_process';

const projects = [
  'apps/web/tsconfig.node.json',
  'packages/contracts',
  'packages/reporting-core',
  'packages/db',
  'apps/api',
  'apps/web',
  'e2e',
];

let failed = false;
for (const project of projects) {
  const { status } = spawnSync(
    'tsc',
    ['-p', project.endsWith('.json') ? project : `${project}/tsconfig.json`, '--noEmit'],
    { stdio: 'inherit' },
  );
  if (status !== 0) {
    failed = true;
    process.stderr.write(`type errors in ${project}\n`);
  }
}
process.exit(failed ? 1 : 0);
