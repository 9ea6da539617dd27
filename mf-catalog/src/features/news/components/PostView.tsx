import { routePath } from '@portal/contracts/routes';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { formatDate } from '@portal/shared-ui/lib/date';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { isNotFound } from '../../../lib/httpStatus';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { usePost } from '../api/posts';
import styles from './PostView.module.css';
import { HtmlContent } from '../../../lib/HtmlContent';

/** A news post (/jaunumi/:id): breadcrumb Sākums > Jaunumi > title, date DD/MM/YYYY, image, content. */
export function PostView({ id }: { id: string | undefined }) {
  const query = usePost(id);
  const post = query.data;
  useDocumentTitle(post?.title);

  if (query.invalid || isNotFound(query.error)) return <NotFound title="Jaunums nav atrasts" />;
  if (shownError(query)) return <LoadError text="Neizdevās ielādēt jaunumu." onRetry={() => void query.refetch()} />;
  if (!post) return <Spinner block label="Ielādē jaunumu..." />;

  const image = post.image?.sizes.medium.full_url;
  return (
    <PageFrame
      as="article"
      title={post.title}
      breadcrumb={[
        { label: 'Sākums', to: routePath('home') },
        { label: 'Jaunumi', to: routePath('posts') },
        { label: post.title },
      ]}
      intro={
        <time className={styles.date} dateTime={post.created_at}>
          {formatDate(post.created_at)}
        </time>
      }
    >
      <div className={styles.post}>
        {image ? <img className={styles.image} src={image} alt="" /> : null}
        <HtmlContent html={post.content} />
      </div>
    </PageFrame>
  );
}
