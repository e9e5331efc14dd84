// End-to-end tests drive Debian's Chromium; test tools cannot download their
// own browser here. Installs it with apt when possible, otherwise stops with
// one line saying how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    process.stderr.write(
      `Chromium not found at ${CHROMIUM_PATH}: install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH), then run the tests again.\n`,
    );
    process.exit(1);
  }
  process.stdout.write("Chromium not found: installing Debian's chromium package with apt-get (about a minute)...\n");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM_PATH)) {
    process.stderr.write(`apt-get finished but ${CHROMIUM_PATH} is still missing.\n`);
    process.exit(1);
  }
}
