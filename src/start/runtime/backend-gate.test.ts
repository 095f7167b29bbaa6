import { backendReady, holdRequestsUntil } from './backend-gate';

describe('backend gate', () => {
  it('is open by default', async () => {
    await expect(backendReady()).resolves.toBeUndefined();
  });

  it('holds requests until the backend is ready, and lets them through after a failed start', async () => {
    let start!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (start = resolve)));
    let passed = false;
    const waiting = backendReady().then(() => (passed = true));
    await Promise.resolve();
    expect(passed).toBe(false);
    start();
    await waiting;
    expect(passed).toBe(true);

    holdRequestsUntil(Promise.reject(new Error('worker failed')));
    await expect(backendReady()).resolves.toBeUndefined();
  });
});
