import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Captcha, RECAPTCHA_NOT_LOADED } from '@portal/shared-ui/components/Captcha';

// The altcha web component itself is not under test: a bare element stands in for it.
vi.mock('altcha', () => import('@portal/shared-ui/testing/altcha'));

type RecaptchaWindow = Window & { grecaptcha?: unknown; __portalRecaptchaLoaded?: () => void };

/** Scripts the component adds, intercepted so nothing goes to the network. */
function interceptScripts(): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      added.push(node);
      return node;
    }
    return append(node);
  });
  return added;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as RecaptchaWindow).grecaptcha;
});

describe('Captcha (altcha)', () => {
  it('passes the verified payload on and reports expiry, with Latvian texts registered', async () => {
    const onVerify = vi.fn();
    const onExpire = vi.fn();
    const { container } = render(
      <Captcha provider="altcha" onVerify={onVerify} onExpire={onExpire} error="Lūdzu, apstiprini, ka neesi robots." />,
    );
    const widget = await waitFor(() => {
      const element = container.querySelector('altcha-widget');
      if (!element) throw new Error('not yet');
      return element;
    });
    expect(widget.getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(widget.getAttribute('language')).toBe('lv');
    expect(globalThis.$altcha.i18n.get('lv')?.label).toBe('Es neesmu robots');

    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'proof-123' } }));
    });
    expect(onVerify).toHaveBeenCalledWith('proof-123');
    act(() => {
      widget.dispatchEvent(new CustomEvent('expired'));
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Lūdzu, apstiprini, ka neesi robots.')).toBeVisible();
  });
});

describe('Captcha (reCAPTCHA)', () => {
  it("says 'ReCAPTCHA has not been loaded' when Google's script cannot load", async () => {
    const scripts = interceptScripts();
    render(<Captcha provider="recaptcha" siteKey="site" onVerify={() => {}} onExpire={() => {}} />);
    expect(scripts[0]?.src).toContain('https://www.google.com/recaptcha/api.js?hl=lv');
    act(() => {
      scripts[0]?.onerror?.(new Event('error'));
    });
    expect(await screen.findByText(RECAPTCHA_NOT_LOADED)).toBeVisible();
  });

  it('renders the widget with the site key once the script is there and reports the response', async () => {
    const scripts = interceptScripts();
    const render_ = vi.fn((_el: HTMLElement, _options: Record<string, unknown>) => 0);
    const onVerify = vi.fn();
    const onExpire = vi.fn();
    render(<Captcha provider="recaptcha" siteKey="site-key" onVerify={onVerify} onExpire={onExpire} />);
    expect(scripts).toHaveLength(1);
    const win = window as RecaptchaWindow;
    win.grecaptcha = { render: render_, reset: vi.fn() };
    act(() => win.__portalRecaptchaLoaded?.());
    await waitFor(() => expect(render_).toHaveBeenCalled());
    const options = render_.mock.calls[0]![1] as {
      sitekey: string;
      callback: (r: string) => void;
      'expired-callback': () => void;
    };
    expect(options.sitekey).toBe('site-key');
    options.callback('g-response');
    expect(onVerify).toHaveBeenCalledWith('g-response');
    options['expired-callback']();
    expect(onExpire).toHaveBeenCalled();
  });
});
