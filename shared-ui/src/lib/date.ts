/**
 * Date formats of spec §9: DD/MM/YYYY for posts, comments and materials; list dates per day.
 * Lists too write DD/MM/YYYY (not §9's MM/DD/YYYY): one Latvian order everywhere (docs/decisions.md).
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses an API date. A bare `YYYY-MM-DD` is read as a local calendar day (the Date constructor
 * would read it as UTC midnight and show the previous day west of Greenwich).
 */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const two = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY in the viewer's time zone; '' for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** hh:mm (24-hour clock). */
export function formatTime(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  if (!date) return '';
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** For lists (inbox threads): today's items show hh:mm, older ones DD/MM/YYYY hh:mm (spec §9, in Latvian order). */
export function formatListDate(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = parseDate(value);
  if (!date) return '';
  const sameDay =
    date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
  if (sameDay) return formatTime(date);
  return `${formatDate(date)} ${formatTime(date)}`;
}
