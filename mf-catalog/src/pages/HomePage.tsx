import { HomeView } from '../features/home/components/HomeView';
import { LatestPosts } from '../features/news/components/LatestPosts';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';

/** / (and every unknown path, redirected by the shell) */
export default function HomePage() {
  useDocumentTitle('Sākums');
  return <HomeView latestNews={<LatestPosts />} />;
}
