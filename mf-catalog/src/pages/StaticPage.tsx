import { useParams } from 'react-router-dom';
import { StaticPageView } from '../features/pages/components/StaticPageView';

/** /lapa/:slug ('noteikumi', 'about') */
export default function StaticPage() {
  const { slug } = useParams();
  return <StaticPageView key={slug} slug={slug} />;
}
