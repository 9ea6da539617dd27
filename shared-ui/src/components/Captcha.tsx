import { useCallback, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { captchaRoutes } from '@portal/contracts/endpoints/routes/captcha';
import { firstError, type FieldErrorValue } from '@portal/shared-ui/components/FormField';
import styles from './Captcha.module.css';

export interface CaptchaProps {
  /** 'altcha' (self-hosted proof of work, the embedded default) or 'recaptcha' (Google reCAPTCHA v2). */
  provider: 'altcha' | 'recaptcha';
  /** reCAPTCHA site key. */
  siteKey?: string;
  /** Where the altcha widget fetches its challenge. */
  challengeUrl?: string;
  /** Receives the response to send as g_recaptcha_response. */
  onVerify: (payload: string) => void;
  /** The response expired (or the widget failed): the form must not send the old one. */
  onExpire: () => void;
  /** The message for g_recaptcha_response (the first one of a list), shown under the widget. */
  error?: FieldErrorValue;
  /** Change it to get a fresh challenge, e.g. after the server refused a submission (a response is single-use). */
  resetKey?: string | number;
}

export const RECAPTCHA_NOT_LOADED = 'ReCAPTCHA has not been loaded';
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?hl=lv&render=explicit&onload=__portalRecaptchaLoaded';

/** Latvian texts of the altcha widget. */
const ALTCHA_LV: Record<string, string> = {
  ariaLinkLabel: 'Altcha (oficiālā tīmekļa vietne)',
  enterCode: 'Ievadi kodu',
  enterCodeAria: 'Ievadi dzirdamo kodu. Nospied atstarpes taustiņu, lai atskaņotu ierakstu.',
  enterCodeFromImage: 'Lai turpinātu, lūdzu, ievadi attēlā redzamo kodu.',
  error: 'Pārbaude neizdevās. Lūdzu, mēģini vēlreiz vēlāk.',
  expired: 'Pārbaudes laiks beidzās. Lūdzu, mēģini vēlreiz.',
  footer:
    'Aizsargā <a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener" aria-label="Altcha (oficiālā tīmekļa vietne)">ALTCHA</a>',
  getAudioChallenge: 'Saņemt kodu ierakstā',
  label: 'Es neesmu robots',
  loading: 'Ielādē...',
  reload: 'Pārlādēt',
  verify: 'Pārbaudīt',
  verificationRequired: 'Nepieciešama pārbaude!',
  verified: 'Pārbaudīts',
  verifying: 'Notiek pārbaude...',
  waitAlert: 'Notiek pārbaude... lūdzu, uzgaidi.',
  cancel: 'Atcelt',
};

let altchaReady: Promise<void> | null = null;

/** The widget (a web component, ~55 kB gzip) is loaded only when a form with a captcha appears. */
function loadAltcha(): Promise<void> {
  altchaReady ??= import('altcha').then(() => {
    globalThis.$altcha.i18n.set('lv', { ...(globalThis.$altcha.i18n.get('lv') ?? {}), ...ALTCHA_LV });
  });
  return altchaReady;
}

/** The custom element, typed here so no global JSX declaration is needed by the apps that build this file. */
const AltchaElement = 'altcha-widget' as unknown as ComponentType<{
  ref?: Ref<HTMLElement>;
  challenge?: string;
  language?: string;
  name?: string;
}>;

interface Grecaptcha {
  render(container: HTMLElement, options: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; __portalRecaptchaLoaded?: () => void };

let recaptchaReady: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  const win = window as RecaptchaWindow;
  recaptchaReady ??= new Promise<Grecaptcha>((resolve, reject) => {
    win.__portalRecaptchaLoaded = () =>
      win.grecaptcha ? resolve(win.grecaptcha) : reject(new Error(RECAPTCHA_NOT_LOADED));
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      // Let a later form try again (the network may be back).
      recaptchaReady = null;
      script.remove();
      reject(new Error(RECAPTCHA_NOT_LOADED));
    };
    document.head.appendChild(script);
  });
  return recaptchaReady;
}

function AltchaWidget({
  challengeUrl,
  onVerify,
  onExpire,
  resetKey,
}: Omit<CaptchaProps, 'provider' | 'siteKey' | 'error'>) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onVerify, onExpire });
  useEffect(() => {
    callbacks.current = { onVerify, onExpire };
  });

  useEffect(() => {
    let alive = true;
    loadAltcha().then(
      () => alive && setReady(true),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, []);

  // A callback ref, so a fresh element (new resetKey) gets its listeners too.
  const attach = useCallback((widget: HTMLElement | null) => {
    if (!widget) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) callbacks.current.onVerify(payload);
    };
    const expired = () => callbacks.current.onExpire();
    const stateChanged = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state === 'error') callbacks.current.onExpire();
    };
    widget.addEventListener('verified', verified);
    widget.addEventListener('expired', expired);
    widget.addEventListener('statechange', stateChanged);
    return () => {
      widget.removeEventListener('verified', verified);
      widget.removeEventListener('expired', expired);
      widget.removeEventListener('statechange', stateChanged);
    };
  }, []);

  if (failed) return <p className={styles.error}>{ALTCHA_LV.error}</p>;
  if (!ready) return <p className={styles.loading}>{ALTCHA_LV.loading}</p>;
  // A new key makes a new element, i.e. a fresh challenge.
  return (
    <AltchaElement key={resetKey} ref={attach} challenge={challengeUrl} language="lv" name="g_recaptcha_response" />
  );
}

function RecaptchaWidget({
  siteKey,
  onVerify,
  onExpire,
  resetKey,
}: Omit<CaptchaProps, 'provider' | 'challengeUrl' | 'error'>) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const [notLoaded, setNotLoaded] = useState(false);
  const callbacks = useRef({ onVerify, onExpire });
  useEffect(() => {
    callbacks.current = { onVerify, onExpire };
  });

  useEffect(() => {
    let alive = true;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!alive || !container.current || widgetId.current !== null) return;
        widgetId.current = grecaptcha.render(container.current, {
          sitekey: siteKey,
          hl: 'lv',
          callback: (response: string) => callbacks.current.onVerify(response),
          'expired-callback': () => callbacks.current.onExpire(),
          'error-callback': () => callbacks.current.onExpire(),
        });
      },
      () => alive && setNotLoaded(true),
    );
    return () => {
      alive = false;
    };
  }, [siteKey]);

  const firstReset = useRef(true);
  useEffect(() => {
    if (firstReset.current) {
      firstReset.current = false;
      return;
    }
    const grecaptcha = (window as RecaptchaWindow).grecaptcha;
    if (grecaptcha && widgetId.current !== null) grecaptcha.reset(widgetId.current);
    // Spec §8: using the captcha before its script has loaded is an error the form shows.
    else queueMicrotask(() => setNotLoaded(true));
  }, [resetKey]);

  return (
    <>
      <div ref={container} />
      {notLoaded ? <p className={styles.error}>{RECAPTCHA_NOT_LOADED}</p> : null}
    </>
  );
}

export function Captcha({
  provider,
  siteKey,
  challengeUrl = captchaRoutes.challenge.path,
  onVerify,
  onExpire,
  error,
  resetKey,
}: CaptchaProps) {
  const message = firstError(error);
  return (
    <div className={styles.captcha}>
      {provider === 'altcha' ? (
        <AltchaWidget challengeUrl={challengeUrl} onVerify={onVerify} onExpire={onExpire} resetKey={resetKey} />
      ) : (
        <RecaptchaWidget siteKey={siteKey} onVerify={onVerify} onExpire={onExpire} resetKey={resetKey} />
      )}
      {message ? <p className={styles.error}>{message}</p> : null}
    </div>
  );
}
