import { SEEN_POPUPS_STORAGE_KEY } from '@/api/popups/popups.types';
import { sessionAccount } from '../account/accounts';
import { db, persistDb } from '../core/db';
import type { PopupsRow } from './popup-rows';

export function popupsRow(): PopupsRow {
  return db().popups ?? {};
}

export function setPopupsOff(off: boolean): void {
  const tables = db();
  tables.popups = { ...tables.popups, off };
  persistDb();
}

/** mock_popups=reset: the signed-in player has closed no popup yet; false when nobody is signed in. */
export function forgetSeenPopups(): boolean {
  const account = sessionAccount();
  if (!account) return false;
  const store = db().storage[account.uid];
  if (store) delete store[SEEN_POPUPS_STORAGE_KEY];
  persistDb();
  return true;
}

/** The system names the player has closed, as the client recorded them in the server storage. */
export function seenPopupSysnames(uid: number): string[] {
  const raw = db().storage[uid]?.[SEEN_POPUPS_STORAGE_KEY] ?? '';
  return raw.split(',').map((name) => name.trim()).filter(Boolean);
}
