import { describe, expect, it } from 'vitest';
import { formatDate, formatListDate } from '@portal/shared-ui/lib/date';

describe('formatDate', () => {
  it('writes DD/MM/YYYY in the local time zone', () => {
    expect(formatDate(new Date(2024, 0, 5, 9, 7).toISOString())).toBe('05/01/2024');
    expect(formatDate(new Date(2023, 11, 31, 23, 59).toISOString())).toBe('31/12/2023');
  });

  it('reads a bare calendar day as that day, not as UTC midnight', () => {
    expect(formatDate('2024-03-09')).toBe('09/03/2024');
  });

  it('gives an empty string for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatListDate', () => {
  const now = new Date(2024, 4, 20, 16, 30);

  it('shows only hh:mm for today', () => {
    expect(formatListDate(new Date(2024, 4, 20, 8, 5).toISOString(), now)).toBe('08:05');
  });

  it('shows DD/MM/YYYY hh:mm for other days, in the same order as every other date', () => {
    expect(formatListDate(new Date(2024, 4, 19, 23, 59).toISOString(), now)).toBe('19/05/2024 23:59');
    expect(formatListDate(new Date(2023, 4, 20, 8, 5).toISOString(), now)).toBe('20/05/2023 08:05');
  });
});
