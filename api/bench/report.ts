/**
 * The pure parts of `npm run bench` (api/bench/bench.ts): latencies kept per request and their
 * percentiles, the count of slow requests, medians of Lighthouse runs, ratios and the plain-text
 * table. No I/O here, so test/bench-report.test.ts can check them.
 */

/** The value at percentile p (0–100) of an ascending list: the nearest-rank method. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (finite.length === 0) return NaN;
  const mid = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[mid]! : (finite[mid - 1]! + finite[mid]!) / 2;
}

/** Every response's latency (ms) and whether the read cache answered it, for one load run. */
export class LatencyRecorder {
  readonly #times: number[] = [];
  #sorted: number[] | null = null;
  cacheHits = 0;
  cacheMisses = 0;

  add(ms: number): void {
    this.#times.push(ms);
    this.#sorted = null;
  }

  cachePartial = 0;

  /**
   * Counts an answer's `x-cache` (the whole answer kept: 'hit' or 'miss') and `x-cache-parts` (what
   * it is made of: 'kept', 'partial' or 'miss'); both absent: nothing of it is ever kept. An answer
   * made wholly of kept parts counts as a hit, one made partly of them as partial.
   */
  cache(whole: string | undefined, parts?: string): void {
    if (whole === 'hit' || parts === 'kept') this.cacheHits++;
    else if (parts === 'partial') this.cachePartial++;
    else if (whole === 'miss' || parts === 'miss') this.cacheMisses++;
  }

  get count(): number {
    return this.#times.length;
  }

  mean(): number {
    return this.#times.length ? this.#times.reduce((sum, t) => sum + t, 0) / this.#times.length : NaN;
  }

  percentile(p: number): number {
    this.#sorted ??= [...this.#times].sort((a, b) => a - b);
    return percentile(this.#sorted, p);
  }

  /** Responses that took strictly longer than `ms`. */
  countOver(ms: number): number {
    let n = 0;
    for (const t of this.#times) if (t > ms) n++;
    return n;
  }

  /** Share of the answers that could be kept made partly of kept parts (the rest queried), in %. */
  cachePartialPercent(): number | null {
    const total = this.cacheHits + this.cachePartial + this.cacheMisses;
    return total ? (100 * this.cachePartial) / total : null;
  }

  /** Share of the answers that could be kept that were answered from memory alone, in %; null for none. */
  cacheHitPercent(): number | null {
    const total = this.cacheHits + this.cachePartial + this.cacheMisses;
    return total ? (100 * this.cacheHits) / total : null;
  }
}

/** Finds a header in the flat [name, value, name, value…] list an HTTP parser gives. */
export function headerValue(flat: readonly unknown[], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (let i = 0; i + 1 < flat.length; i += 2) {
    if (String(flat[i]).toLowerCase() === wanted) return String(flat[i + 1]);
  }
  return undefined;
}

/** req/s as a percentage of the bare server's req/s, or NaN when there is no baseline. */
export function ratioPercent(reqPerSec: number, baselineReqPerSec: number): number {
  return baselineReqPerSec > 0 ? (100 * reqPerSec) / baselineReqPerSec : NaN;
}

/** A number for the table: fixed decimals, '–' for NaN/null/undefined. */
export function fmt(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value.toFixed(decimals);
}

export type Align = 'left' | 'right';

/**
 * A plain-text table: a header row, a rule, the rows; every column as wide as its widest cell,
 * two spaces between columns, text columns padded on the right and number columns on the left.
 * A row of one cell is a section title printed across the table.
 */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[],
): string {
  const widths = headers.map((h, i) =>
    Math.max(h.length, ...rows.filter((r) => r.length > 1).map((r) => (r[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (align[i] === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const total = widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1);
  return [
    line(headers),
    '-'.repeat(total),
    ...rows.map((r) => (r.length === 1 ? r[0]! : line(headers.map((_, i) => r[i] ?? '')))),
  ].join('\n');
}
