import { PostList } from '../features/news/components/PostList';

/** /jaunumi */
export default function PostsPage() {
  return <PostList />;
}
