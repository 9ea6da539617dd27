import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@portal/shared-ui/lib/router';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { useSignOn } from '../api/signOn';

/**
 * /oauth/callback/{provider} ('Notiek autorizācija...', spec §4): hands the provider's answer
 * (the query string) to the API once, then goes home (signed in, or after a failure notice) or
 * to the registration with the provider data.
 */
export default function OAuthCallbackPage() {
  const { provider = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const next = useSignOn(provider, search);

  useEffect(() => {
    if (next !== null) void navigate(next, { replace: true });
  }, [next, navigate]);

  return (
    <PageFrame title="Notiek autorizācija..." width="form">
      <Spinner block label="Notiek autorizācija..." />
    </PageFrame>
  );
}
