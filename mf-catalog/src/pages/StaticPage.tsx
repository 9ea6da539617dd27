import { useParams } from '@portal/shared-ui/lib/router';
import { StaticPageView } from '../features/pages/components/StaticPageView';

/** /lapa/:slug ('noteikumi', 'about') */
export default function StaticPage() {
  const { slug } = useParams();
  return <StaticPageView key={slug} slug={slug} />;
}
