import { accountMethods } from './account';
import type { MethodMap } from './api-method';
import { metadataMethods } from './metadata';
import { storageMethods } from './storage';

/** Main-API namespaces the mock serves; each file mirrors src/api/<namespace>/. */
export const NAMESPACES: Record<string, MethodMap> = {
  account: accountMethods,
  metadata: metadataMethods,
  storage: storageMethods,
};
