import type { AccountInfo } from './account.types';
import { sessionOf } from './use-session';

const account = (uid: number) => ({ uid }) as AccountInfo;

describe('sessionOf (the one answer to "who is this")', () => {
  it.each([
    ['nothing known yet', undefined, {}, 'loading'],
    ['a visitor answer', account(0), {}, 'visitor'],
    ['a visitor answer being refetched (right after signing in)', account(0), { pending: true }, 'loading'],
    ['a failed read', undefined, { failed: true }, 'visitor'],
    ['a player', account(7), {}, 'player'],
    ['a player being refetched', account(7), { pending: true }, 'player'],
  ] as const)('%s is %s', (_name, info, flags, status) => {
    const session = sessionOf(info, flags);
    expect(session.status).toBe(status);
    expect(session.isPlayer).toBe(status === 'player');
    expect(session.isVisitor).toBe(status === 'visitor');
  });
});
