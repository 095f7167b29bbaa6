import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { CanonicalLocaleRedirect } from './router/canonical-locale-redirect';
import { mapRouteError } from './router/error-mapping';

const SystemPage = lazy(async () => ({ default: (await import('@/features/system-pages/system-page')).SystemPage }));

/** The system page a route's error maps to (SPEC §2, §8): a chunk of its own, loaded by the first error (route-error-page.tsx). */
export function RouteErrorView({ error }: { error: unknown }) {
  const { type, details } = mapRouteError(error);
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
