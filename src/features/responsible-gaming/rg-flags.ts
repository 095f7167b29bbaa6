import type { CmsConfig } from '@/api/cms/cms-config.types';

// The app shell reads this on every page to decide whether the watcher loads, so it stays tiny.

/** The responsible-gaming tools switched on by the site configuration. */
export interface RgTools {
  enabled: boolean;
  realityCheck: boolean;
  /** Seconds between reminders. */
  realityCheckInterval: number;
  sessionTimeLimit: boolean;
  selfExclusion: boolean;
}

export function rgTools(config: CmsConfig | undefined): RgTools {
  const enabled = config?.features.responsibleGaming === true;
  const tools = config?.responsibleGaming;
  return {
    enabled,
    realityCheck: enabled && tools?.realityCheck === true,
    realityCheckInterval: tools?.realityCheckInterval ?? 3600,
    sessionTimeLimit: enabled && tools?.sessionTimeLimit === true,
    selfExclusion: enabled && tools?.selfExclusion === true,
  };
}

/** The session watcher has work: a reminder or a session time limit can be due. */
export function wantsRgWatcher(config: CmsConfig | undefined): boolean {
  const tools = rgTools(config);
  return tools.realityCheck || tools.sessionTimeLimit;
}

/** The server-storage key of the player's session time limit in minutes ('0' or absent: none). */
export const SESSION_LIMIT_KEY = 'rg_session_limit';
