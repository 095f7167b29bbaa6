import { useEffect, useRef, useState } from 'react';
import { useGamesGetLaunchQuery } from '@/api/games/games-api';
import type { GameMode } from '@/api/games/games.types';
import { Button } from '@/components/ui/button/button';
import { LoadError } from '@/components/ui/query-state/load-error';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useGamesPaused } from '@/lib/game-pause/game-pause';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './game-page.module.css';
import { checkLaunchUrl } from './launch-url';

/**
 * Provider pages are other sites: scripts, their own storage (allow-same-origin keeps the provider's
 * origin, not ours), forms, popups for the provider's help pages and pointer lock. No top navigation
 * and no modals, so a game can never move or block the site around it.
 */
export const GAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock allow-orientation-lock';
/**
 * A frame on the site's own origin (the mock provider of mock builds): without allow-same-origin it
 * runs with an opaque origin, so its scripts cannot reach the site's storage or document.
 */
export const SAME_ORIGIN_GAME_SANDBOX = GAME_SANDBOX.replace(' allow-same-origin', '');
export const GAME_ALLOW = 'fullscreen; autoplay; encrypted-media; clipboard-write; screen-wake-lock';

export interface GameStageProps {
  sysname: string;
  name: string;
  mode: GameMode;
}

/** The launch address for the mode, then the provider's page in a sandboxed frame. */
export function GameFrame({ sysname, name, mode }: GameStageProps) {
  const { t } = useTranslation('game');
  const launch = useGamesGetLaunchQuery({ sysname, mode }, { refetchOnMountOrArgChange: true });
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  // eslint-disable-next-line start/render-matches-markup -- only with a launch answer, which the build never has
  const check = launch.data ? checkLaunchUrl(launch.data.url, { siteOrigin: window.location.origin, mockBuild: import.meta.env.VITE_API_MOCKING === 'true' }) : null;
  const url = check?.ok ? check.url : undefined;
  const refusal = check && !check.ok ? check.reason : null;
  const sameOrigin = check?.ok === true && check.sameOrigin;
  useEffect(() => {
    if (refusal) console.warn(`[game] refused the launch address of ${sysname}: ${refusal}`);
  }, [refusal, sysname]);
  // Responsible gaming: while the reality check asks, the frame takes no input
  // and the provider is told to pause (a provider that does not listen still cannot be played).
  const paused = useGamesPaused();
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame?.contentWindow || !url) return;
    // A same-origin frame runs with an opaque origin (no allow-same-origin), which no target can name.
    frame.contentWindow.postMessage({ type: paused ? 'pause' : 'resume' }, sameOrigin ? '*' : new URL(url).origin);
  }, [paused, url, loadedUrl, sameOrigin]);

  if (launch.isError || refusal) {
    return (
      <LoadError
        className={styles.notice}
        title={t('error.title')}
        titleLevel={2}
        message={t('error.text')}
        onRetry={() => void launch.refetch()}
      />
    );
  }
  return (
    <>
      {!url || loadedUrl !== url || launch.isFetching ? (
        <div className={styles.loading}>
          <Spinner size="lg" label={t('loading', { name })} />
        </div>
      ) : null}
      {url && !launch.isFetching ? (
        <iframe
          key={url}
          ref={frameRef}
          className={styles.frame}
          inert={paused}
          data-paused={paused || undefined}
          src={url}
          title={name}
          sandbox={sameOrigin ? SAME_ORIGIN_GAME_SANDBOX : GAME_SANDBOX}
          allow={GAME_ALLOW}
          referrerPolicy="strict-origin-when-cross-origin"
          data-mode={mode}
          onLoad={() => setLoadedUrl(url)}
        />
      ) : null}
    </>
  );
}

export interface NoDemoNoticeProps {
  name: string;
  onSignUp: () => void;
  onSignIn: () => void;
}

/** A visitor on a game without demo play: nothing to launch, an invitation instead. */
export function NoDemoNotice({ name, onSignUp, onSignIn }: NoDemoNoticeProps) {
  const { t } = useTranslation('game');
  return (
    <div className={styles.notice}>
      <h2 className={styles.noticeTitle}>{t('noDemo.title')}</h2>
      <p>{t('noDemo.text', { name })}</p>
      <div className={styles.noticeActions}>
        <Button onClick={onSignUp}>{t('noDemo.signUp')}</Button>
        <Button variant="ghost" onClick={onSignIn}>
          {t('noDemo.signIn')}
        </Button>
      </div>
    </div>
  );
}
