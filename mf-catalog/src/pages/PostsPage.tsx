import { PostList } from '../features/news/components/PostList';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';

/** /jaunumi */
export default function PostsPage() {
  useDocumentTitle('Jaunumi');
  return <PostList />;
}
