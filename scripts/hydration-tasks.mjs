#!/usr/bin/env node
// Is hydration one long task or many short ones? Loads a prerendered page in Debian's Chromium at
// 4x CPU (or the given rate) and prints, around the app's `lo:hydrate` User Timing mark (main.tsx),
// every React commit (a stand-in DevTools hook) and every long task (> 50 ms). Decision record 031:
// Lighthouse's run-to-run swing hides changes this resolves.
//
//   node scripts/hydration-tasks.mjs http://127.0.0.1:4391/en/ [cpu-rate] [runs]
// (serve a production build first: node scripts/mock-server.mjs --static dist --port 4391)
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const [url, rate = '4', runs = '2'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/hydration-tasks.mjs URL [cpu-rate] [runs]');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 1; run <= Number(runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
    await page.addInitScript(() => {
      const events = [];
      window.__hydrationEvents = events;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) events.push({ at: entry.startTime, what: `long task ${Math.round(entry.duration)} ms` });
      }).observe({ type: 'longtask', buffered: true });
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE() {},
        onScheduleFiberRoot() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
        onCommitFiberRoot() {
          events.push({ at: performance.now(), what: 'React commit' });
        },
      };
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const { events, mark } = await page.evaluate(() => ({
      events: window.__hydrationEvents,
      mark: performance.getEntriesByName('lo:hydrate')[0]?.startTime ?? null,
    }));
    await context.close();
    console.log(`\nrun ${run}: ${mark === null ? 'no lo:hydrate mark (not a prerendered page, or rendered afresh)' : `hydration starts at ${Math.round(mark)} ms`}`);
    const from = (mark ?? 0) - 300;
    const firstCommit = events.filter((event) => event.what === 'React commit' && event.at >= (mark ?? 0)).sort((a, b) => a.at - b.at)[0];
    for (const event of events.sort((a, b) => a.at - b.at)) {
      if (event.at < from || event.at > (firstCommit?.at ?? from) + 1000) continue;
      console.log(`${String(Math.round(event.at)).padStart(7)} ms  ${event.what}`);
    }
  }
} finally {
  await browser.close();
}
