import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Spinner } from '@/components/ui/spinner/spinner';
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/pwa/chunk-reload-guard';
import { CanonicalLocaleRedirect } from './router/canonical-locale-redirect';
import { mapRouteError } from './router/error-mapping';

const SystemPage = lazy(async () => ({ default: (await import('@/features/system-pages/system-page')).SystemPage }));

/** Error boundary of every route: the system page the error maps to (SPEC §2, §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { type, details } = mapRouteError(error);
  // A lazy chunk of an old build is gone: reload once for the new build (the 10 s guard of SPEC §9).
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForStaleChunk();
  }, [error]);
  if (type === 'notFound' && !details && error instanceof Error) {
    // Fatal or unhandled app errors render the error page (SPEC §8) and are logged for operators.
    console.error(error);
  }
  const page = (
    <Suspense fallback={<Spinner />}>
      <SystemPage type={type} details={details} />
    </Suspense>
  );
  // No route matched an address naming a locale in another spelling ('/EN/x'): the address is
  // reset to that locale's own (SPEC §2), where the page may exist.
  return type === 'notFound' ? <CanonicalLocaleRedirect fallback={page} /> : page;
}
