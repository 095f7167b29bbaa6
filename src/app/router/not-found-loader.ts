import type { LoaderFunctionArgs } from 'react-router';
import { notFoundResponse } from '@/lib/router/router-context';

/** Unmatched addresses raise a 404 with 'Page Not Found: {path}' (SPEC §8). */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  throw notFoundResponse(request);
}
