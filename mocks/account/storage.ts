import { db } from '../core/db';
import { fail, type ContractMethods, read, requireAccount, requireParam, write } from '../core/api-method';
import type { StorageContract } from '@/api/storage/storage.contract';

/** Per-user key/value store (SPEC §7: used for already_seen_cashback_id and similar flags). */
const MAX_KEYS = 100;
const MAX_VALUE_LENGTH = 10_000;

function storeOf(uid: number): Record<string, string> {
  const tables = db();
  tables.storage[uid] ??= {};
  return tables.storage[uid];
}

export const storageMethods = {
  /** { key: value } for the requested keys; keys never set are left out. */
  get: read((ctx) => {
    const store = storeOf(requireAccount().uid);
    const keys = (ctx.query.get('keys') ?? '').split(',').map((key) => key.trim()).filter(Boolean);
    return Object.fromEntries(keys.filter((key) => Object.hasOwn(store, key)).map((key) => [key, store[key]]));
  }),

  getKeys: read(() => Object.keys(storeOf(requireAccount().uid))),

  set: write((ctx) => {
    const store = storeOf(requireAccount().uid);
    const key = requireParam(ctx, 'key');
    const value = ctx.body.value ?? '';
    if (!Object.hasOwn(store, key) && Object.keys(store).length >= MAX_KEYS) {
      fail('StorageQuotaExceeded', `At most ${MAX_KEYS} keys per user`);
    }
    if (value.length > MAX_VALUE_LENGTH) fail('StorageQuotaExceeded', `Values are limited to ${MAX_VALUE_LENGTH} characters`);
    store[key] = value;
    return 1;
  }),
} satisfies ContractMethods<StorageContract>;
