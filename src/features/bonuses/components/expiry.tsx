import { useState } from 'react';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useTranslation } from '@/lib/i18n/use-translation';
import { UnixTime } from './unix-time';

/** Under a day left, a ticking countdown; otherwise the date. */
const COUNTDOWN_BELOW_S = 86_400;

const pad = (value: number) => String(value).padStart(2, '0');

/** "h:mm:ss" of whole seconds. */
export function clock(seconds: number): string {
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation('bonuses');
  const left = useCountdown(deadline * 1000);
  return <span>{t('expiry.in', { time: clock(left) })}</span>;
}

/** When a bonus or cashback runs out: never, a countdown in its last day, or the date. */
export function Expiry({ at, label }: { at: number | null; label: string }) {
  const { t } = useTranslation('bonuses');
  // When the card first rendered: a date far off stays a date (the countdown ticks by itself).
  const [now] = useState(() => Date.now());
  if (at === null) return <span>{t('expiry.never')}</span>;
  const soon = at * 1000 - now < COUNTDOWN_BELOW_S * 1000 && at * 1000 > now;
  return (
    <span>
      {label ? `${label} ` : null}
      {soon ? <Countdown deadline={at} /> : <UnixTime seconds={at} />}
    </span>
  );
}
