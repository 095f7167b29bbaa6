/**
 * Local stand-ins for what only exists outside the app: the chat vendors' scripts, the Sumsub WebSDK
 * and the demo accounts of the mock backend. In mock builds src/main.tsx, the only file of src/ that
 * imports mocks/, registers them here; features ask here and never import mocks/ themselves.
 *
 * Each feature declares its own slot next to its code by declaration merging, so this file imports
 * no feature and the registration is type-checked against every slot:
 * `declare module '@/lib/stand-ins/vendor-stand-ins' { interface VendorStandIns { chatScriptLoader: ScriptLoader } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface VendorStandIns {}

type Slot = keyof VendorStandIns;

/** What main.tsx registers: a loader per slot, so each stand-in stays a chunk of its own. */
export type VendorStandInLoaders = { [K in Slot]: () => Promise<VendorStandIns[K]> };

let register: (loaders: VendorStandInLoaders) => void = () => undefined;
let registration: Promise<VendorStandInLoaders> | null = null;

// A feature may ask before main.tsx registered (the app can render while the mocks still load): it
// waits for the registration instead of missing it.
function registered(): Promise<VendorStandInLoaders> {
  registration ??= new Promise((resolve) => {
    register = resolve;
  });
  return registration;
}

/** Called once by main.tsx in mock builds. */
export function registerVendorStandIns(loaders: VendorStandInLoaders): void {
  void registered();
  register(loaders);
}

/**
 * The stand-in of `slot` once registered, or null in a build without mocks (use the vendor then).
 * Compared literally, like main.tsx: a production build drops the callers' branches and this module.
 */
export function vendorStandIn<K extends Slot>(slot: K): Promise<VendorStandIns[K]> | null {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return null;
  return registered().then((loaders) => loaders[slot]());
}
