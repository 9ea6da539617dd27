import { SiteMap } from '../features/sitemap/components/SiteMap';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';

/** /lapas-karte */
export default function SiteMapPage() {
  useDocumentTitle('Lapas karte');
  return <SiteMap />;
}
