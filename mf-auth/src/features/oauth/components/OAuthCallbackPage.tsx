import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isTokenResponse, oauthCallback } from '@portal/contracts/api/auth';
import { PROVIDERS, type Provider } from '@portal/contracts/constants';
import { NOTICES } from '@portal/contracts/messages';
import { routePath } from '@portal/contracts/routes';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { notify } from '@portal/shared-ui/stores/notifications';
import { useSession } from '@portal/shared-ui/stores/session';
import { AuthScreen } from '../../../lib/AuthScreen';
import { describeFailure } from '../../../lib/failure';
import { once } from '../../../lib/once';
import { storeProviderData } from '../../../lib/providerData';

function isProvider(value: string | undefined): value is Provider {
  return (PROVIDERS as readonly (string | undefined)[]).includes(value);
}

class UnknownProvider extends Error {
  constructor() {
    super('Nezināms autorizācijas veids.');
  }
}

/**
 * /oauth/callback/{provider} ('Notiek autorizācija...', spec §4): hands the provider's answer
 * (the query string) to the API. A known teacher gets a token and is signed in; a new one gets
 * the provider data, kept for the registration screen; a failure is a notification. The code in
 * the address works once, so the call is made once per address.
 */
export default function OAuthCallbackPage() {
  const { provider } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);

  useEffect(() => {
    let alive = true;
    once(`oauth:${provider ?? ''}${search}`, async () => {
      if (!isProvider(provider)) throw new UnknownProvider();
      const answer = await oauthCallback(provider, search);
      // A teacher the portal knows: signed in like after the login form (a session cookie).
      if (isTokenResponse(answer)) {
        await signIn(answer.access_token, false);
        return routePath('home');
      }
      storeProviderData(answer);
      return routePath('auth.register');
    }).then(
      (to) => {
        if (alive) void navigate(to, { replace: true });
      },
      async (error: unknown) => {
        const text = error instanceof UnknownProvider ? error.message : (await describeFailure(error)).message;
        if (!alive) return;
        notify({ type: 'error', title: NOTICES.authFailed.title, text });
        void navigate('/', { replace: true });
      },
    );
    return () => {
      alive = false;
    };
  }, [provider, search, navigate, signIn]);

  return (
    <AuthScreen title="Notiek autorizācija...">
      <Spinner block label="Notiek autorizācija..." />
    </AuthScreen>
  );
}
