// The pure parts of `npm run bench` (api/bench/report.ts): percentiles, medians, the count of slow
// responses, cache hits and the table. No timing here: the numbers are given.
import { describe, expect, it } from 'vitest';
import { fmt, formatTable, headerValue, LatencyRecorder, median, percentile, ratioPercent } from '../bench/report';

describe('bench report', () => {
  it('takes percentiles by nearest rank and medians of odd and even counts', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('counts the responses strictly over a threshold and the share of cache hits', () => {
    const recorder = new LatencyRecorder();
    for (const ms of [12, 999.9, 1000, 1000.1, 5600, 3]) recorder.add(ms);
    expect(recorder.count).toBe(6);
    expect(recorder.countOver(1000)).toBe(2);
    expect(recorder.percentile(50)).toBe(999.9);
    expect(recorder.cacheHitPercent()).toBeNull();
    for (const value of ['hit', 'hit', 'hit', 'miss', undefined]) recorder.cache(value);
    expect(recorder.cacheHitPercent()).toBe(75);
    // Answers made of kept parts: wholly kept is a hit, partly kept is not.
    recorder.cache('miss', 'kept');
    recorder.cache(undefined, 'partial');
    recorder.cache(undefined, 'miss');
    expect(recorder.cacheHitPercent()).toBeCloseTo((100 * 4) / 7);
  });

  it('finds a header in a flat name/value list, whatever its case', () => {
    const flat = ['Content-Type', 'application/json', 'X-Cache', 'hit'];
    expect(headerValue(flat, 'x-cache')).toBe('hit');
    expect(headerValue(flat, 'etag')).toBeUndefined();
  });

  it('gives the ratio to the baseline and formats missing numbers as a dash', () => {
    expect(ratioPercent(250, 1000)).toBe(25);
    expect(ratioPercent(250, 0)).toBeNaN();
    expect(fmt(12.345, 1)).toBe('12.3');
    expect(fmt(NaN)).toBe('–');
    expect(fmt(null)).toBe('–');
  });

  it('aligns text left, numbers right, and prints a one-cell row across', () => {
    const text = formatTable(
      ['case', 'req/s', 'p99 ms'],
      [['list likes', '130', '1100.0'], ['Section'], ['search', '4500', '9.5']],
      ['left', 'right', 'right'],
    );
    expect(text.split('\n')).toEqual([
      'case        req/s  p99 ms',
      '-------------------------',
      'list likes    130  1100.0',
      'Section',
      'search       4500     9.5',
    ]);
  });
});
