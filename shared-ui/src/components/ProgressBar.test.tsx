import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressAnimation } from '@portal/shared-ui/components/ProgressBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('progress bar animation', () => {
  it('creeps over 3000 ms and finishes by itself above 95 percent', () => {
    const frames: Array<[number, boolean]> = [];
    const bar = createProgressAnimation((percent, visible) => frames.push([percent, visible]));
    bar.start();
    expect(frames.at(-1)).toEqual([0, true]);
    vi.advanceTimersByTime(1500);
    expect(frames.at(-1)?.[0]).toBeCloseTo(50, 0);
    vi.advanceTimersByTime(1400);
    expect(frames.at(-1)).toEqual([100, true]);
    vi.advanceTimersByTime(300);
    expect(frames.at(-1)).toEqual([0, false]);
  });

  it('fills and hides as soon as the requests are done', () => {
    const frames: Array<[number, boolean]> = [];
    const bar = createProgressAnimation((percent, visible) => frames.push([percent, visible]));
    bar.start();
    vi.advanceTimersByTime(500);
    bar.finish();
    expect(frames.at(-1)).toEqual([100, true]);
    vi.advanceTimersByTime(300);
    expect(frames.at(-1)).toEqual([0, false]);
  });

  it('does not restart while already running', () => {
    const frames: Array<[number, boolean]> = [];
    const bar = createProgressAnimation((percent, visible) => frames.push([percent, visible]));
    bar.start();
    vi.advanceTimersByTime(1000);
    const before = frames.at(-1)?.[0] ?? 0;
    bar.start();
    expect(frames.at(-1)?.[0]).toBe(before);
    bar.dispose();
  });
});
