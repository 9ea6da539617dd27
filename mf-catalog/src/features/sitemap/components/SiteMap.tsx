import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { useCategoryTree } from '@portal/shared-ui/queries/categories';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { categoryHref } from '../../../lib/links';
import { shownError } from '@portal/shared-ui/lib/queryState';
import styles from './SiteMap.module.css';

/** Spec §2.2: the portal's own pages listed after the categories. */
const PORTAL_LINKS = [
  { label: 'Lapas karte', to: routePath('site-map') },
  { label: 'Sazinies', to: routePath('contact') },
  { label: 'Noteikumi', to: routePath('page', { slug: 'noteikumi' }) },
  { label: 'Par portālu', to: routePath('page', { slug: 'about' }) },
];

/** A node and, down to `levels` more levels, its children, as nested lists of links. */
function Branch({ node, levels }: { node: CategoryNode; levels: number }) {
  const children = levels > 0 ? node.children : [];
  return (
    <li>
      <Link to={categoryHref(node)}>{node.category.title}</Link>
      {children.length > 0 ? (
        <ul className={styles.nested}>
          {children.map((child) => (
            <Branch key={child.id} node={child} levels={levels - 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The site map (/lapas-karte): every top-level category with its children and grandchildren. */
export function SiteMap() {
  const tree = useCategoryTree();

  let categories;
  if (shownError(tree))
    categories = <LoadError text="Neizdevās ielādēt kategorijas." onRetry={() => void tree.refetch()} />;
  else if (!tree.data) categories = <Spinner block label="Ielādē kategorijas..." />;
  else
    categories = (
      <ul className={styles.tree}>
        {tree.roots.map((root) => (
          <Branch key={root.id} node={root} levels={2} />
        ))}
      </ul>
    );

  return (
    <PageFrame title="Lapas karte">
      <div className={styles.siteMap}>
        <div className={styles.columns}>
          <section aria-labelledby="site-map-categories" className={styles.section}>
            <h2 id="site-map-categories" className={styles.heading}>
              Kategorijas
            </h2>
            {categories}
          </section>
          <section aria-labelledby="site-map-portal" className={styles.section}>
            <h2 id="site-map-portal" className={styles.heading}>
              Portāls
            </h2>
            <ul className={styles.links}>
              {PORTAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </PageFrame>
  );
}
