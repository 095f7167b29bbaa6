import { HallPage } from './hall-page';

/** Route module of /gamehall (lazy-loaded by the route table). */
export function Component() {
  return <HallPage />;
}
