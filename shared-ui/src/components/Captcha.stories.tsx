import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@portal/shared-ui/components/Button';
import { Captcha, type CaptchaProps } from '@portal/shared-ui/components/Captcha';

const meta = {
  title: 'Forms/Captcha',
  component: Captcha,
  args: { provider: 'altcha', onVerify: () => {}, onExpire: () => {} },
} satisfies Meta<typeof Captcha>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithState(props: Omit<CaptchaProps, 'onVerify' | 'onExpire' | 'resetKey'>) {
  const [payload, setPayload] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      <Captcha {...props} resetKey={resetKey} onVerify={setPayload} onExpire={() => setPayload(null)} />
      <p>Atbilde: {payload ? `${payload.slice(0, 24)}…` : '—'}</p>
      <Button variant="secondary" size="small" onClick={() => setResetKey((k) => k + 1)}>
        Jauns izaicinājums
      </Button>
    </>
  );
}

/** Against the portal's own challenge endpoint (needs the API running). */
export const Altcha: Story = { render: (args) => <WithState provider="altcha" challengeUrl={args.challengeUrl} /> };

/** With the server's message under the widget. */
export const AltchaWithError: Story = {
  render: () => <WithState provider="altcha" error="Lūdzu, apstiprini, ka neesi robots." />,
};

/**
 * Google's script is fetched on demand; offline (as here) it cannot load, so the widget says
 * 'ReCAPTCHA has not been loaded'.
 */
export const Recaptcha: Story = {
  render: () => <WithState provider="recaptcha" siteKey="6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" />,
};
