import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  CATEGORY_LEVELS,
  CATEGORY_LIMITS,
  CategoryCreateForm,
  CategoryReuseForm,
  CategoryTextForm,
  type AdminCategoryNode,
  type AdminCategoryTree,
} from '@portal/contracts/schemas/admin/categories';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormDialog } from '@portal/shared-ui/components/FormDialog';
import { FormField, type FieldErrorValue } from '@portal/shared-ui/components/FormField';
import { Select } from '@portal/shared-ui/components/Select';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { plural } from '@portal/shared-ui/lib/plural';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useCreateCategory, useUpdateCategory } from '../api/categories';
import { IconPicker, iconFileProblem, type IconChoice } from './IconPicker';
import { CHILD_NOUN, pathLabel } from './treeShape';
import styles from './CategoriesSection.module.css';

/** The icon fields of a create or update call for the choice made. */
function iconInput(choice: IconChoice, file: File | null) {
  if (choice === 'upload') return { icon: file };
  if (choice === 'none') return { remove_icon: true };
  if (typeof choice === 'number') return { icon_file_id: choice };
  return {};
}

function useIconChoice(initial: IconChoice) {
  const [choice, setChoice] = useState<IconChoice>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Null when the choice can be sent; otherwise it says why, under the picker. */
  const check = () => {
    const problem = choice === 'upload' ? iconFileProblem(file) : null;
    setError(problem);
    return problem;
  };
  const picker = {
    value: choice,
    onChange: (next: IconChoice) => {
      setChoice(next);
      setError(null);
    },
    onFile: (next: File | null) => {
      setFile(next);
      setError(null);
    },
    error,
  };
  return { choice, file, check, picker };
}

export interface CreateCategoryDialogProps {
  tree: AdminCategoryTree;
  /** The node to add under; null adds a class at the top level. */
  parent: AdminCategoryNode | null;
  onClose: () => void;
  onCreated: (node: AdminCategoryNode) => void;
}

/**
 * 'Pievienot klasi / tēmu / veidu': a new category, or one the tree already has at that level shown
 * in one more place (a theme's 'Noderīgas saites', say, where link materials go).
 */
export function CreateCategoryDialog({ tree, parent, onClose, onCreated }: CreateCategoryDialogProps) {
  const level = parent ? parent.level + 1 : 1;
  // Categories of this level not yet under this parent, one entry each.
  const taken = new Set(tree.data.filter((node) => node.parent_id === (parent?.id ?? null)).map((n) => n.category_id));
  const existing = [
    ...new Map(
      tree.data
        .filter((node) => node.level === level && !taken.has(node.category_id))
        .map((node) => [node.category_id, node] as const),
    ).values(),
  ].sort((a, b) => a.title.localeCompare(b.title, 'lv'));
  const [source, setSource] = useState<'new' | 'existing'>('new');
  const noun = CHILD_NOUN[level] ?? 'kategoriju';
  const props = { tree, parent, onClose, onCreated };

  return (
    <Dialog open title={`Pievienot ${noun}`} onClose={onClose} size="large">
      <div className={styles.form}>
        <p className={styles.muted}>
          {parent ? `Vieta: ${pathLabel(tree.data, parent.id)} › …` : 'Vieta: kategoriju koka augšējais līmenis.'}{' '}
          {CATEGORY_LEVELS[level - 1]} ir {level}. līmenis no {CATEGORY_LEVELS.length}.
        </p>
        {existing.length > 0 ? (
          <fieldset className={styles.choice}>
            <legend className={styles.legend}>Kategorija</legend>
            <label className={styles.radio}>
              <input type="radio" name="source" checked={source === 'new'} onChange={() => setSource('new')} />
              Jauna kategorija
            </label>
            <label className={styles.radio}>
              <input
                type="radio"
                name="source"
                checked={source === 'existing'}
                onChange={() => setSource('existing')}
              />
              Esoša kategorija arī šajā vietā
            </label>
          </fieldset>
        ) : null}
        {source === 'existing' ? (
          <ExistingCategoryForm {...props} existing={existing} />
        ) : (
          <NewCategoryForm {...props} />
        )}
      </div>
    </Dialog>
  );
}

function Actions({ submitting, label, onClose }: { submitting: boolean; label: string; onClose: () => void }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
      <Button type="button" variant="secondary" onClick={onClose}>
        Atcelt
      </Button>
    </div>
  );
}

/** What CategoryTextFields needs of a `useSchemaForm` form with a title and a description. */
interface TextFieldsForm {
  register: (name: 'title' | 'description') => UseFormRegisterReturn;
  errors: { title?: FieldErrorValue; description?: FieldErrorValue };
}

/** A category's title and description, as a new one is given them and as 'Labot' changes them. */
function CategoryTextFields({ form, description }: { form: TextFieldsForm; description: string | undefined }) {
  return (
    <>
      <FormField label="Nosaukums" error={form.errors.title} required>
        <TextInput autoComplete="off" maxLength={CATEGORY_LIMITS.title} {...form.register('title')} />
      </FormField>
      <FormField
        label="Apraksts"
        error={form.errors.description}
        remaining={CATEGORY_LIMITS.description - (description?.length ?? 0)}
      >
        <TextArea rows={3} maxLength={CATEGORY_LIMITS.description} {...form.register('description')} />
      </FormField>
    </>
  );
}

function NewCategoryForm({ tree, parent, onClose, onCreated }: CreateCategoryDialogProps) {
  const notify = useNotifications((state) => state.notify);
  const create = useCreateCategory();
  const icon = useIconChoice('none');
  const form = useSchemaForm({
    schema: CategoryCreateForm,
    defaultValues: { parent_id: parent?.id ?? null, title: '', description: '' } as {
      parent_id: number | null;
      title: string;
      description: string;
    },
    onSubmit: async (values) => {
      if (icon.check()) return;
      const node = await create.mutateAsync({
        parent_id: values.parent_id,
        title: values.title,
        description: values.description,
        ...(typeof icon.choice === 'number' ? { icon_file_id: icon.choice } : {}),
        ...(icon.choice === 'upload' ? { icon: icon.file } : {}),
      });
      notify({ type: 'success', title: 'Kategorija pievienota', text: node.title });
      onCreated(node);
    },
  });
  const description = form.watch('description');
  return (
    <Form form={form} className={styles.form}>
      <FormError />
      <CategoryTextFields form={form} description={description} />
      <IconPicker icons={tree.icons} {...icon.picker} />
      <Actions submitting={form.submitting} label="Pievienot" onClose={onClose} />
    </Form>
  );
}

function ExistingCategoryForm({
  parent,
  onClose,
  onCreated,
  existing,
}: CreateCategoryDialogProps & { existing: AdminCategoryNode[] }) {
  const notify = useNotifications((state) => state.notify);
  const create = useCreateCategory();
  const form = useSchemaForm({
    schema: CategoryReuseForm,
    defaultValues: { parent_id: parent?.id ?? null, category_id: '' } as {
      parent_id: number | null;
      category_id: string;
    },
    onSubmit: async (values) => {
      const node = await create.mutateAsync(values);
      notify({ type: 'success', title: 'Kategorija pievienota', text: node.title });
      onCreated(node);
    },
  });
  return (
    <Form form={form} className={styles.form}>
      <FormError />
      <FormField
        label="Esoša kategorija"
        error={form.errors.category_id}
        hint="Tās nosaukums, apraksts un ikona būs tie paši visās vietās."
        required
      >
        <Select
          {...form.register('category_id')}
          placeholder="Izvēlies kategoriju..."
          options={existing.map((node) => ({ value: node.category_id, label: node.title }))}
        />
      </FormField>
      <Actions submitting={form.submitting} label="Pievienot" onClose={onClose} />
    </Form>
  );
}

export interface EditCategoryDialogProps {
  tree: AdminCategoryTree;
  node: AdminCategoryNode;
  onClose: () => void;
}

/** 'Labot': the title, description and icon of the node's category, in every place it shows. */
export function EditCategoryDialog({ tree, node, onClose }: EditCategoryDialogProps) {
  const notify = useNotifications((state) => state.notify);
  const update = useUpdateCategory();
  const icon = useIconChoice(node.icon_url ? 'keep' : 'none');
  const form = useSchemaForm({
    schema: CategoryTextForm,
    defaultValues: { title: node.title, description: node.description ?? '' },
    onSubmit: async (values) => {
      if (icon.check()) return;
      const keepsNoIcon = icon.choice === 'none' && !node.icon_url;
      const saved = await update.mutateAsync({
        id: node.id,
        input: { ...values, ...(keepsNoIcon ? {} : iconInput(icon.choice, icon.file)) },
      });
      notify({ type: 'success', title: 'Kategorija saglabāta', text: saved.title });
      onClose();
    },
  });
  const description = form.watch('description');
  const others = node.shared_node_ids.length;
  return (
    <FormDialog
      form={form}
      title={`Labot „${node.title}”`}
      size="large"
      lead={
        <>
          <p className={styles.muted}>Vieta: {pathLabel(tree.data, node.id)}</p>
          {others > 0 ? (
            <p className={styles.note}>
              {plural(others, {
                one: 'Šī kategorija redzama vēl {n} vietā: nosaukums, apraksts un ikona mainīsies visur.',
                many: 'Šī kategorija redzama vēl {n} vietās: nosaukums, apraksts un ikona mainīsies visur.',
              })}
            </p>
          ) : null}
        </>
      }
      submit="Saglabāt"
      onClose={onClose}
    >
      <CategoryTextFields form={form} description={description} />
      <IconPicker icons={tree.icons} current={node.icon_url ?? undefined} {...icon.picker} />
    </FormDialog>
  );
}
