// Types for deployment-headers.mjs (tsconfig has no allowJs; the scripts run as plain Node ESM).

/** A check's outcome: any problem fails it; notes are printed beside it. */
export interface HeaderVerdict {
  problems: string[];
  notes: string[];
}

/** One policy: directive -> its sources (keywords and hosts in lower case). */
export type CspPolicy = Map<string, string[]>;

export declare function parseCsp(value: string | null | undefined): CspPolicy[];
export declare function effectiveSources(policy: CspPolicy, directive: string): string[] | null;
export declare function checkCsp(served: string | null | undefined, expected?: string | null): HeaderVerdict;
export declare function checkNosniff(served: string | null | undefined): HeaderVerdict;

export declare const REFERRER_BASELINE: string;
export declare function effectiveReferrerPolicy(value: string | null | undefined): string | null;
export declare function checkReferrerPolicy(served: string | null | undefined, expected?: string | null): HeaderVerdict;

export declare const GUARDED_FEATURES: readonly string[];
export declare function parsePermissionsPolicy(value: string | null | undefined): Map<string, string[]>;
export declare function checkPermissionsPolicy(served: string | null | undefined, expected?: string | null): HeaderVerdict;

export declare function parseCacheControl(value: string | null | undefined): Map<string, string | true>;
export declare function checkRevalidated(served: string | null | undefined): HeaderVerdict;
export declare const LONG_LIVED_SECONDS: number;
export declare function checkImmutable(served: string | null | undefined, expected?: string | null): HeaderVerdict;

export interface HeadersFileRule {
  pattern: RegExp;
  /** Header names in lower case. */
  headers: Record<string, string>;
}
export declare function parseHeadersFile(text: string): HeadersFileRule[];
export declare function headersFor(rules: readonly HeadersFileRule[], pathname: string): Record<string, string>;
