import { accountApi } from '@/api/account/account-api';
import type { AccountInfo } from '@/api/account/account.types';
import type { AppStore } from '@/store/store';

/**
 * The signed-in account, through the RTK Query cache (one fetch path). Failures count as anonymous,
 * a read that ran out of time too (READ_TIME_LIMIT_MS of the base query): the page renders for a
 * visitor instead of staying blank, and nothing signs the player out, so the next read may find them.
 * `fresh`: ask the server even when the cache has an answer.
 */
export async function loadAccount(store: AppStore, { fresh = false }: { fresh?: boolean } = {}): Promise<AccountInfo | null> {
  const request = store.dispatch(accountApi.endpoints.accountGetInfo.initiate(undefined, { forceRefetch: fresh }));
  try {
    return await request.unwrap();
  } catch {
    return null;
  } finally {
    request.unsubscribe();
  }
}
