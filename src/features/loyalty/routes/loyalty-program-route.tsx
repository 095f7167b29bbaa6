import { loyaltyApi } from '@/api/loyalty/loyalty-api';
import { asApiError } from '@/api/errors';
import { entityLoader } from '@/lib/router/entity-loader';
import { ProgramPage } from '../program-page';

const SYSNAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** A malformed name, or one the server does not know (InvalidParameter), is a 404; the programme is prefetched. */
export const loader = entityLoader({
  param: 'sysname',
  parse: (raw) => (SYSNAME.test(raw) ? raw : null),
  prefetch: ({ id: sysname, locale, dispatch }) => dispatch(loyaltyApi.endpoints.loyaltyGetProgram.initiate({ locale, sysname })),
  missing: (answer) => answer.isError && asApiError(answer.error).name === 'InvalidParameter',
});

/** Route module of /loyalty/{sysname}. */
export function Component() {
  return <ProgramPage />;
}
