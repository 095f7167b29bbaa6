import type { ChatVendor } from '@/api/support/support.contract';
import { db, persistDb } from '../core/db';
import type { SupportRow } from './support-rows';

export function supportRow(): SupportRow {
  const tables = db();
  tables.support ??= { chat: 'none', feedback: [], chatEvents: [] };
  return tables.support;
}

/** mock_chat: the vendor support.getSettings answers. */
export function setChatVendor(vendor: ChatVendor): void {
  supportRow().chat = vendor;
  persistDb();
}
