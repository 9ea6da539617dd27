/** '1,2 MB', '340 KB': a file's size as Latvian readers write it (decimal comma). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('lv-LV', { maximumFractionDigits: digits })} ${units[unit]}`;
}
