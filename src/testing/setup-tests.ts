import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { server } from '../../mocks/node';
import { resetMockDb } from '../../mocks/db/db';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDb();
  localStorage.clear();
});
afterAll(() => server.close());
