/**
 * The cascading selects class → theme → type of the material form (spec §4) over the tree of
 * GET /api/cats: a theme belongs to its class, a type to its theme. Values are the node ids as
 * the selects hold them ('' for none).
 */
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import type { SelectOption } from '@portal/shared-ui/components/Select';

export interface CategorySelection {
  class: string;
  theme: string;
  type: string;
}

export const NO_SELECTION: CategorySelection = { class: '', theme: '', type: '' };

function childOf(nodes: readonly CategoryNode[], id: string): CategoryNode | undefined {
  return id === '' ? undefined : nodes.find((node) => String(node.id) === id);
}

export function optionsOf(nodes: readonly CategoryNode[]): SelectOption[] {
  return nodes.map((node) => ({ value: String(node.id), label: node.category.title }));
}

/** The themes of the chosen class and the types of the chosen theme (empty until chosen). */
export function branches(tree: readonly CategoryNode[], selection: CategorySelection) {
  const klass = childOf(tree, selection.class);
  const theme = klass ? childOf(klass.children, selection.theme) : undefined;
  return { themes: klass?.children ?? [], types: theme?.children ?? [] };
}

/**
 * Spec §4: a changed class clears the theme and type that no longer belong to its branch; a
 * changed theme likewise clears the type. What still belongs stays.
 */
export function cascade(tree: readonly CategoryNode[], selection: CategorySelection): CategorySelection {
  const klass = childOf(tree, selection.class);
  const theme = klass ? childOf(klass.children, selection.theme) : undefined;
  const type = theme ? childOf(theme.children, selection.type) : undefined;
  return {
    class: klass ? selection.class : '',
    theme: theme ? selection.theme : '',
    type: type ? selection.type : '',
  };
}

/**
 * The selection a list of node ids makes (the upload address's `categories=3,31,319`, a material's
 * categories): the class among the top level, its theme, the theme's type. Ids that do not make
 * such a path are left out, so a preset from a category screen chooses as much as it can.
 */
export function selectionFromIds(tree: readonly CategoryNode[], ids: readonly number[]): CategorySelection {
  const wanted = new Set(ids.map(String));
  const pick = (nodes: readonly CategoryNode[]) => nodes.find((node) => wanted.has(String(node.id)));
  const klass = pick(tree);
  const theme = klass ? pick(klass.children) : undefined;
  const type = theme ? pick(theme.children) : undefined;
  return {
    class: klass ? String(klass.id) : '',
    theme: theme ? String(theme.id) : '',
    type: type ? String(type.id) : '',
  };
}

/** Ids from the address: '3,31,319' → [3, 31, 319]; anything else is dropped. */
export function readIds(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number);
}
