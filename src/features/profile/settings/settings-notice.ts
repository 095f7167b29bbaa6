/**
 * SPEC §2: /profile/settings takes `from` and `toastType`. A link in a message (an email
 * confirmation, say) lands here with them; the page shows one toast and drops both from the address.
 */
export type SettingsToastType = 'success' | 'error' | 'info';

export interface SettingsNotice {
  kind: SettingsToastType;
  /** Key in the profile namespace. */
  messageKey: string;
}

const KNOWN_FROM = ['email', 'phone', 'confirmation', 'verification'] as const;

export function settingsNoticeOf(search: string): SettingsNotice | null {
  const params = new URLSearchParams(search);
  const type = params.get('toastType');
  if (type !== 'success' && type !== 'error' && type !== 'info') return null;
  const from = params.get('from') ?? '';
  const source = (KNOWN_FROM as readonly string[]).includes(from) ? from : 'other';
  return { kind: type, messageKey: `notice.${source}.${type}` };
}

/** The query without from and toastType (other parameters stay). */
export function withoutNoticeParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('from');
  params.delete('toastType');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
