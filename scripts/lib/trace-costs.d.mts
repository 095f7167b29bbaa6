// Types for trace-costs.mjs (tsconfig has no allowJs; the scripts run as plain Node ESM).
export interface TraceEvent {
  pid: number;
  tid: number;
  ph: string;
  id?: string | number;
  name: string;
  ts?: number;
  dur?: number;
  args?: Record<string, unknown>;
}

export interface MainThreadCosts {
  totalMs: number;
  /** The long tasks' time beyond 50 ms each, summed. */
  blockingMs: number;
  byKind: { kind: string; ms: number }[];
  longTasks: { at: number; ms: number }[];
}

export declare function chunkName(url: string | null | undefined): string | null;
export declare function mainThreadOf(events: readonly TraceEvent[], origin: string): string | null;
export declare function mainThreadCosts(events: readonly TraceEvent[], options: { thread: string; fromTs?: number }): MainThreadCosts;
export declare function firstPaintTs(events: readonly TraceEvent[], thread: string): number | null;
export declare function sampledJsByChunk(events: readonly TraceEvent[], options: { thread: string; fromTs?: number }): { chunk: string; ms: number }[];
