import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrationDone } from './hydration-done';
import { keepOneTimeCode, keptOneTimeCode, ONE_TIME_CODE_PARAM, type OneTimeCodePage, searchWithoutCode } from './one-time-codes';

/**
 * The page's one-time code (one-time-codes.ts): the one main.tsx took from the address at load, or
 * one an in-app navigation brought in the address, which is kept and taken out of the address at
 * once. Null while a prerendered page hydrates (its markup had none) and when there is no code.
 */
export function useOneTimeCode(page: OneTimeCodePage): string | null {
  const hydrated = useHydrationDone();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  const inAddress = new URLSearchParams(search).get(ONE_TIME_CODE_PARAM);

  useEffect(() => {
    if (inAddress === null) return;
    keepOneTimeCode(page, inAddress);
    void navigate({ pathname, search: searchWithoutCode(search), hash }, { replace: true, state });
  }, [page, inAddress, pathname, search, hash, state, navigate]);

  if (!hydrated) return null;
  return inAddress ?? keptOneTimeCode(page);
}
