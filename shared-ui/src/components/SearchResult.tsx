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
 * as a whole and takes its name from this content: the title, then the kind of file once ('Oma
 * likuma pārbaude, PDF fails'), then the description and the path. The icon is decoration (its
 * badge's letters are not read); the words after the title say the type.
 */
export function SearchResult({ hit }: { hit: SearchResultHit }) {
  const path = searchResultPath(hit);
  return (
    <div className={styles.result}>
      <Icon name={hit.basicType} size={28} className={styles.icon} />
      <div className={styles.text}>
        {/* Read as one text: a hidden word at the shown title's end would be read after a space. */}
        <VisuallyHidden>{`${hit.title}, ${BASIC_TYPE_LABELS[hit.basicType]}`}</VisuallyHidden>
        <span className={styles.title} aria-hidden="true">
          {hit.title}
        </span>
        {hit.description ? <span className={styles.description}>{hit.description}</span> : null}
        {path ? <span className={styles.path}>{path}</span> : null}
      </div>
    </div>
  );
}
