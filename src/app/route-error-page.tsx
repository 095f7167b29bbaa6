import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Spinner } from '@/components/ui/spinner/spinner';
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/pwa/chunk-reload-guard';

// The mapping of errors to system pages is needed by the first error only: not in the start.
const RouteErrorView = lazy(async () => ({ default: (await import('./route-error-view')).RouteErrorView }));

/** Error boundary of every route: the system page the error maps to (SPEC §2, §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  // A lazy chunk of an old build is gone: reload once for the new build (the 10 s guard of SPEC §9).
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForStaleChunk();
  }, [error]);
  return (
    <Suspense fallback={<Spinner />}>
      <RouteErrorView error={error} />
    </Suspense>
  );
}
