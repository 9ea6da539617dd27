import { useParams } from '@portal/shared-ui/lib/router';
import { PostView } from '../features/news/components/PostView';

/** /jaunumi/:id */
export default function PostPage() {
  const { id } = useParams();
  return <PostView key={id} id={id} />;
}
