import { formatDate, formatTime } from '@/lib/format/format';

/** A unix-seconds time as "dd.mm.yyyy h:mm" (SPEC §9), machine-readable in `dateTime`. */
export function UnixTime({ seconds }: { seconds: number }) {
  const ms = seconds * 1000;
  return <time dateTime={new Date(ms).toISOString()}>{`${formatDate(ms)} ${formatTime(ms)}`}</time>;
}
