import { useEffect } from 'react';
import { baseApi } from '@/api/base-api';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { takeCarriedEntries } from '@/start/runtime/carried-data';
import { useAppDispatch } from '@/store/hooks';

type Initiate = (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => Parameters<ReturnType<typeof useAppDispatch>>[0];

/**
 * Once the page has hydrated, asks again for every answer the build rendered it with (decision
 * record 039): the markup may be days old, and the fresh answer replaces it on screen (RTK Query
 * keeps the same objects where nothing changed, so an unchanged page does not re-render). The
 * page's early requests usually have these answers in already.
 */
export function useRefreshCarriedData(): void {
  const hydrated = useHydrationDone();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!hydrated) return;
    const endpoints = baseApi.endpoints as Record<string, { initiate?: Initiate } | undefined>;
    for (const { endpointName, originalArgs } of takeCarriedEntries()) {
      const initiate = endpoints[endpointName]?.initiate;
      if (initiate) void dispatch(initiate(originalArgs, { subscribe: false, forceRefetch: true }));
    }
  }, [hydrated, dispatch]);
}
