import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useAccountGetInfoQuery } from './account-api';
import type { AccountInfo } from './account.types';

/**
 * Who is using the site: `loading` until the account is known, then a `visitor` (no session, or
 * the account could not be read) or a `player` (uid above 0, SPEC §3).
 */
export type SessionStatus = 'loading' | 'visitor' | 'player';

export interface Session {
  status: SessionStatus;
  /** The account info once it is known (a visitor's has uid 0). */
  account: AccountInfo | undefined;
  isPlayer: boolean;
  isVisitor: boolean;
}

function isAuthenticated(info: Pick<AccountInfo, 'uid'> | undefined | null): boolean {
  return !!info && info.uid > 0;
}

/**
 * The session an account answer describes. `pending`: the account is being (re)fetched, so a
 * visitor answer may be stale (right after signing in); it counts as loading, never as a visitor.
 * A failed read (`failed`) is a visitor, as the route guard treats it.
 */
export function sessionOf(account: AccountInfo | null | undefined, { pending = false, failed = false } = {}): Session {
  let status: SessionStatus;
  if (isAuthenticated(account)) status = 'player';
  else if (pending || (!account && !failed)) status = 'loading';
  else status = 'visitor';
  return { status, account: account ?? undefined, isPlayer: status === 'player', isVisitor: status === 'visitor' };
}

/** What a session is made of: a change to any other field of the entry re-renders nobody. */
function selectSessionFields<Data>({ data, isFetching, isError }: { data?: Data; isFetching: boolean; isError: boolean }) {
  return { data, isFetching, isError };
}

const NOTHING_YET = { data: undefined, isFetching: false, isError: false };

/** While the markup hydrates the session shows nobody: an answer arriving then re-renders nobody either. */
function selectNothingYet(): typeof NOTHING_YET {
  return NOTHING_YET;
}

/**
 * The one way a component asks "who is this": the cached account.getInfo (one fetch for the whole
 * app) read as a session. Pass `skip` to read nothing (the status stays loading). While prerendered
 * markup is being hydrated it is `loading` too.
 */
export function useSession(options: { skip?: boolean } = {}): Session {
  // Prerendered markup was made for nobody in particular: hydrate it as "loading", then show the player.
  const hydrated = useHydrationDone();
  const { data, isFetching, isError } = useAccountGetInfoQuery(undefined, {
    skip: options.skip,
    selectFromResult: hydrated ? selectSessionFields : selectNothingYet,
  });
  if (!hydrated) return sessionOf(undefined);
  return sessionOf(data, { pending: isFetching, failed: isError && !isFetching });
}
