import { server } from '../node';

/** A running count of one main-API call, with each request's address; `stop` stops counting. */
export interface CallCount {
  readonly count: number;
  readonly urls: readonly URL[];
  stop: () => void;
}

/**
 * Counts the requests of one main-API call (`namespace.method`) as they leave the page, for tests
 * that a press sends one request and no more. Only for Vitest (it listens on the node mock server).
 */
export function countCalls(call: string): CallCount {
  const [namespace, method] = call.split('.');
  const path = `/api/${namespace}/${method}`;
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) urls.push(url);
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return urls.length;
    },
    urls,
    stop: () => server.events.removeListener('request:start', listener),
  };
}
