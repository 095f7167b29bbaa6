import { useCallback, useMemo, useState } from 'react';
import { useSession } from '@/api/account/use-session';
import { gamesApi, useGamesAddLikeMutation, useGamesGetLikesQuery, useGamesRemoveLikeMutation } from '@/api/games/games-api';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useAppDispatch } from '@/store/hooks';
import { showToast } from '@/lib/toasts/toast-thunks';

export interface Favourites {
  signedIn: boolean;
  /** Sysnames of the player's favourite games (empty for visitors). */
  liked: ReadonlySet<string>;
  /** True while a like of this game is being added or removed. */
  isPending: (sysname: string) => boolean;
  /** Adds or removes the like; a visitor gets the sign-in popup instead. */
  toggle: (sysname: string) => Promise<void>;
}

/**
 * The favourites of SPEC §4: toggling adds or removes a like, then favourites reload (the mutations
 * invalidate 'Likes'). The list is patched at once so the heart answers without waiting; a failure
 * undoes the patch and says so in a toast. One instance serves a whole grid.
 */
export function useFavourites(): Favourites {
  const dispatch = useAppDispatch();
  const signedIn = useSession().isPlayer;
  const { data: likes } = useGamesGetLikesQuery(undefined, { skip: !signedIn });
  const [addLike] = useGamesAddLikeMutation();
  const [removeLike] = useGamesRemoveLikeMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const liked = useMemo(() => new Set(signedIn ? (likes ?? []) : []), [likes, signedIn]);

  const toggle = useCallback(
    async (sysname: string) => {
      if (!signedIn) {
        void dispatch(openSignIn());
        return;
      }
      const like = !liked.has(sysname);
      const patch = dispatch(
        gamesApi.util.updateQueryData('gamesGetLikes', undefined, (draft) =>
          like ? [...draft.filter((name) => name !== sysname), sysname] : draft.filter((name) => name !== sysname),
        ),
      );
      setPending((current) => new Set(current).add(sysname));
      try {
        await (like ? addLike({ sysname }) : removeLike({ sysname })).unwrap();
      } catch {
        patch.undo();
        dispatch(showToast({ kind: 'error', messageKey: like ? 'games:favourites.addFailed' : 'games:favourites.removeFailed' }));
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(sysname);
          return next;
        });
      }
    },
    [signedIn, liked, dispatch, addLike, removeLike],
  );

  const isPending = useCallback((sysname: string) => pending.has(sysname), [pending]);
  return { signedIn, liked, isPending, toggle };
}

export interface FavouriteToggle {
  liked: boolean;
  pending: boolean;
  signedIn: boolean;
  toggle: () => Promise<void>;
}

/** The favourite state of one game, for a single heart (the game page); grids share useFavourites. */
export function useFavouriteToggle(sysname: string): FavouriteToggle {
  const { signedIn, liked, isPending, toggle } = useFavourites();
  return {
    signedIn,
    liked: liked.has(sysname),
    pending: isPending(sysname),
    toggle: useCallback(() => toggle(sysname), [toggle, sysname]),
  };
}
