import type { SearchHit } from '@portal/contracts/schemas/entities';
import { Icon } from '@portal/shared-ui/components/Icon';
import { BASIC_TYPE_LABELS } from '@portal/shared-ui/components/MaterialCard';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import styles from './SearchResult.module.css';

export type SearchResultHit = Pick<SearchHit, 'title' | 'description' | 'path' | 'basicType'>;

export interface SearchResultProps {
  hit: SearchResultHit;
  /** Prefix of the ids of its parts, so a list option can be named by the title alone (`searchResultAria`). */
  id: string;
}

/** The category path as one line of text ('7. klase › Skaņa › Prezentācijas'). */
export function searchResultPath(hit: Pick<SearchHit, 'path'>): string {
  return hit.path
    .map((entry) => entry.title)
    .filter(Boolean)
    .join(' › ');
}

/**
 * Names an element wrapping a result (a listbox option) by the title and describes it by the type,
 * description and path, so a screen reader reads the title first instead of everything at once.
 */
export function searchResultAria(id: string, hit: SearchResultHit) {
  const described = [`${id}-type`];
  if (hit.description) described.push(`${id}-description`);
  if (searchResultPath(hit)) described.push(`${id}-path`);
  return { 'aria-labelledby': `${id}-title`, 'aria-describedby': described.join(' ') };
}

/**
 * One hit of the header search (spec §2.2): type icon, title, description and the category path.
 * Plain content, no links or buttons of its own: it is shown inside a listbox option, which is chosen
 * as a whole.
 */
export function SearchResult({ hit, id }: SearchResultProps) {
  const path = searchResultPath(hit);
  return (
    <div className={styles.result}>
      <span id={`${id}-type`} className={styles.icon}>
        <Icon name={hit.basicType} size={28} />
        <VisuallyHidden>{BASIC_TYPE_LABELS[hit.basicType]}</VisuallyHidden>
      </span>
      <div className={styles.text}>
        <span id={`${id}-title`} className={styles.title}>
          {hit.title}
        </span>
        {hit.description ? (
          <span id={`${id}-description`} className={styles.description}>
            {hit.description}
          </span>
        ) : null}
        {path ? (
          <span id={`${id}-path`} className={styles.path}>
            {path}
          </span>
        ) : null}
      </div>
    </div>
  );
}
