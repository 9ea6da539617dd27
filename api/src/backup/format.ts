/** How the backup commands write sizes, counts and moments for the operator. */

export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const text = unit === 0 ? String(value) : value.toFixed(value < 10 ? 1 : 0);
  return `${text.replace('.', ',')} ${units[unit]}`;
}

/** A moment in the operator's local time zone, to the second. */
export function formatMoment(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}

/** "24 tabulas, 1 234 rindas" */
export function describeTables(tables: Record<string, number>): string {
  const count = Object.keys(tables).length;
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  return `${count} ${count % 10 === 1 && count % 100 !== 11 ? 'tabula' : 'tabulas'}, ${rows} ${rows % 10 === 1 && rows % 100 !== 11 ? 'rinda' : 'rindas'}`;
}
