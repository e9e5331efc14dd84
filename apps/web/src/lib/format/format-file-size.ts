const units = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Binary multiples, one decimal above bytes: 1536 → '1.5 KB', 209715200 → '200.0 MB'. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
