import { CATEGORY_LEVELS } from '@portal/contracts/schemas/admin/categories';
import { Button } from '@portal/shared-ui/components/Button';
import { Icon } from '@portal/shared-ui/components/Icon';
import { plural } from '@portal/shared-ui/lib/plural';
import { CHILD_NOUN, MAX_LEVEL, type TreeNode } from './treeShape';
import styles from './CategoriesSection.module.css';

export type CategoryAction = 'add' | 'edit' | 'move' | 'delete';

export interface CategoryTreeProps {
  nodes: TreeNode[];
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onAction: (action: CategoryAction, node: TreeNode) => void;
  /** Moves a node one place up (-1) or down (+1) among its siblings. */
  onStep: (node: TreeNode, step: -1 | 1) => void;
}

function facts(node: TreeNode): string {
  const parts = [
    CATEGORY_LEVELS[node.level - 1] ?? '',
    plural(node.materials_count, { one: '{n} materiāls', many: '{n} materiāli' }),
  ];
  if (node.level < MAX_LEVEL)
    parts.push(plural(node.children_count, { one: '{n} apakškategorija', many: '{n} apakškategorijas' }));
  if (node.shared_node_ids.length > 0)
    parts.push(plural(node.shared_node_ids.length, { one: 'redzama vēl {n} vietā', many: 'redzama vēl {n} vietās' }));
  return parts.join(' · ');
}

/**
 * The tree as nested lists (class → theme → type): each node with its icon, level, counts and
 * actions; a branch opens and closes with its own button (aria-expanded). Every action is a
 * button, so the whole tree is used from the keyboard.
 */
export function CategoryTree({ nodes, expanded, onToggle, onAction, onStep }: CategoryTreeProps) {
  return (
    <ul className={styles.tree}>
      {nodes.map((node, index) => {
        const open = expanded.has(node.id);
        const branchId = `kategorija-${node.id}-zari`;
        return (
          <li key={node.id} className={styles.item}>
            <div className={styles.row}>
              <div className={styles.head}>
                {node.children.length > 0 ? (
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={branchId}
                    aria-label={`${open ? 'Aizvērt' : 'Atvērt'} „${node.title}” apakškategorijas`}
                    onClick={() => onToggle(node.id)}
                  >
                    <Icon name={open ? 'chevron-down' : 'next'} size={18} />
                  </button>
                ) : (
                  <span className={styles.toggleSpace} />
                )}
                {node.icon_url ? (
                  <img src={node.icon_url} alt="" width={32} height={32} className={styles.iconImage} />
                ) : (
                  <span className={styles.iconSpace} />
                )}
                <span className={styles.titles}>
                  <span className={styles.title}>{node.title}</span>
                  <span className={styles.facts}>{facts(node)}</span>
                </span>
              </div>
              <div className={styles.rowActions}>
                {node.level < MAX_LEVEL ? (
                  <Button
                    size="small"
                    variant="secondary"
                    icon="plus"
                    onClick={() => onAction('add', node)}
                    aria-label={`Pievienot ${CHILD_NOUN[node.level + 1]} zem „${node.title}”`}
                  >
                    Pievienot {CHILD_NOUN[node.level + 1]}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  variant="secondary"
                  icon="edit"
                  onClick={() => onAction('edit', node)}
                  aria-label={`Labot „${node.title}”`}
                >
                  Labot
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  data-step={`up-${node.id}`}
                  disabled={index === 0}
                  onClick={() => onStep(node, -1)}
                  aria-label={`Augšup: „${node.title}” vienu vietu augstāk`}
                >
                  Augšup
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  data-step={`down-${node.id}`}
                  disabled={index === nodes.length - 1}
                  onClick={() => onStep(node, 1)}
                  aria-label={`Lejup: „${node.title}” vienu vietu zemāk`}
                >
                  Lejup
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => onAction('move', node)}
                  aria-label={`Pārvietot „${node.title}” citur`}
                >
                  Pārvietot
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  icon="trash"
                  onClick={() => onAction('delete', node)}
                  aria-label={`Dzēst „${node.title}”`}
                >
                  Dzēst
                </Button>
              </div>
            </div>
            {node.children.length > 0 && open ? (
              <div id={branchId}>
                <CategoryTree
                  nodes={node.children}
                  expanded={expanded}
                  onToggle={onToggle}
                  onAction={onAction}
                  onStep={onStep}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
