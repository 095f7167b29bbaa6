import type { LoyaltyNotification } from '@/api/loyalty/loyalty.types';
import type { ShowToastParams } from '@/lib/toasts/toast-thunks';

/** SPEC §9: a loyalty notification shows this long after it arrives. */
export const NOTIFICATION_DISPLAY_DELAY_MS = 300;
/** SPEC §9: notification sound volume. */
export const NOTIFICATION_VOLUME = 0.5;
/** SPEC §9: loyalty notification duration in seconds when the configuration names none. */
export const DEFAULT_NOTIFICATION_DURATION_S = 5;
/** The interactions after which notices are fetched (SPEC §4); a sound may play only after one. */
export const ARMING_EVENTS = ['click', 'dblclick', 'touchstart'] as const;

/** SPEC §8: a credit is a success toast, anything else an error toast; the sound plays when it shows. */
export function notificationToast(notice: LoyaltyNotification, durationSeconds: number, onOpened: () => void): ShowToastParams {
  const text = [notice.title, notice.message].map((part) => part.trim()).filter(Boolean).join(' — ');
  return {
    id: `loyalty-notice-${notice.id}`,
    kind: notice.type === 'credit' ? 'success' : 'error',
    message: text,
    duration: Math.max(1, durationSeconds) * 1000,
    onOpened,
  };
}
