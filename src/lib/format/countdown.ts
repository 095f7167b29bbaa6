/**
 * "m:ss" of a visible countdown (the inactivity warning, the 2FA resend timer): 180000 -> "3:00",
 * 75000 -> "1:15", 9500 -> "0:10". Whole seconds, rounded up, so "0:00" shows only once time is up.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / 1000)) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
