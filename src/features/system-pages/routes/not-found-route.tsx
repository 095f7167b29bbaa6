import { useLocation } from 'react-router';
import { SystemPage } from '../system-page';
import { useOptionalText } from '../use-optional-text';

/** Catch-all route: no route matched this address. */
export function Component() {
  const { pathname } = useLocation();
  const text = useOptionalText();
  return <SystemPage type="notFound" details={text('requestedPath', { path: pathname })} />;
}
