import { Spinner } from '@portal/shared-ui/components/Spinner';
import { LoadError } from '../../../lib/LoadError';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { isNotFound } from '../../../lib/httpStatus';
import { useStaticPage } from '../hooks/useStaticPage';
import styles from './StaticPageView.module.css';
import { HtmlContent } from '../../../lib/HtmlContent';

/** A static page (/lapa/:slug): its title and HTML content. */
export function StaticPageView({ slug }: { slug: string | undefined }) {
  const { data: page, loading, error, reload, invalid } = useStaticPage(slug);
  useDocumentTitle(page?.title);

  if (invalid || isNotFound(error)) return <NotFound title="Lapa nav atrasta" />;
  if (error && !loading) return <LoadError text="Neizdevās ielādēt lapu." onRetry={reload} />;
  if (!page) return <Spinner block label="Ielādē lapu..." />;

  return (
    <article className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {page.title}
      </h1>
      <HtmlContent html={page.content} />
    </article>
  );
}
