// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { server } from '../../../mocks/node';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { baseApi } from '../base-api';
import { authApi } from './auth-api';

const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });

/** The form fields of the next auth.register the page sends. */
function nextRegisterBody(): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (!request.url.includes('/auth/register')) return;
      server.events.removeListener('request:start', listener);
      void request
        .clone()
        .formData()
        .then((form) => resolve(Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]))));
    };
    server.events.on('request:start', listener);
  });
}

describe('auth.register carries the tracking link partner (SPEC §2)', () => {
  it('sends the stored publisher_id, goal_id, goal_entry_id and link_id with the form, and never the track id', async () => {
    localStorage.setItem(STORAGE_KEYS.trackingParams, JSON.stringify({ track_id: 'td_5', publisher_id: '7', goal_id: '3', goal_entry_id: '4', link_id: '9' }));
    const body = nextRegisterBody();
    await makeStore().dispatch(authApi.endpoints.authRegister.initiate({ email: 'new@example.com', password: 'secret1', terms: 1 }));
    expect(await body).toEqual({ email: 'new@example.com', password: 'secret1', terms: '1', publisher_id: '7', goal_id: '3', goal_entry_id: '4', link_id: '9' });
  });

  it('sends the form alone when no tracking link was followed', async () => {
    const body = nextRegisterBody();
    await makeStore().dispatch(authApi.endpoints.authRegister.initiate({ email: 'new@example.com', password: 'secret1', terms: 1 }));
    expect(await body).toEqual({ email: 'new@example.com', password: 'secret1', terms: '1' });
  });
});
