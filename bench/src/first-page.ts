// The home page in Chromium as a slow phone sees it: a cold cache, the CPU throttled 4x through
// CDP, median of three loads. Reports LCP, CLS and the JS the page downloads before it settles.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts';

export interface FirstPageLoad {
  lcp: number;
  cls: number;
  /** bytes on the wire for every script of the load (compressed when the server compresses) */
  jsTransferred: number;
  /** the same scripts gzipped at level 9 from the build, comparable across servers */
  jsGzip: number;
  scripts: number;
  encodings: string[];
}

/** the browser's entries this file reads (the bench compiles with Node's types, not the DOM's) */
interface ShiftEntry {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}
type EntryObserver = new (
  callback: (list: { getEntries(): ShiftEntry[] }) => void,
) => { observe(options: { type: string; buffered: boolean }): void };

/** Collected in the page from its first byte: LCP candidates and CLS session windows (1 s gap, 5 s cap). */
const observe = () => {
  const Observer = (globalThis as unknown as { PerformanceObserver: EntryObserver }).PerformanceObserver;
  const vitals = { lcp: 0, cls: 0 };
  let window = 0;
  let first = 0;
  let last = 0;
  new Observer((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new Observer((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (window > 0 && (entry.startTime - last > 1000 || entry.startTime - first > 5000)) window = 0;
      if (window === 0) first = entry.startTime;
      window += entry.value;
      last = entry.startTime;
      vitals.cls = Math.max(vitals.cls, window);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  (globalThis as unknown as { __vitals: typeof vitals }).__vitals = vitals;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const measureFirstPage = async (
  address: string,
  dist: string,
  runs = 3,
): Promise<{ loads: FirstPageLoad[]; median: FirstPageLoad }> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // as the journeys start it: without the omnibox pop-up each new context's window would build
    // in a renderer of its own while the measured page loads (docs/e2e-stacks.md)
    args: chromiumArgs,
  });
  const loads: FirstPageLoad[] = [];
  try {
    // unmeasured loads first: a running server (home's first screen drawn, docs/first-screen.md) and
    // a running browser (its processes, its system fonts) are the real-life start; each measured
    // load still gets an empty cache of its own
    const warmUp = await browser.newContext();
    for (let load = 0; load < 5; load++) {
      const page = await warmUp.newPage();
      const shell = await page.goto(`${address}/`, { waitUntil: 'networkidle' });
      const drawn = (await shell?.text())?.includes('<div data-first-screen');
      await page.close();
      if (drawn) break;
    }
    await warmUp.close();
    for (let run = 0; run < runs; run++) {
      // a new context is a new profile: nothing cached, nothing stored
      const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const scripts = new Map<string, { url: string; encoding: string; bytes: number }>();
      cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
        if (type !== 'Script') return;
        const headers = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
        );
        scripts.set(requestId, {
          url: response.url,
          encoding: headers['content-encoding'] ?? 'none',
          bytes: 0,
        });
      });
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        const script = scripts.get(requestId);
        if (script) script.bytes = encodedDataLength;
      });
      await page.addInitScript(observe);
      await page.goto(`${address}/`, { waitUntil: 'networkidle' });
      // the network can fall quiet while the throttled main thread is still evaluating the bundle:
      // wait for the first largest-paint candidate, then a second for any larger one after it
      await page.waitForFunction(
        () => (globalThis as unknown as { __vitals: { lcp: number } }).__vitals.lcp > 0,
        undefined,
        { timeout: 20_000 },
      );
      await page.waitForTimeout(1000);
      const vitals = await page.evaluate(
        () => (globalThis as unknown as { __vitals: { lcp: number; cls: number } }).__vitals,
      );
      const list = [...scripts.values()];
      loads.push({
        lcp: vitals.lcp,
        cls: vitals.cls,
        jsTransferred: list.reduce((sum, script) => sum + script.bytes, 0),
        jsGzip: list.reduce(
          (sum, script) =>
            sum + gzipSync(readFileSync(join(dist, new URL(script.url).pathname)), { level: 9 }).length,
          0,
        ),
        scripts: list.length,
        encodings: [...new Set(list.map((script) => script.encoding))],
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const pick = (key: 'lcp' | 'cls' | 'jsTransferred' | 'jsGzip') => median(loads.map((load) => load[key]));
  return {
    loads,
    median: {
      lcp: pick('lcp'),
      cls: pick('cls'),
      jsTransferred: pick('jsTransferred'),
      jsGzip: pick('jsGzip'),
      scripts: median(loads.map((load) => load.scripts)),
      encodings: [...new Set(loads.flatMap((load) => load.encodings))],
    },
  };
};
