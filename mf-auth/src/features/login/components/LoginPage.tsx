import { useSearchParams } from '@portal/shared-ui/lib/router';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { OrDivider, ProviderButtons } from '../../../lib/ProviderButtons';
import { LoginForm } from './LoginForm';

/** /login: the same form on a page of its own (also where an unavailable login dialog leads). */
export default function LoginPage() {
  const [query] = useSearchParams();
  return (
    <PageFrame title="Autorizējies" width="form">
      <ProviderButtons purpose="login" />
      <OrDivider />
      <LoginForm redirect={query.get('redirect')} />
    </PageFrame>
  );
}
