import type { FatalKind } from '@/lib/fatal/fatal-slice';
import { SystemPage } from './system-page';
import type { SystemPageType } from './system-page-types';


const FATAL_PAGES: Record<FatalKind, SystemPageType> = {
  banned: 'userBlocked',
  maintenance: 'maintenance',
  forbidden: 'forbidden',
};

/**
 * The page shown when the API reports a fatal error; the app puts it in a layout (the
 * empty one) in place of the routed content. Reads nothing from the route, so it works on
 * any address and even outside a router. Its button reloads the document: client-side
 * navigation would keep the fatal state that put this screen up.
 */
export function FatalScreen({ kind }: { kind: FatalKind }) {
  return <SystemPage type={FATAL_PAGES[kind]} reloadDocument />;
}
