import { useRef } from 'react';
import { routePath } from '@portal/contracts/routes';
import { CONTENT_LIMITS, PageForm, type AdminPage } from '@portal/contracts/schemas/admin/content';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { adminPath } from '../../../lib/adminPath';
import { EditorForm } from '../../../lib/EditorForm';
import { RichTextField } from '../../../lib/RichTextField';
import { useBackToList } from '../../../lib/useBackToList';
import { useCreatePage, useUpdatePage } from '../hooks/usePages';

export const SLUG_HINT = 'Lapa būs redzama adresē /lapa/<adrese>. Tikai mazie burti a–z, cipari un defises.';
export const KEPT_SLUG_HINT = 'Uz šo lapu ved saites portālā, tāpēc tās adresi mainīt nevar.';

/** An address suggested by the title: 'Par mūsu skolu' → 'par-musu-skolu' (diacritics dropped). */
export function slugFrom(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_LIMITS.slug)
    .replace(/-+$/, '');
}

/**
 * A static page's form: title, address and the body in the rich-text editor. A new page's address
 * follows its title until the address is edited by hand; the rules and about pages keep theirs.
 */
export function PageEditForm({ page }: { page: AdminPage | null }) {
  const backToList = useBackToList('lapas');
  const create = useCreatePage();
  const update = useUpdatePage();
  const slugEdited = useRef(page !== null);
  const form = useSchemaForm({
    schema: PageForm,
    defaultValues: { title: page?.title ?? '', slug: page?.slug ?? '', content: page?.content ?? '' },
    onSubmit: async (values: PageForm) => {
      if (page) await update.mutateAsync({ slug: page.slug, form: values });
      else await create.mutateAsync(values);
      await backToList('Lapa saglabāta.');
    },
  });
  const title = form.register('title');
  const slug = form.register('slug');

  return (
    <EditorForm form={form} backTo={adminPath('lapas')} viewTo={page ? routePath('page', { slug: page.slug }) : null}>
      <FormField label="Nosaukums" error={form.errors.title} required>
        <TextInput
          maxLength={CONTENT_LIMITS.title}
          {...title}
          onChange={(event) => {
            void title.onChange(event);
            if (!slugEdited.current) form.setValue('slug', slugFrom(event.target.value));
          }}
        />
      </FormField>
      <FormField label="Adrese" hint={page?.protected ? KEPT_SLUG_HINT : SLUG_HINT} error={form.errors.slug} required>
        <TextInput
          maxLength={CONTENT_LIMITS.slug}
          autoComplete="off"
          spellCheck={false}
          readOnly={page?.protected}
          {...slug}
          onChange={(event) => {
            slugEdited.current = true;
            void slug.onChange(event);
          }}
        />
      </FormField>
      <RichTextField control={form.control} name="content" label="Saturs" required />
    </EditorForm>
  );
}
