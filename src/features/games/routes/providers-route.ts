import { ProvidersPage } from './providers-page';

/** Route module of /providers (lazy-loaded by the route table). */
export function Component() {
  return <ProvidersPage />;
}
