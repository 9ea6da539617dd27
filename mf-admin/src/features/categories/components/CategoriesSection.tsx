import { useEffect, useRef, useState } from 'react';
import type { AdminCategoryNode } from '@portal/contracts/schemas/admin/categories';
import { Button } from '@portal/shared-ui/components/Button';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { AdminFrame } from '../../../lib/AdminFrame';
import { useCategoryTree, useUpdateCategory } from '../api/categories';
import { CategoryTree, type CategoryAction } from './CategoryTree';
import { CreateCategoryDialog, EditCategoryDialog } from './CategoryFormDialog';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { MoveCategoryDialog } from './MoveCategoryDialog';
import { nestTree, pathLabel, type TreeNode } from './treeShape';
import styles from './CategoriesSection.module.css';

type Open =
  | { action: 'add'; parent: AdminCategoryNode | null }
  | { action: Exclude<CategoryAction, 'add'>; node: AdminCategoryNode }
  | null;

/** After a step the same button keeps the focus, or its twin when the node reached an end. */
function focusStep(id: number, direction: 'up' | 'down') {
  const other = direction === 'up' ? 'down' : 'up';
  const button =
    document.querySelector<HTMLButtonElement>(`[data-step="${direction}-${id}"]:not([disabled])`) ??
    document.querySelector<HTMLButtonElement>(`[data-step="${other}-${id}"]`);
  button?.focus();
}

/**
 * 'Kategorijas' (issue 19): the class → theme → type tree teachers put materials in. Add a node
 * (a new category, or one the tree has in one more place), rename, describe, choose its icon,
 * reorder among its siblings, move it elsewhere, delete an empty one.
 */
export default function CategoriesSection() {
  const query = useCategoryTree();
  const update = useUpdateCategory();
  const notify = useNotifications((state) => state.notify);
  const [open, setOpen] = useState<Open>(null);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [said, setSaid] = useState('');
  /** The step whose button gets the focus once the tree shows the node in its new place. */
  const [refocus, setRefocus] = useState<{ id: number; direction: 'up' | 'down'; position: number } | null>(null);
  const focused = useRef<typeof refocus>(null);
  const error = shownError(query);
  const tree = query.data;
  const nodes = tree ? nestTree(tree.data) : [];

  const expand = (...ids: Array<number | null>) =>
    setExpanded((current) => new Set([...current, ...ids.filter((id): id is number => id !== null)]));
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const step = async (node: TreeNode, by: -1 | 1) => {
    // One step at a time; the buttons stay enabled meanwhile, so the focus stays on them.
    if (update.isPending) return;
    try {
      const moved = await update.mutateAsync({ id: node.id, input: { position: node.position + by } });
      setSaid(`„${moved.title}” tagad ir ${moved.position}. vietā.`);
      setRefocus({ id: node.id, direction: by < 0 ? 'up' : 'down', position: moved.position });
    } catch (failure) {
      notify({ type: 'error', title: 'Secību neizdevās mainīt', text: (await describeFailure(failure)).message });
    }
  };
  // Focus only once the reloaded tree is on the screen: a button focused in the old tree may be
  // disabled (the node reached an end) or replaced by the new one, and the focus would fall to the page.
  useEffect(() => {
    if (!refocus || refocus === focused.current || !tree) return;
    if (tree.data.find((shown) => shown.id === refocus.id)?.position !== refocus.position) return;
    focused.current = refocus;
    focusStep(refocus.id, refocus.direction);
  }, [refocus, tree]);

  const act = (action: CategoryAction, node: TreeNode) =>
    setOpen(action === 'add' ? { action, parent: node } : { action, node });

  return (
    <AdminFrame
      title="Kategorijas"
      intro="Kategoriju koks, kurā skolotāji ievieto materiālus: klase → tēma → veids. Materiāls redzams savā veidā, tēmā un klasē."
      actions={
        tree ? (
          <Button icon="plus" onClick={() => setOpen({ action: 'add', parent: null })}>
            Pievienot klasi
          </Button>
        ) : null
      }
    >
      <VisuallyHidden>
        <span role="status">{said}</span>
      </VisuallyHidden>
      <section aria-label="Kategoriju koks" className={styles.section}>
        {error ? (
          <LoadError text="Kategoriju koku neizdevās ielādēt." onRetry={() => void query.refetch()} />
        ) : !tree ? (
          <Spinner block label="Ielādē kategorijas..." />
        ) : nodes.length === 0 ? (
          <EmptyState
            text="Kategoriju vēl nav: bez tām skolotāji nevar ievietot materiālus. Sāc ar klasi."
            action={
              <Button icon="plus" onClick={() => setOpen({ action: 'add', parent: null })}>
                Pievienot klasi
              </Button>
            }
          />
        ) : (
          <>
            <div className={styles.treeTools}>
              <Button size="small" variant="link" onClick={() => expand(...tree.data.map((node) => node.id))}>
                Atvērt visu
              </Button>
              <Button size="small" variant="link" onClick={() => setExpanded(new Set())}>
                Aizvērt visu
              </Button>
            </div>
            <CategoryTree
              nodes={nodes}
              expanded={expanded}
              onToggle={toggle}
              onAction={act}
              onStep={(node, by) => void step(node, by)}
            />
          </>
        )}
      </section>

      {tree && open?.action === 'add' ? (
        <CreateCategoryDialog
          tree={tree}
          parent={open.parent}
          onClose={() => setOpen(null)}
          onCreated={(node) => {
            expand(...(open.parent ? [open.parent.parent_id, open.parent.id] : []), node.parent_id);
            setOpen(null);
          }}
        />
      ) : null}
      {tree && open?.action === 'edit' ? (
        <EditCategoryDialog tree={tree} node={open.node} onClose={() => setOpen(null)} />
      ) : null}
      {tree && open?.action === 'move' ? (
        <MoveCategoryDialog
          flat={tree.data}
          node={open.node}
          onClose={() => setOpen(null)}
          onMoved={(node) => {
            expand(node.parent_id);
            setOpen(null);
          }}
        />
      ) : null}
      {tree && open?.action === 'delete' ? (
        <DeleteCategoryDialog
          node={open.node}
          path={pathLabel(tree.data, open.node.id)}
          onClose={() => setOpen(null)}
          onDeleted={() => setOpen(null)}
        />
      ) : null}
    </AdminFrame>
  );
}
