import { chunkName, firstPaintTs, mainThreadCosts, mainThreadOf, sampledJsByChunk, type TraceEvent } from './trace-costs.mjs';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 2, tid: 9 };
const task = (ts: number, dur: number, name = 'RunTask', args: Record<string, unknown> = {}, where = MAIN) => ({ ...where, ph: 'X', ts, dur, name, args });

const EVENTS: TraceEvent[] = [
  { ...MAIN, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
  { ...OTHER, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
  { ...MAIN, ph: 'I', name: 'firstContentfulPaint', ts: 1_000 },
  // Before the first paint: not counted.
  task(0, 900),
  // A long task: 20 ms of React, of which 5 ms compile, then 30 ms of style and 10 ms of its own.
  task(2_000, 60_000),
  task(2_000, 20_000, 'FunctionCall', { data: { url: 'http://127.0.0.1:4391/assets/react-dom-DATU6q4.js' } }),
  task(3_000, 5_000, 'v8.compile', {}),
  task(22_000, 30_000, 'UpdateLayoutTree'),
  // A short task of layout.
  task(70_000, 4_000),
  task(70_000, 4_000, 'Layout'),
  // Another renderer's work (a game frame): not this page's.
  task(2_000, 99_000, 'RunTask', {}, OTHER),
  task(2_000, 99_000, 'FunctionCall', { data: { url: 'https://games.example/x.js' } }, OTHER),
];

describe('main-thread costs from a trace', () => {
  it('names chunks without their hashes', () => {
    expect(chunkName('http://h/assets/react-dom-DATU6q4.js')).toBe('react-dom');
    expect(chunkName('http://h/assets/hall-route-CemA2p4.js')).toBe('hall-route');
    expect(chunkName('http://h/en/')).toBe('(page)');
    expect(chunkName('')).toBeNull();
  });

  it('finds the page main thread by the scripts it ran from the site', () => {
    expect(mainThreadOf(EVENTS, 'http://127.0.0.1:4391')).toBe('1:7');
  });

  it('splits the time after the first paint by kind, with own times and long tasks', () => {
    const thread = mainThreadOf(EVENTS, 'http://127.0.0.1:4391')!;
    const costs = mainThreadCosts(EVENTS, { thread, fromTs: firstPaintTs(EVENTS, thread)! });
    expect(costs.totalMs).toBe(64);
    expect(costs.byKind).toEqual([
      { kind: 'style', ms: 30 },
      { kind: 'script', ms: 15 },
      { kind: 'other', ms: 10 },
      { kind: 'compile', ms: 5 },
      { kind: 'layout', ms: 4 },
    ]);
    expect(costs.longTasks).toEqual([{ at: 1, ms: 60 }]);
    expect(costs.blockingMs).toBe(10);
  });

  it('names JavaScript by chunk from the sampling profile, after the first paint only', () => {
    const url = (file: string) => `http://127.0.0.1:4391/assets/${file}`;
    const events: TraceEvent[] = [
      { ...MAIN, ph: 'P', id: '0x1', name: 'Profile', args: { data: { startTime: 0 } } },
      {
        ...MAIN,
        ph: 'P',
        id: '0x1',
        name: 'ProfileChunk',
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: { functionName: '(root)', url: '' } },
                { id: 2, callFrame: { functionName: 'a', url: url('react-dom-DATU6q4.js') } },
                { id: 3, callFrame: { functionName: 'b', url: url('framework-CUMgxmO.js') } },
                { id: 4, callFrame: { functionName: '(idle)', url: '' } },
              ],
              samples: [2, 2, 3, 3, 3, 4],
            },
            // Sample times 500, 1500, 2500, 3500, 4500, 5500 µs.
            timeDeltas: [500, 1000, 1000, 1000, 1000, 1000],
          },
        },
      },
    ];
    expect(sampledJsByChunk(events, { thread: '1:7', fromTs: 1_000 })).toEqual([
      { chunk: 'framework', ms: 3 },
      { chunk: 'react-dom', ms: 1 },
    ]);
  });
});
