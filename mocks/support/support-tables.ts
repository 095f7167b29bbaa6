import type { ChatVendor } from '@/api/support/support.contract';
import { db, persistDb } from '../core/db';

/** What the support namespace remembers (decision record 024). */
export interface SupportRow {
  /** The vendor support.getSettings answers (mock_chat); none (no chat) until a QA switch picks a vendor, so other flows see no bubble. */
  chat: ChatVendor;
  feedback: { name: string; email: string; subject: string; message: string; uid: number; at: number }[];
  chatEvents: { uid: number; channel_id: string; conversation_id: string; text: string; event: string; at: number }[];
}

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
