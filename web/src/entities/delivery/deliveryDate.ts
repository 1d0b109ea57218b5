import { formatDate } from '../../lib/i18n/format';

/** A delivery date from the server (YYYY-MM-DD, India's calendar) as 'Sat, 17 Jan' (or in Hindi). */
export function formatDeliveryDate(isoDate: string): string {
  return formatDate(new Date(`${isoDate}T00:00:00Z`), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
