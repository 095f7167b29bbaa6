import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { staticFileHandlers } from './core/static-files';

/** The mock backend for Vitest; src/testing/setup-tests.ts starts it with onUnhandledRequest: 'error'. */
export const server = setupServer(...handlers, ...staticFileHandlers);
