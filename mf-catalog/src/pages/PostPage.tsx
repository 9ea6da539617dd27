import { useParams } from 'react-router-dom';
import { PostView } from '../features/news/components/PostView';

/** /jaunumi/:id */
export default function PostPage() {
  const { id } = useParams();
  return <PostView key={id} id={id} />;
}
