import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// npm scripts must run on the Node 24 pinned in devDependencies (ADR 0001),
// whatever Node the machine's PATH has.
describe('runtime', () => {
  it('runs the test suite on Node 24 or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('puts the pinned Node first on PATH for child processes of npm scripts', () => {
    const version = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
    expect(Number(version.replace(/^v/, '').split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
