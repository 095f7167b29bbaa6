// Types for deployment-checks.mjs (tsconfig has no allowJs; the scripts run as plain Node ESM).
import type { HeadersFileRule } from './deployment-headers.mjs';

export interface CheckResult {
  /** The heading it is printed under: Headers, Files not to serve, Policy violations on load, Service worker. */
  section: string;
  name: string;
  ok: boolean;
  detail: string;
  notes?: string[];
}

export interface BuildExpectations {
  rules: HeadersFileRule[];
  /** The build-only files' texts by address, where the build has them. */
  files: Map<string, string>;
}

export declare const BUILD_ONLY_FILES: readonly string[];
export declare const OAUTH_INIT_PATH: string;
export declare function readBuild(distDir: string): BuildExpectations;
export declare function runDeploymentChecks(
  options: {
    origin: string;
    /** Paths; `{game}` stands for the game (given, or the first the English hall links to). */
    pages: readonly string[];
    game?: string | null;
    expected?: BuildExpectations | null;
    /** false: headers and files only. */
    browser?: boolean;
    apiBase: string;
    cmsBase: string;
  },
  report?: (result: CheckResult) => void,
): Promise<CheckResult[]>;
