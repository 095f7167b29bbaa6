// Types for unreported-files.mjs (tsconfig has no allowJs; the scripts run as plain Node ESM).
export declare function unreportedFiles(options: { root: string; all: string[]; reported: string[]; stalled: string[] }): string[];
