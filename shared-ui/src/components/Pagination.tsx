import { PAGINATION_MAX_NUMBERS } from '@portal/contracts/constants';
import { Icon } from '@portal/shared-ui/components/Icon';
import styles from './Pagination.module.css';

export type PaginationItem = number | 'ellipsis';

/**
 * The page buttons to show (spec §9: up to 9). With more pages than that, the first and the last
 * page stay, the current page sits in a window of its neighbours, and an ellipsis takes the place
 * of each hidden run; an ellipsis never hides a single page (that page is shown instead), so the
 * row has a constant length of `max` slots and does not jump while paging.
 */
export function paginationItems(current: number, last: number, max: number = PAGINATION_MAX_NUMBERS): PaginationItem[] {
  const total = Math.floor(last);
  if (!(total >= 1)) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const slots = Math.max(5, Math.floor(max));
  if (total <= slots) return range(1, total);

  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  // slots = first + ellipsis + window + ellipsis + last
  const window = slots - 4;
  const start = page - Math.floor((window - 1) / 2);
  const end = start + window - 1;
  // Near an edge one ellipsis is enough and the edge block fills the freed slots.
  if (start <= 3) return [...range(1, slots - 2), 'ellipsis', total];
  if (end >= total - 2) return [1, 'ellipsis', ...range(total - slots + 3, total)];
  return [1, 'ellipsis', ...range(start, end), 'ellipsis', total];
}

export interface PaginationProps {
  currentPage: number;
  lastPage: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark; change it when a page has two lists. */
  label?: string;
}

/** Page numbers with previous/next; nothing at all when everything fits on one page. */
export function Pagination({ currentPage, lastPage, onChange, label = 'Lapas' }: PaginationProps) {
  const items = paginationItems(currentPage, lastPage);
  if (lastPage <= 1) return null;
  const atFirst = currentPage <= 1;
  const atLast = currentPage >= lastPage;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={[styles.button, styles.step].join(' ')}
            disabled={atFirst}
            onClick={() => onChange(currentPage - 1)}
          >
            <Icon name="chevron-left" size={18} />
            <span>Iepriekšējā</span>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={[styles.button, item === currentPage ? styles.current : ''].filter(Boolean).join(' ')}
                aria-current={item === currentPage ? 'page' : undefined}
                aria-label={`${item}. lapa`}
                onClick={() => {
                  if (item !== currentPage) onChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={[styles.button, styles.step].join(' ')}
            disabled={atLast}
            onClick={() => onChange(currentPage + 1)}
          >
            <span>Nākamā</span>
            <Icon name="next" size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
