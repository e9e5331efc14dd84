// The "content" mode of `npm run bench:web`: for each seller page, the time from
// navigation start to the page's real content (a selector that only matches once
// the page's data is drawn) in a Playwright-driven headless Chromium. Each run is
// a cold load (a fresh browser context: empty cache, the session cookie only) on
// a warm server (one throwaway load first). Prints the median and worst run next
// to the goal, and the API calls of the median run as a waterfall (start offset
// from navigation start and duration), so the slowest read and any serial chain
// can be read off directly. A measurement: nothing is asserted.
import { chromium, type Browser, type Request } from 'playwright';
import { percentile, say } from './bench-support.ts';

export const CONTENT_GOAL_MS = 1_000;

export interface ContentPage {
  name: string;
  /** Path under the seller, e.g. 'operations-assistant'. */
  path: string;
  /** Matches only once the page's main figures are rendered from its data. */
  selector: string;
}

export const CONTENT_PAGES: readonly ContentPage[] = [
  {
    name: 'Overview (Operations Assistant)',
    path: 'operations-assistant',
    selector: 'table[aria-label="Profit and loss statement"] tbody tr',
  },
  {
    name: 'P&L Statement',
    path: 'profit-loss-statement',
    selector: 'table[aria-label="Profit and loss per product"] tbody tr',
  },
];

interface Run {
  contentMs: number;
  /** index.html received, and the app's code running (its 'brandlens:app-start' mark). */
  htmlMs: number;
  appStartMs: number;
  /** The last script received before the content appeared. */
  lastScriptMs: number;
  calls: { method: string; path: string; startMs: number; durationMs: number; status: number }[];
  scripts: number;
}

// Runs in the page before any of its scripts: remembers when the selector first matched, on the
// page's own clock (performance.now() counts from navigation start).
function watchForContent(selector: string): void {
  const record = () => {
    if ((window as unknown as { __contentAt?: number }).__contentAt !== undefined) return true;
    if (!document.querySelector(selector)) return false;
    (window as unknown as { __contentAt?: number }).__contentAt = performance.now();
    return true;
  };
  new MutationObserver((_records, observer) => {
    if (record()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function loadOnce(browser: Browser, base: string, cookie: string, url: string, selector: string): Promise<Run> {
  const [name = '', value = ''] = cookie.split('=');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    await page.addInitScript(watchForContent, selector);
    const api: Request[] = [];
    let scripts = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request);
      if (request.resourceType() === 'script') scripts += 1;
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt !== undefined, null, {
      timeout: 60_000,
      polling: 50,
    });
    const contentMs = await page.evaluate(() => (window as unknown as { __contentAt: number }).__contentAt);
    const { navigationStart, htmlMs, appStartMs, lastScriptMs } = await page.evaluate(
      (content) => ({
        navigationStart: performance.timeOrigin,
        lastScriptMs: Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js') && entry.startTime < content)
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        ),
        htmlMs:
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd ??
          Number.NaN,
        appStartMs: performance.getEntriesByName('brandlens:app-start')[0]?.startTime ?? Number.NaN,
      }),
      contentMs,
    );
    const calls = [];
    for (const request of api) {
      const response = await request.response();
      // Calls still running when the content appeared finish here, so their duration is known.
      await response?.finished();
      const timing = request.timing();
      // timing.startTime is wall-clock ms; responseEnd is relative to it (-1 while unfinished).
      calls.push({
        method: request.method(),
        path: new URL(request.url()).pathname + new URL(request.url()).search,
        startMs: timing.startTime - navigationStart,
        durationMs: timing.responseEnd,
        status: response?.status() ?? 0,
      });
    }
    return { contentMs, htmlMs, appStartMs, lastScriptMs, calls: calls.sort((a, b) => a.startMs - b.startMs), scripts };
  } finally {
    await context.close();
  }
}

/** The median of three sequential requests, alone on the server: what the read itself costs. */
async function timeAlone(base: string, cookie: string, method: string, path: string): Promise<number> {
  const timings: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const startedAt = performance.now();
    const response = await fetch(`${base}${path}`, { method, headers: { cookie, 'x-brandlens-request': '1' } });
    await response.arrayBuffer();
    timings.push(performance.now() - startedAt);
  }
  return percentile(
    timings.sort((a, b) => a - b),
    50,
  );
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

export interface ContentServer {
  /** Names the build in the output: 'this build', or 'baseline' for --baseline-dist. */
  label: string;
  base: string;
  cookie: string;
}

function report(label: string, name: string, runs: Run[]): Run | undefined {
  runs.sort((a, b) => a.contentMs - b.contentMs);
  const median = percentile(
    runs.map((run) => run.contentMs),
    50,
  );
  const worst = runs.at(-1)?.contentMs ?? Number.NaN;
  const verdict = median <= CONTENT_GOAL_MS ? 'meets the goal' : 'MISSES the goal';
  say(
    `  ${name.padEnd(32)} ${label.padEnd(10)} median ${ms(median).padStart(8)}, worst ${ms(worst).padStart(8)} (goal ≤ ${CONTENT_GOAL_MS.toLocaleString('en-US')} ms, ${verdict})`,
  );
  const medianRun = runs[Math.min(runs.length - 1, Math.floor(runs.length / 2))];
  if (medianRun) {
    say(
      `    median run: index.html at ${ms(medianRun.htmlMs)}, app code running at ${ms(medianRun.appStartMs)}, ${medianRun.scripts} scripts (last received at ${ms(medianRun.lastScriptMs)}), content at ${ms(medianRun.contentMs)}`,
    );
  }
  return medianRun;
}

/**
 * Times each page `runs` times on each server (their runs interleaved, so a baseline build and
 * this one see the same load on a shared machine) and prints the figures next to the goal, then
 * the API calls of this build's median run.
 */
export async function measureContent(options: {
  servers: ContentServer[];
  sellerSlug: string;
  runs: number;
  chromiumPath: string;
}): Promise<void> {
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    say(
      `Navigation start to content, headless Chromium, cold load (fresh context), warm server, ${options.runs} runs:`,
    );
    for (const target of CONTENT_PAGES) {
      const urlOf = (server: ContentServer) => `${server.base}/dashboard/sellers/${options.sellerSlug}/${target.path}`;
      const runs = options.servers.map(() => [] as Run[]);
      for (const server of options.servers)
        await loadOnce(browser, server.base, server.cookie, urlOf(server), target.selector);
      for (let index = 0; index < options.runs; index += 1) {
        for (const [position, server] of options.servers.entries())
          runs[position]?.push(await loadOnce(browser, server.base, server.cookie, urlOf(server), target.selector));
      }
      const medians = options.servers.map((server, position) =>
        report(server.label, target.name, runs[position] ?? []),
      );
      const [server] = options.servers;
      const medianRun = medians[0];
      if (!server || !medianRun) continue;
      say(`    API calls of ${server.label}'s median run: start after navigation, duration, alone:`);
      for (const call of medianRun.calls) {
        const alone = await timeAlone(server.base, server.cookie, call.method, call.path);
        say(
          `    ${ms(call.startMs).padStart(9)} +${ms(call.durationMs).padStart(8)} (${ms(alone).padStart(8)})  ${call.status} ${call.method} ${call.path.slice(0, 100)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}
