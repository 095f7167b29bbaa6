// Types for deployment-answers.mjs (tsconfig has no allowJs; the scripts run as plain Node ESM).

export interface Verdict {
  ok: boolean;
  detail: string;
}

export declare function isHtml(contentType: string | null | undefined, body: string): boolean;
export declare function entryScriptOf(html: string): string | null;
export declare function isAppPage(body: string, entryScript: string | null): boolean;
export declare function gameOfHall(html: string, locale: string): string | null;
export declare function buildFileVerdict(answer: { status: number; contentType: string | null; body: string; buildFile?: string | null }): Verdict;
export declare function navigationVerdicts(answer: {
  fromServiceWorker: boolean;
  status: number;
  contentType: string;
  body: string;
  location: string | null;
  entryScript: string | null;
}): { worker: Verdict; backend: Verdict };
export declare function violationText(violation: { directive: string; blocked?: string; sample?: string; source?: string }): string;
export declare function groupProblems(entries: readonly { where: string; problems: readonly string[] }[]): string;
