// Types for bundle-graph.mjs (tsconfig has no allowJs; the scripts run as plain Node ESM).

export declare const MOCK_MARKERS: string[];

export interface HtmlScripts {
  scripts: string[];
  modulePreloads: string[];
  inlineModules: string[];
}

export interface InitialFile {
  /** Absolute path. */
  file: string;
  /** Path relative to the dist folder. */
  rel: string;
  via: 'script' | 'modulepreload' | 'import';
  bytes: number;
  gzipBytes: number;
}

export interface InlineScript {
  name: string;
  bytes: number;
  gzipBytes: number;
}

export interface Reference {
  from: string;
  specifier: string;
}

export interface InitialJs {
  files: InitialFile[];
  inline: InlineScript[];
  /** Referenced local files that do not exist. */
  missing: Reference[];
  /** Remote URLs and bare specifiers (not measurable). */
  unresolved: Reference[];
  parseErrors: Array<{ file: string; message: string }>;
}

export declare function parseHtml(html: string): HtmlScripts;
export declare function findStaticImports(code: string, filename?: string): string[];
export declare function resolveInDist(distDir: string, fromFile: string, specifier: string): string | null;
export declare function collectInitialJs(distDir: string, htmlFile?: string): InitialJs;
export declare function gzipSize(content: Buffer | string): number;
export declare function findMockMarkers(
  distDir: string,
  markers?: readonly string[],
): Array<{ file: string; markers: string[] }>;
