import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Game, GameMode } from '@/api/games/games.types';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useAppDispatch } from '@/store/hooks';

export interface PlayMode {
  mode: GameMode;
  /**
   * Switches mode through the demo-mode dialog where it matters: a visitor asking for real money
   * learns what demo play is and is offered registration; a player leaving real play confirms it.
   */
  choose: (mode: GameMode) => void;
  askToSignUp: () => void;
}

/**
 * Real money for players, demo for visitors. `#demo` / `#real` in the address pick a mode (so the
 * choice survives a reload). A visitor arriving with #real is the auth feature's business (SPEC §2:
 * registration popup, closing it goes to the index route); here the visitor simply stays in demo.
 */
export function usePlayMode(game: Pick<Game, 'has_demo'>, signedIn: boolean, gameName?: string): PlayMode {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const requested: GameMode | null = location.hash === '#real' ? 'real' : location.hash === '#demo' ? 'demo' : null;
  const mode: GameMode = signedIn && (requested === 'real' || requested === null || !game.has_demo) ? 'real' : 'demo';

  const askToSignUp = useCallback(() => {
    void dispatch(openSignIn('signUp'));
  }, [dispatch]);

  const choose = useCallback(
    (next: GameMode) => {
      const switchTo = (target: GameMode) =>
        void navigate({ pathname: location.pathname, search: location.search, hash: target }, { replace: true });
      const explainDemo = () => dispatch(openDialog({ component: 'demoMode', componentProps: { gameName } }));
      if (next === 'real' && !signedIn) {
        // The dialog itself opens registration when the visitor picks real play.
        void explainDemo();
        return;
      }
      if (next === 'demo' && signedIn) {
        void explainDemo().then((choice) => {
          if (choice === 'demo') switchTo('demo');
        });
        return;
      }
      switchTo(next);
    },
    [signedIn, dispatch, gameName, navigate, location.pathname, location.search],
  );

  return { mode, choose, askToSignUp };
}
