import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { DialogName } from '@/lib/dialogs/dialog-contracts';
import type { DialogRegistry } from '@/lib/dialogs/dialog-types';

/** The loader of any one dialog body. */
export type AnyDialogLoader = NonNullable<DialogRegistry[DialogName]>;

/** What the host passes to a body: its componentProps plus DialogBodyProps. */
export type AnyDialogBody = ComponentType<Record<string, unknown>>;

// One lazy component per loader, so its identity is stable across renders and reopening a
// dialog reuses the loaded chunk.
const cache = new WeakMap<AnyDialogLoader, LazyExoticComponent<AnyDialogBody>>();

/** The React.lazy wrapper of a registry loader. A failed load is forgotten so the next open retries. */
export function lazyDialogBody(loader: AnyDialogLoader): LazyExoticComponent<AnyDialogBody> {
  let body = cache.get(loader);
  if (!body) {
    body = lazy(async () => {
      try {
        // Each body declares its own props; the host supplies them from componentProps.
        return { default: (await loader()) as unknown as AnyDialogBody };
      } catch (error) {
        cache.delete(loader);
        throw error;
      }
    });
    cache.set(loader, body);
  }
  return body;
}
