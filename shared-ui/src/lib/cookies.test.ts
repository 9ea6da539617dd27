import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from '@portal/shared-ui/lib/cookies';

afterEach(() => {
  removeCookie('a');
  removeCookie('b');
});

describe('cookies', () => {
  it('round-trips values that need encoding', () => {
    setCookie('a', 'x y;z=1');
    setCookie('b', '2');
    expect(getCookie('a')).toBe('x y;z=1');
    expect(getCookie('b')).toBe('2');
  });

  it('removes a cookie', () => {
    setCookie('a', '1');
    removeCookie('a');
    expect(getCookie('a')).toBeNull();
  });

  it('answers null for a cookie that is not there', () => {
    expect(getCookie('missing')).toBeNull();
  });
});
