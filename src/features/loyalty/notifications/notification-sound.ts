// A file of the site, not a data: address, which the Content-Security-Policy refuses for media.
import soundUrl from './notification.wav?no-inline';
import { NOTIFICATION_VOLUME } from './notification-settings';

/**
 * A short two-tone chime (generated for this project, a file of the build) at volume 0.5. Browsers
 * refuse sound before the first interaction and some refuse it altogether: that is not an error for
 * the player, so a refusal is ignored.
 */
export function playNotificationSound(): void {
  try {
    const audio = new Audio(soundUrl);
    audio.volume = NOTIFICATION_VOLUME;
    const playing = audio.play() as Promise<void> | undefined;
    playing?.catch(() => undefined);
  } catch {
    // No audio support (old web views, tests): silence.
  }
}
