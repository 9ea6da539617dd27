import { useSearchParams } from '@portal/shared-ui/lib/router';
import { OrDivider, ProviderButtons } from '../../../lib/ProviderButtons';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';

/** /login: the same form on a page of its own (also where an unavailable login dialog leads). */
export default function LoginPage() {
  const [query] = useSearchParams();
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Autorizējies
      </h1>
      <ProviderButtons purpose="login" />
      <OrDivider />
      <LoginForm redirect={query.get('redirect')} />
    </section>
  );
}
