const pad = (value: number) => String(value).padStart(2, '0');

/**
 * 'yyyy-mm-dd hh:MM:ss' in local time. Accepts a Date, a unix timestamp (10 digits = seconds,
 * else milliseconds) or a date string; strings that are not dates are returned unchanged.
 */
export function formatDateTime(value: Date | number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const numeric = typeof value === 'number' || /^\d+$/.test(String(value)) ? Number(value) : null;
  const date =
    value instanceof Date ? value : numeric !== null ? new Date(String(numeric).length === 10 ? numeric * 1000 : numeric) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
