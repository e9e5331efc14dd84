// `npm run bench:web [-- --orders N --page operations-assistant --mode both|lighthouse|content --runs 5
// --baseline-dist path/to/other/dist]`:
// builds the web app, seeds the demo seller (N order items, 20,000 by default)
// on the embedded database, serves the built app, and with Debian's Chromium:
// - lighthouse: runs Lighthouse on a seller page (the Operations Assistant by
//   default), desktop and mobile presets, and prints the performance and
//   accessibility scores;
// - content: times navigation start to content on the Overview (Operations
//   Assistant) and P&L Statement pages, with each page's API calls
//   (scripts/bench-web-content.ts); with --baseline-dist, also those of another
//   build of the web app, served by a second app on the same database and timed
//   in turns with this one, so both see the same load.
// Also prints the initial JavaScript (the entry script and its module
// preloads, gzipped). Figures sit next to their goals; nothing is asserted.
import { readFile, writeFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createTestDatabase } from '@brandlens/db';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { say, seedDemoSeller, startBenchApp } from './bench-support.ts';
import { measureContent } from './bench-web-content.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '20000' },
    page: { type: 'string', default: 'operations-assistant' },
    mode: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '5' },
    // Content mode: also serve this build (e.g. one made from the main branch) and time it in turns with this one.
    'baseline-dist': { type: 'string' },
    // Writes each preset's full Lighthouse report (JSON) beside this path: <report>-desktop.json, <report>-mobile.json.
    report: { type: 'string' },
  },
});
const GOALS = { performance: 95, accessibility: 95, initialJsKb: 250 };
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const WEB_DIST = new URL('../apps/web/dist/', import.meta.url);
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The scripts the browser must load before the app runs: index.html's module entry and its modulepreloads. */
async function initialJavaScriptKb(): Promise<{ files: number; gzipKb: number; rawKb: number }> {
  const html = await readFile(new URL('index.html', WEB_DIST), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => (match[1] ?? '').replace(/^\//, ''));
  let gzip = 0;
  let raw = 0;
  for (const source of new Set(sources)) {
    const bytes = await readFile(new URL(source, WEB_DIST));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: new Set(sources).size, gzipKb: gzip / 1024, rawKb: raw / 1024 };
}

const verdict = (value: number, goal: number, higherIsBetter: boolean) =>
  (higherIsBetter ? value >= goal : value <= goal) ? 'meets the goal' : 'MISSES the goal';

async function audit(url: string, cookie: string, preset: 'desktop' | 'mobile'): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: { Cookie: cookie } },
      preset === 'desktop'
        ? {
            ...desktopConfig,
            settings: { ...desktopConfig.settings, onlyCategories: ['performance', 'accessibility'] },
          }
        : { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'] } },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (values.report) await writeFile(`${values.report}-${preset}.json`, JSON.stringify(lhr));
    if (lhr.runtimeError)
      say(`  ${preset}: Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    say(
      `  ${preset.padEnd(8)} performance ${String(score('performance')).padStart(3)} (goal ≥ ${GOALS.performance}, ${verdict(score('performance'), GOALS.performance, true)}), ` +
        `accessibility ${String(score('accessibility')).padStart(3)} (goal ≥ ${GOALS.accessibility}, ${verdict(score('accessibility'), GOALS.accessibility, true)})`,
    );
    say(
      `           FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, final URL ${lhr.finalDisplayedUrl}`,
    );
    const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry && entry.score !== null && entry.score < 1)
      .map((entry) => entry?.id);
    if (failing.length > 0) say(`           accessibility audits not passed: ${failing.join(', ')}`);
  } finally {
    await chrome.kill();
  }
}

const js = await initialJavaScriptKb();
say(
  `initial JavaScript: ${js.gzipKb.toFixed(1)} kB gzip (${js.rawKb.toFixed(0)} kB raw, ${js.files} files); goal ≤ ${GOALS.initialJsKb} kB gzip, ${verdict(js.gzipKb, GOALS.initialJsKb, false)}`,
);
const dir = await mkdtemp(join(tmpdir(), 'brandlens-bench-web-'));
const database = await createTestDatabase();
try {
  await seedDemoSeller(database, dir, { orders: Number(values.orders), seed: 7 });
  const app = await startBenchApp(database, { webDistDir: fileURLToPath(WEB_DIST) });
  try {
    // The terms prompt is a one-time dialog; a returning user does not see it.
    await fetch(`${app.base}/api/v2/user/accept-autopilot-terms-and-conditions`, {
      method: 'POST',
      headers: { cookie: app.cookie, 'x-brandlens-request': '1' },
    });
    if (values.mode !== 'content') {
      const url = `${app.base}/dashboard/sellers/demo-seller/${values.page}`;
      say(`Lighthouse on ${url} (Chromium at ${CHROMIUM_PATH}):`);
      await audit(url, app.cookie, 'desktop');
      await audit(url, app.cookie, 'mobile');
    }
    if (values.mode !== 'lighthouse') {
      const baseline = values['baseline-dist']
        ? await startBenchApp(database, { webDistDir: values['baseline-dist'] })
        : undefined;
      try {
        await measureContent({
          servers: [
            { label: 'this build', base: app.base, cookie: app.cookie },
            ...(baseline ? [{ label: 'baseline', base: baseline.base, cookie: baseline.cookie }] : []),
          ],
          sellerSlug: 'demo-seller',
          runs: Number(values.runs),
          chromiumPath: CHROMIUM_PATH,
        });
      } finally {
        await baseline?.close();
      }
    }
  } finally {
    await app.close();
  }
} finally {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
}
