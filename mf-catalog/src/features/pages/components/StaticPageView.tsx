import { Spinner } from '@portal/shared-ui/components/Spinner';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { isNotFound } from '../../../lib/httpStatus';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useStaticPage } from '../api/pages';
import styles from './StaticPageView.module.css';
import { HtmlContent } from '../../../lib/HtmlContent';

/** A static page (/lapa/:slug): its title and HTML content. */
export function StaticPageView({ slug }: { slug: string | undefined }) {
  const query = useStaticPage(slug);
  const page = query.data;
  useDocumentTitle(page?.title);

  if (query.invalid || isNotFound(query.error)) return <NotFound title="Lapa nav atrasta" />;
  if (shownError(query)) return <LoadError text="Neizdevās ielādēt lapu." onRetry={() => void query.refetch()} />;
  if (!page) return <Spinner block label="Ielādē lapu..." />;

  return (
    <PageFrame as="article" title={page.title}>
      <div className={styles.page}>
        <HtmlContent html={page.content} />
      </div>
    </PageFrame>
  );
}
