import type { RawChatBlock, RawSupportSettings, SupportContract } from '@/api/support/support.contract';
import { sessionAccount } from '../account/accounts';
import { persistDb } from '../core/db';
import { supportRow } from './support-tables';
import { fail, type ApiContext, type ContractMethods, read, requireAccount, requireParam, write } from '../core/api-method';

/** Each vendor's keys (decision record 024); the stand-ins of mocks/chat/ answer these addresses. */
const VENDOR_BLOCKS: Required<{ [K in Exclude<keyof RawSupportSettings, 'chat'>]: RawChatBlock }> = {
  livechat: { license: '12345678' },
  jivo: { widget_id: 'MockJivo01' },
  tawk: { src: 'https://embed.tawk.to/mock-property/default' },
  freshchat: { src: 'https://fw-cdn.com/000000/000000.js' },
  zendesk: { id: '00000000-0000-4000-8000-000000000000', lang: '' },
  crisp: { id: '00000000-mock-crisp-website', lang: '' },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function field(ctx: ApiContext, name: string, max: number): string {
  const value = requireParam(ctx, name).trim();
  if (value.length > max) fail('InvalidParameter', `${name}: at most ${max} characters`, { [name]: ['MAX_LENGTH'] });
  return value;
}

export const supportMethods = {
  /** The chosen vendor plus every vendor's block; the player's fields are filled when signed in. */
  getSettings: read(() => {
    const account = sessionAccount();
    const user: RawChatBlock = account
      ? {
          name: account.profile.first_name ? `${account.profile.first_name} ${account.profile.last_name ?? ''}`.trim() : (account.fakename ?? account.email),
          email: account.email,
          phone: account.contacts.find((contact) => contact.type === 'phone')?.contact ?? '',
          uid: account.uid,
        }
      : {};
    const chat = supportRow().chat;
    const blocks = Object.fromEntries(Object.entries(VENDOR_BLOCKS).map(([vendor, block]) => [vendor, { ...block, ...user }]));
    return { chat, ...blocks } satisfies RawSupportSettings;
  }),

  /** Feedback from anyone; every field is checked as the form checks it. */
  sendFeedback: write((ctx) => {
    const name = field(ctx, 'name', 100);
    const email = field(ctx, 'email', 254);
    if (!EMAIL.test(email)) fail('InvalidParameter', 'email: wrong email address', { email: ['EMAIL'] });
    const subject = field(ctx, 'subject', 150);
    const message = field(ctx, 'message', 2000);
    supportRow().feedback.push({ name, email, subject, message, uid: sessionAccount()?.uid ?? 0, at: Date.now() });
    persistDb();
    return 1;
  }),

  /** Chat event storage (SPEC §7): signed-in players only. */
  saveChatEvent: write((ctx) => {
    const uid = requireAccount().uid;
    const event = requireParam(ctx, 'event');
    if (event !== 'sent' && event !== 'received') fail('InvalidParameter', 'event: sent or received', { event: ['INVALID'] });
    const row = supportRow();
    row.chatEvents.push({
      uid,
      channel_id: ctx.body.channel_id ?? '',
      conversation_id: ctx.body.conversation_id ?? '',
      text: (ctx.body.text ?? '').slice(0, 10_000),
      event,
      at: Date.now(),
    });
    row.chatEvents = row.chatEvents.slice(-200);
    persistDb();
    return 1;
  }),
} satisfies ContractMethods<SupportContract>;
