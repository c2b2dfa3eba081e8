// A file's size as people read it, one way everywhere staff see one (the admin, the lead emails):
// "1 KB", "240 KB", "3.4 MB". Browser-safe, no dependencies.

const KB = 1024;
const MB = KB * KB;
const GB = MB * KB;

/** One decimal, none when it is zero: 3.4, 20. */
const tenths = (value: number) => String(Math.round(value * 10) / 10);

/**
 * "1 KB" at least for a file with any bytes (never "0.00 MB"), whole kilobytes below a megabyte,
 * megabytes (and gigabytes) with at most one decimal. An empty file is "0 KB".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 KB";
  const kilobytes = Math.max(1, Math.round(bytes / KB));
  if (kilobytes < KB) return `${kilobytes} KB`;
  if (bytes < GB && Math.round((bytes / MB) * 10) < 10 * KB) return `${tenths(bytes / MB)} MB`;
  return `${tenths(bytes / GB)} GB`;
}
