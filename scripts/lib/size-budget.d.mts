// Types for size-budget.mjs (tsconfig has no allowJs; the scripts run as plain Node ESM).
import type { BundleStats, BundleStatsChunk, BundleStatsModule } from './bundle-stats-plugin';

export interface Budgets {
  homeKb: number;
  homeAimKb: number;
  chunkKb: number;
  routeChunkKb: number;
}

export declare const BUDGETS: Readonly<Budgets>;
export declare const KB: number;
export declare const MOCK_MARKERS: string[];

export declare function gzipSize(content: Buffer | string): number;
export declare function kb(bytes: number): string;
export declare function isRouteModule(id: string): boolean;
export declare function isSectionModule(id: string): boolean;
export declare function entryChunks(stats: BundleStats): BundleStatsChunk[];
export declare function staticallyLoaded(stats: BundleStats, entry: BundleStatsChunk): BundleStatsChunk[];
export declare function largestModules(chunk: BundleStatsChunk, count?: number): Array<BundleStatsModule & { share: number }>;
export declare function routeChunks(stats: BundleStats): Array<{ module: string; fileName: string; isEntry: boolean }>;
export declare function describeChunk(chunk: BundleStatsChunk | undefined): string;
export declare function checkBuild(stats: BundleStats, sizes: Map<string, number>, budgets?: Budgets): string[];

export interface PageScript {
  raw: number;
  gzip: number;
}
export declare function pageVerdict(
  scripts: PageScript[],
  budgetKb?: number | null,
  aimKb?: number | null,
): { total: number; raw: number; over: boolean; message: string | null };

export interface Column {
  title: string;
  align?: 'left' | 'right';
}
export declare function formatTable(columns: Column[], rows: string[][]): string[];
export declare function distPathOf(url: string, origin: string): string | null;
export declare function findMockMarkers(
  distDir: string,
  markers?: readonly string[],
): Array<{ file: string; markers: string[] }>;
