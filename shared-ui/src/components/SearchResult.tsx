import type { SearchHit } from '@portal/contracts/schemas/entities';
import { Icon } from '@portal/shared-ui/components/Icon';
import { BASIC_TYPE_LABELS } from '@portal/shared-ui/components/MaterialCard';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import styles from './SearchResult.module.css';

export type SearchResultHit = Pick<SearchHit, 'title' | 'description' | 'path' | 'basicType'>;

/** The category path as one line of text ('7. klase › Skaņa › Prezentācijas'). */
export function searchResultPath(hit: Pick<SearchHit, 'path'>): string {
  return hit.path
    .map((entry) => entry.title)
    .filter(Boolean)
    .join(' › ');
}

/**
 * One hit of the header search (spec §2.2): type icon, title, description and the category path.
 * Plain content, no links or buttons of its own: it is shown inside a listbox option, which is chosen
 * as a whole and takes its name from this content (the type first, for screen readers).
 */
export function SearchResult({ hit }: { hit: SearchResultHit }) {
  const path = searchResultPath(hit);
  return (
    <div className={styles.result}>
      <span className={styles.icon}>
        <Icon name={hit.basicType} size={28} />
        <VisuallyHidden>{`${BASIC_TYPE_LABELS[hit.basicType]}: `}</VisuallyHidden>
      </span>
      <div className={styles.text}>
        <span className={styles.title}>{hit.title}</span>
        {hit.description ? <span className={styles.description}>{hit.description}</span> : null}
        {path ? <span className={styles.path}>{path}</span> : null}
      </div>
    </div>
  );
}
