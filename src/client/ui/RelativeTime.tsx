import { formatRelativeTime } from '../lib/time/relative-time';
import { useNow } from '../lib/time/now-ticker';

/** '5 minutes ago', kept fresh by the page's one 30-second ticker; the exact time on hover. */
export function RelativeTime({ date }: { date: string | Date }) {
  const now = useNow();
  const time = new Date(date);
  if (Number.isNaN(time.getTime())) return null;
  return (
    <time dateTime={time.toISOString()} title={time.toLocaleString('en')}>
      {formatRelativeTime(time, now)}
    </time>
  );
}
