import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { errorStatus } from '@portal/contracts/api/client';
import type { MaterialInput } from '@portal/contracts/api/materials';
import { LIMITS, MAX_UPLOAD_BYTES, type MaterialType } from '@portal/contracts/constants';
import { FORM_MESSAGES, fieldMessage } from '@portal/contracts/messages';
import { NOTICES } from '@portal/contracts/notices';
import type { CategoryNode, Material } from '@portal/contracts/schemas/entities';
import { MaterialForm as MaterialFormSchema } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { Select } from '@portal/shared-ui/components/Select';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { UploadProgress } from '@portal/shared-ui/components/UploadProgress';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { notify } from '@portal/shared-ui/stores/notifications';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { RadioField } from '../../../lib/RadioField';
import { useViewer } from '../../../lib/viewer';
import { useCats } from '../api/cats';
import { useSaveMaterial } from '../api/saveMaterial';
import { branches, cascade, optionsOf, selectionFromIds, type CategorySelection } from '../hooks/categoryCascade';
import { FilePicker } from './FilePicker';
import styles from './MaterialForm.module.css';

export interface MaterialFormProps {
  type: MaterialType;
  /** editing: the form is loaded with it */
  material?: Material;
  /** a new file material: the file chosen in the first step */
  file?: File | null;
  /** node ids to preselect (the upload address's `categories`) */
  presetCategories?: readonly number[];
  /** 'Atpakaļ' */
  onBack: () => void;
  onSaved: (material: Material) => void;
}

interface MaterialFormValues {
  type: MaterialType;
  title: string;
  uri: string;
  description: string;
  categories: CategorySelection;
  signature_type: string;
  /** beside the schema: the file travels with the request */
  file: File | null;
}

/** The material form of spec §2.2 for both the upload and 'Mainīt materiālu', once the category tree is in. */
export function MaterialForm(props: MaterialFormProps) {
  const cats = useCats(props.type);
  if (shownError(cats)) return <LoadError text="Neizdevās ielādēt kategorijas." onRetry={() => void cats.refetch()} />;
  if (!cats.data) return <Spinner block label="Ielādē kategorijas..." />;
  return <MaterialFormFields {...props} tree={cats.data} />;
}

const CATEGORY_SELECTS = [
  { key: 'class', label: 'Klase', placeholder: 'Izvēlies klasi...' },
  { key: 'theme', label: 'Tēma', placeholder: 'Izvēlies tēmu...' },
  { key: 'type', label: 'Veids', placeholder: 'Izvēlies veidu...' },
] as const;

function MaterialFormFields({
  type,
  material,
  file,
  presetCategories = [],
  onBack,
  onSaved,
  tree,
}: MaterialFormProps & { tree: CategoryNode[] }) {
  const viewer = useViewer();
  const pseudonym = viewer.user?.pseudonym?.trim() || null;
  const save = useSaveMaterial();
  const [progress, setProgress] = useState<number | null>(null);

  const form = useSchemaForm({
    schema: MaterialFormSchema,
    defaultValues: {
      type,
      title: material?.title ?? '',
      uri: material?.uri ?? '',
      description: material?.description ?? '',
      categories: selectionFromIds(tree, material ? material.categories.map((node) => node.id) : presetCategories),
      // With one way to sign there is nothing to choose.
      signature_type: material?.signature_type ?? (pseudonym ? '' : 'name'),
      file: file ?? null,
    } satisfies MaterialFormValues as MaterialFormValues,
    // The server checks the three ids as one list; its message belongs under the first select.
    serverFields: { categories: 'categories.class' },
    conditional: ['categories.theme', 'categories.type'],
    onSubmit: async (values) => {
      const chosen = form.getValues('file');
      if (type === 'file' && !material && !chosen) {
        form.showServerErrors({ file: [fieldMessage('file_required', 'file')] });
        return;
      }
      const { class: klass, theme, type: kind } = values.categories;
      const input = { ...values, categories: [klass, theme, kind], file: chosen } as MaterialInput;
      if (type === 'file' && chosen) setProgress(0);
      try {
        onSaved(await save.mutateAsync({ id: material?.id, input, onProgress: setProgress }));
      } catch (error) {
        const status = errorStatus(error);
        // Spec §8: too large is said on the file; field errors on their fields (the form wrapper).
        if (status === 413) form.showServerErrors({ file: [FORM_MESSAGES.fileTooLarge] });
        else if (status === 422) throw error;
        else {
          console.error('Saving the material failed', error);
          notify({ type: 'error', ...NOTICES.materialSaveFailed });
        }
      } finally {
        setProgress(null);
      }
    },
  });

  const selection = form.watch('categories');
  const description = form.watch('description') ?? '';
  const { themes, types } = branches(tree, selection);
  const options = { class: optionsOf(tree), theme: optionsOf(themes), type: optionsOf(types) };
  const shown = { class: true, theme: selection.class !== '', type: selection.theme !== '' };
  const onCategoryChange = () => {
    const next = cascade(tree, form.getValues('categories'));
    for (const key of ['theme', 'type'] as const) {
      if (next[key] !== form.getValues(`categories.${key}`)) form.setValue(`categories.${key}`, next[key]);
    }
  };

  return (
    <Form form={form} className={styles.form}>
      <FormError />
      {type === 'file' ? (
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FormField label="Fails" error={form.errors.file} required={!material}>
              {(control) => (
                <FilePicker
                  {...control}
                  ref={field.ref}
                  file={field.value}
                  stored={material?.file}
                  disabled={form.submitting}
                  onChange={(chosen) => {
                    if (chosen.size > MAX_UPLOAD_BYTES) {
                      form.setError('file', { type: 'server', message: FORM_MESSAGES.fileTooLarge });
                      return;
                    }
                    field.onChange(chosen);
                  }}
                />
              )}
            </FormField>
          )}
        />
      ) : null}
      <FormField label="Nosaukums" error={form.errors.title} required>
        <TextInput {...form.register('title')} />
      </FormField>
      {type === 'link' ? (
        <FormField label="Saite" error={form.errors.uri} required>
          <TextInput type="url" inputMode="url" placeholder="https://" {...form.register('uri')} />
        </FormField>
      ) : null}
      <FormField
        label="Apraksts"
        error={form.errors.description}
        remaining={LIMITS.materialDescription - [...description].length}
      >
        <TextArea rows={5} {...form.register('description')} />
      </FormField>
      <div className={styles.categories}>
        {CATEGORY_SELECTS.filter(({ key }) => shown[key]).map(({ key, label, placeholder }) => (
          <Controller
            key={key}
            control={form.control}
            name={`categories.${key}`}
            render={({ field }) => (
              <FormField label={label} error={form.errors.categories?.[key]} required>
                <Select
                  placeholder={placeholder}
                  options={options[key]}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    onCategoryChange();
                  }}
                />
              </FormField>
            )}
          />
        ))}
      </div>
      <RadioField
        legend="Paraksts"
        required
        options={[
          { value: 'name', label: `Vārds: ${viewer.user?.name ?? material?.signature ?? ''}` },
          ...(pseudonym ? [{ value: 'pseudonym', label: `Pseidonīms: ${pseudonym}` }] : []),
        ]}
        registration={form.register('signature_type')}
        error={form.errors.signature_type?.message}
      />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack} disabled={form.submitting}>
          Atpakaļ
        </Button>
        <Button type="submit" loading={form.submitting} disabled={form.hasErrors}>
          Iesniegt
        </Button>
      </div>
    </Form>
  );
}
