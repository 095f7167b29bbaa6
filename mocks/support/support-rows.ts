import type { ChatVendor } from '@/api/support/support.contract';

/** The support row of the mock database (types only: core/schema.ts composes it, support-tables.ts reads and writes it). */

/** What the support namespace remembers (decision record 024). */
export interface SupportRow {
  /** The vendor support.getSettings answers (mock_chat); none (no chat) until a QA switch picks a vendor, so other flows see no bubble. */
  chat: ChatVendor;
  feedback: { name: string; email: string; subject: string; message: string; uid: number; at: number }[];
  chatEvents: { uid: number; channel_id: string; conversation_id: string; text: string; event: string; at: number }[];
}
