import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { accountApi } from '@/api/account/account-api';
import { useSession } from '@/api/account/use-session';
import { useSiteConfig } from '@/api/cms/use-site-config';
import { useFreespinsGetQuery } from '@/api/freespins/freespins-api';
import { gameName } from '@/api/games/game-display';
import { useGamesGetOneQuery } from '@/api/games/games-api';
import { usePageEntityName } from '@/lib/seo/page-entity';
import type { Game } from '@/api/games/games.types';
import { LoadError } from '@/components/ui/query-state/load-error';
import { Spinner } from '@/components/ui/spinner/spinner';
import { getPlatformType } from '@/lib/device/device';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { useMarkupMayShow } from '@/start/runtime/hydration-done';
import { GameBar, GameBarPending } from './game-bar';
import styles from './game-page.module.css';
import { GameFrame, NoDemoNotice } from './game-stage';
import { fullScreenAllowed, isInMessagingApp } from './full-screen-policy';
import { useCloseGame } from './use-close-game';
import { useFullScreen } from './use-full-screen';
import { usePlayMode } from './use-play-mode';

/**
 * /game/{sysname}: the route loader has already answered 404 for an unknown game. The build's
 * markup of the page is the page before its game (a shell for every game):
 * hydration renders that too, and the game from the render after.
 */
export function GamePage() {
  const { t } = useTranslation('game');
  const { sysname = '' } = useParams();
  const game = useGamesGetOneQuery(sysname);
  // The SEO record's ##name##.
  usePageEntityName(game.data?.name);
  const mayShow = useMarkupMayShow(game.requestId);

  if (!mayShow) return <GamePending />;
  if (game.data) return <GameView game={game.data} />;
  if (game.isError || (game.isSuccess && !game.data)) {
    return (
      <LoadError
        className={styles.notice}
        title={t('error.title')}
        titleLevel={1}
        message={t('error.text')}
        onRetry={() => void game.refetch()}
      />
    );
  }
  return <GamePending />;
}

/** The page before the game's record has arrived. */
function GamePending() {
  return (
    <section className={styles.page} aria-labelledby="game-title" aria-busy="true">
      <GameBarPending />
      <div className={styles.stage}>
        <div className={styles.loading}>
          <Spinner size="lg" />
        </div>
      </div>
    </section>
  );
}

function GameView({ game }: { game: Game }) {
  const dispatch = useAppDispatch();
  const session = useSession();
  const signedIn = session.isPlayer;
  // The mode depends on who is playing: nothing launches before the account is known.
  const accountKnown = session.status !== 'loading';
  const name = gameName(game);
  const { mode, choose, askToSignUp } = usePlayMode(game, signedIn, name);
  const close = useCloseGame();

  const config = useSiteConfig();
  const showFullScreen = useMemo(
    () =>
      fullScreenAllowed(config?.games?.fullScreenMode ?? 'all', { platform: getPlatformType(), inMessagingApp: isInMessagingApp() }),
    [config],
  );
  const stage = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(stage);

  const { data: packs } = useFreespinsGetQuery(undefined, { skip: !signedIn });
  const freeSpins = signedIn ? (packs ?? []).filter((pack) => pack.game.sysname === game.sysname).reduce((sum, pack) => sum + pack.remaining_count, 0) : 0;

  // Real play moves the wallet outside the site; the header shows the new balance once the player leaves.
  const playedForReal = useRef(false);
  useEffect(() => {
    if (mode === 'real') playedForReal.current = true;
  }, [mode]);
  useEffect(
    () => () => {
      if (playedForReal.current) dispatch(accountApi.util.invalidateTags(['Balance', 'Account']));
    },
    [dispatch],
  );

  const canPlay = mode === 'real' ? signedIn : game.has_demo;
  const askToSignIn = () => void dispatch(openSignIn());

  return (
    <section className={styles.page} aria-labelledby="game-title">
      <GameBar
        sysname={game.sysname}
        name={name}
        providerName={game.provider_name}
        mode={mode}
        canSwitch={game.has_demo}
        onMode={choose}
        freeSpins={freeSpins}
        fullScreen={showFullScreen && canPlay ? fullScreen : null}
        onClose={close}
      />
      <div ref={stage} className={`${styles.stage} ${fullScreen.fake ? styles.fakeFullScreen : ''}`} data-fullscreen={fullScreen.active || undefined}>
        {!accountKnown ? (
          <div className={styles.loading}>
            <Spinner size="lg" />
          </div>
        ) : canPlay ? (
          <GameFrame sysname={game.sysname} name={name} mode={mode} />
        ) : (
          <NoDemoNotice name={name} onSignUp={askToSignUp} onSignIn={askToSignIn} />
        )}
        {fullScreen.active ? <ExitFullScreen onExit={fullScreen.exit} /> : null}
      </div>
    </section>
  );
}

function ExitFullScreen({ onExit }: { onExit: () => void }) {
  const { t } = useTranslation('game');
  return (
    <button type="button" className={styles.exitFullScreen} onClick={onExit}>
      {t('fullScreen.exit')}
    </button>
  );
}
