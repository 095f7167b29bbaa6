import { registerVendorStandIns, vendorStandIn, type VendorStandInLoaders } from './vendor-stand-ins';

const loaders = {
  chatScriptLoader: () => Promise.resolve(() => Promise.resolve()),
  sumsubSdk: () => Promise.reject(new Error('not in this test')),
  demoAccounts: () => Promise.resolve([{ email: 'demo@example.com', password: 'demo1234', descriptionKey: 'accounts.demo' }]),
} satisfies VendorStandInLoaders;

describe('vendor stand-ins', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('gives nothing in a build without mocks, so the feature uses the vendor', () => {
    vi.stubEnv('VITE_API_MOCKING', 'false');
    expect(vendorStandIn('demoAccounts')).toBeNull();
  });

  it('answers a feature that asked before main.tsx registered, once it registers', async () => {
    vi.stubEnv('VITE_API_MOCKING', 'true');
    let answered: unknown = null;
    const early = vendorStandIn('demoAccounts')!.then((accounts) => (answered = accounts));
    await Promise.resolve();
    expect(answered).toBeNull();
    registerVendorStandIns(loaders);
    await early;
    expect(answered).toEqual([expect.objectContaining({ email: 'demo@example.com' })]);
    await expect(vendorStandIn('chatScriptLoader')).resolves.toBeTypeOf('function');
  });
});
