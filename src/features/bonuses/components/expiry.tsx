import { useState } from 'react';
import { formatDuration } from '@/lib/format/duration';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useTranslation } from '@/lib/i18n/use-translation';
import { UnixTime } from './unix-time';

/** Under a day left, a ticking countdown; otherwise the date. */
const COUNTDOWN_BELOW_S = 86_400;

/** "in 5:03:12", ticking. `deadline` is in Unix seconds, as the API gives it. */
function TimeLeft({ deadline }: { deadline: number }) {
  const { t } = useTranslation('bonuses');
  const left = useCountdown(deadline * 1000);
  return <span>{t('expiry.in', { time: formatDuration(left, 'h:mm:ss') })}</span>;
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
      {soon ? <TimeLeft deadline={at} /> : <UnixTime seconds={at} />}
    </span>
  );
}
