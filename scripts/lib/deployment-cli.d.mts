// Types for deployment-cli.mjs (tsconfig has no allowJs; the scripts run as plain Node ESM).
import type { CheckResult } from './deployment-checks.mjs';

export declare const USAGE: string;
export declare class UsageError extends Error {}
export declare const DEFAULT_PAGES: readonly string[];
export declare const DEFAULT_TIMEOUT_S: number;

export interface DeploymentOptions {
  /** The site's origin, e.g. https://casino.example. Null only with help. */
  origin: string | null;
  dist: string | null;
  game: string | null;
  pages: readonly string[];
  browser: boolean;
  timeoutS: number;
  help: boolean;
}
export declare function parseDeploymentArgs(argv: readonly string[]): DeploymentOptions;
export declare function backendBase(value: string | undefined, fallback: string): string;
export declare function formatResult(result: CheckResult): string;
export declare function verdictLine(results: readonly CheckResult[]): string;
