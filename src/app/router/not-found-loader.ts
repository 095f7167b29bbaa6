import { data, type LoaderFunctionArgs } from 'react-router';
import { pageNotFoundMessage } from './error-mapping';

/** Unmatched addresses raise a 404 with 'Page Not Found: {path}' (SPEC §8). */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  throw data(pageNotFoundMessage(new URL(request.url).pathname), { status: 404 });
}
