import { server } from '../node';

/** A running count of one main-API call; `stop` stops counting. */
export interface CallCount {
  readonly count: number;
  stop: () => void;
}

/**
 * Counts the requests of one main-API call (`namespace.method`) as they leave the page, for tests
 * that a press sends one request and no more. Only for Vitest (it listens on the node mock server).
 */
export function countCalls(call: string): CallCount {
  const [namespace, method] = call.split('.');
  const path = `/api/${namespace}/${method}`;
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}
