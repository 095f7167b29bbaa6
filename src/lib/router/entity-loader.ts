import type { LoaderFunctionArgs } from 'react-router';
import type { Locale } from '@/lib/i18n/locales';
import { localeContext, notFoundResponse, type RouterStore, storeContext } from './router-context';

/** What a request into the RTK Query cache gives (`dispatch(api.endpoints.x.initiate(arg))`). */
interface CachePrefetch<Answer> {
  then: PromiseLike<Answer>['then'];
  unsubscribe: () => void;
}

/** The fields of a cache answer the loader reads. */
interface CacheAnswer {
  isSuccess: boolean;
  data?: unknown;
}

export interface EntityLoaderOptions<Id, Answer extends CacheAnswer> {
  /** The route parameter that names the entity (`id` of `/tournaments/:id`). */
  param: string;
  /** The parameter as the API takes it, or null for a malformed one: a 404 without a request. The text as it is by default. */
  parse?: (raw: string) => Id | null;
  /** Starts the entity's request into the cache, in the locale of the route tree. */
  prefetch: (request: { id: Id; locale: Locale; dispatch: RouterStore['dispatch'] }) => CachePrefetch<Answer>;
  /** Whether the answer says there is no such entity; by default a successful answer of `null`. */
  missing?: (answer: Answer, id: Id) => boolean;
}

const successfulNull = (answer: CacheAnswer) => answer.isSuccess && answer.data === null;

/**
 * The one shape of a page loader (SPEC §8): a malformed parameter or an unknown entity is a 404
 * through the router like any other address; otherwise the entity is waiting in the RTK Query cache
 * when the page renders. A failed request is not a 404: the page shows its error state with a retry.
 * The loader lets go of its cache subscription once answered (the page subscribes again).
 */
export function entityLoader<Id = string, Answer extends CacheAnswer = CacheAnswer>({
  param,
  parse = (raw) => raw as Id,
  prefetch,
  missing = successfulNull,
}: EntityLoaderOptions<Id, Answer>): (args: LoaderFunctionArgs) => Promise<null> {
  return async ({ params, request, context }) => {
    const id = parse(params[param] ?? '');
    if (id === null) throw notFoundResponse(request);
    const pending = prefetch({ id, locale: context.get(localeContext), dispatch: context.get(storeContext).dispatch });
    try {
      if (missing(await pending, id)) throw notFoundResponse(request);
    } finally {
      pending.unsubscribe();
    }
    return null;
  };
}

/** A positive whole number written in digits only ("12", "012"; not "1e3", "-4", "0" or "12a"), or null. */
export function positiveId(raw: string): number | null {
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
