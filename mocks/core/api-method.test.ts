import type { ItemsPage } from '@/api/wire';
import { type ContractMethods, defineNamespace, read } from './api-method';

/** A one-method contract made for these tests, so they do not depend on how big a real namespace grows. */
interface ExampleContract {
  getHistory: ItemsPage<{ id: number }>;
}

// Type tests: `npm run typecheck` checks them (each @ts-expect-error must meet an error), and
// Vitest runs the file so the namespaces below are really built.
describe('mock namespaces typed by the client contracts', () => {
  it('accepts an answer with every field the client reads', () => {
    const methods = defineNamespace<ExampleContract>()({
      getHistory: read(() => ({ total: 0, items: [] })),
    });
    expect(Object.keys(methods)).toEqual(['getHistory']);
  });

  it('refuses an answer that lost a field, and a method the contract does not have or lacks', () => {
    const lostField = {
      // @ts-expect-error `total` is missing: the client reads it.
      getHistory: read(() => ({ items: [] })),
    } satisfies ContractMethods<ExampleContract>;
    // @ts-expect-error getHistory is missing: the client calls it.
    const missing = {} satisfies ContractMethods<ExampleContract>;
    const extra = {
      getHistory: read(() => ({ total: 0, items: [] })),
      // @ts-expect-error getFuture is not in the contract: nobody calls it.
      getFuture: read(() => 1),
    } satisfies ContractMethods<ExampleContract>;
    expect([lostField, missing, extra]).toHaveLength(3);
  });
});
