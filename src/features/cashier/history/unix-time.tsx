import { formatDate, formatTime } from '@/lib/format/format';

/** A unix-seconds time as "dd.mm.yyyy h:mm" (SPEC §9), machine-readable in `dateTime`. */
export function UnixTime({ seconds, withTime = true }: { seconds: number; withTime?: boolean }) {
  const ms = seconds * 1000;
  return (
    <time dateTime={new Date(ms).toISOString()}>
      {withTime ? `${formatDate(ms)} ${formatTime(ms)}` : formatDate(ms)}
    </time>
  );
}
