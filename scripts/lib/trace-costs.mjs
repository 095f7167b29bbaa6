// Where a page's main-thread time goes, from a Chrome trace (the JSON Playwright's
// browser.startTracing writes, or DevTools' "Save profile"). Used by `npm run bench -- --only=trace`.
// Each complete event's own time (its duration less its children's) is put in one kind: script,
// compile, style, layout, paint, HTML parsing, garbage collection, image decoding, or other (the
// task itself); JavaScript is named by chunk from the V8 samples. Only the page's main thread
// counts, only after a given moment (the first paint), so the figures are the work that competes
// with a player's first tap.

const KINDS = [
  ['compile', /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.produceCache|v8\.produceModuleCache|CacheScript)/],
  ['garbage collection', /^(MinorGC|MajorGC|V8\.GC|BlinkGC\.|ThreadState::|CppGC)/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation|InvalidateLayout)/],
  ['layout', /^(Layout|UpdateLayer|IntersectionObserverController::computeIntersections|ComputeIntersections)/],
  ['paint', /^(Paint|PrePaint|Layerize|PaintImage|UpdateLayerTree|Commit|CompositeLayers|RasterTask)/],
  ['HTML parsing', /^(ParseHTML|HTMLDocumentParser)/],
  ['image decoding', /^(Decode Image|ImageDecodeTask|Decode LazyPixelRef)/],
  ['script', /^(EvaluateScript|v8\.evaluateModule|v8\.run|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|V8\.Execute|XHRReadyStateChange|XHRLoad|v8\.callFunction|RunMicrotask)/],
];

/** 'http://x/assets/react-dom-DATU6q48.js' -> 'react-dom'; the document or an inline script -> '(page)'. */
export function chunkName(url) {
  if (!url) return null;
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const file = pathname.split('/').pop() ?? '';
  if (!file.endsWith('.js') && !file.endsWith('.mjs')) return '(page)';
  // The build names files `<name>-<seven characters of hash>` (vite.config.ts).
  return file.replace(/\.m?js$/, '').replace(/-[A-Za-z0-9_-]{7}$/, '');
}

function kindOf(name) {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

function urlOf(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  return data.url ?? data.scriptName ?? data.stackTrace?.[0]?.url ?? null;
}

/** The renderer main thread that ran the scripts of `origin` (the most script time from there). */
export function mainThreadOf(events, origin) {
  const names = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') names.set(`${event.pid}:${event.tid}`, true);
  }
  const scriptTime = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (!names.has(key) || event.ph !== 'X') continue;
    const url = urlOf(event);
    if (url?.startsWith(origin)) scriptTime.set(key, (scriptTime.get(key) ?? 0) + (event.dur ?? 0));
  }
  return [...scriptTime].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * The main thread's own time per kind after `fromTs` (trace microseconds), in milliseconds, and the
 * long tasks (over 50 ms) with their blocking time (what each spends beyond 50 ms, summed, as
 * Lighthouse's total blocking time counts it). JavaScript by chunk comes from the samples (sampledJsByChunk).
 */
export function mainThreadCosts(events, { thread, fromTs = 0 }) {
  const onThread = events
    .filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X' && typeof event.dur === 'number' && event.ts >= fromTs)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byKind = new Map();
  const longTasks = [];
  let total = 0;
  const stack = [];
  const add = (entry, own) => {
    if (own <= 0) return;
    const kind = entry.kind ?? 'other';
    byKind.set(kind, (byKind.get(kind) ?? 0) + own);
  };
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      add(done, done.dur - done.children);
    }
  };
  for (const event of onThread) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent && event.ts + event.dur > parent.end) continue; // overlapping, not nested: skip
    if (!parent && event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue;
    if (!parent) {
      total += event.dur;
      if (event.dur > 50_000) longTasks.push({ at: (event.ts - fromTs) / 1000, ms: event.dur / 1000 });
    } else {
      parent.children += event.dur;
    }
    const kind = kindOf(event.name) ?? parent?.kind ?? null;
    stack.push({ end: event.ts + event.dur, dur: event.dur, children: 0, kind });
  }
  close(Number.POSITIVE_INFINITY);
  const ms = (value) => Math.round(value / 1000);
  return {
    totalMs: ms(total),
    blockingMs: Math.round(longTasks.reduce((sum, task) => sum + task.ms - 50, 0)),
    byKind: [...byKind].map(([kind, value]) => ({ kind, ms: ms(value) })).sort((a, b) => b.ms - a.ms),
    longTasks: longTasks.sort((a, b) => b.ms - a.ms),
  };
}

/**
 * JavaScript's own time per chunk from the V8 sampling profile in the trace (category
 * disabled-by-default-v8.cpu_profiler), after `fromTs`: the trace's script events often carry no
 * address (promise jobs, callbacks), the samples always do. Milliseconds, costliest first.
 */
export function sampledJsByChunk(events, { thread, fromTs = 0 }) {
  const [pid, tid] = thread.split(':').map(Number);
  const profiles = new Map(); // profile id -> { nodes: Map(id -> chunk), time }
  for (const event of events) {
    if (event.pid !== pid || event.ph !== 'P') continue;
    if (event.name === 'Profile' && event.tid === tid) {
      profiles.set(event.id, { nodes: new Map(), time: event.args?.data?.startTime ?? 0 });
    }
  }
  const byChunk = new Map();
  for (const event of events) {
    if (event.pid !== pid || event.ph !== 'P' || event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame ?? {};
      const name = chunkName(frame.url) ?? (frame.functionName?.startsWith('(') ? frame.functionName : '(native)');
      profile.nodes.set(node.id, name);
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < samples.length; index += 1) {
      const delta = deltas[index] ?? 0;
      profile.time += delta;
      if (profile.time < fromTs) continue;
      const name = profile.nodes.get(samples[index]) ?? '(unknown)';
      if (name === '(idle)' || name === '(program)' || name === '(root)') continue;
      // A sample stands for the time until the next one.
      const span = deltas[index + 1] ?? delta;
      byChunk.set(name, (byChunk.get(name) ?? 0) + span);
    }
  }
  return [...byChunk].map(([chunk, value]) => ({ chunk, ms: Math.round(value / 1000) })).sort((a, b) => b.ms - a.ms);
}

/** The first contentful paint of the page's main frame, in trace microseconds (or null). */
export function firstPaintTs(events, thread) {
  const paints = events.filter((event) => event.name === 'firstContentfulPaint' && `${event.pid}:${event.tid}` === thread);
  return paints.length ? Math.min(...paints.map((event) => event.ts)) : null;
}
