import { useWatch } from 'react-hook-form';
import { routePath } from '@portal/contracts/routes';
import { ArticleForm, CONTENT_LIMITS, type AdminArticle } from '@portal/contracts/schemas/admin/content';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { adminPath } from '../../../lib/adminPath';
import { EditorForm } from '../../../lib/EditorForm';
import { PictureField } from '../../../lib/PictureField';
import { RichTextField } from '../../../lib/RichTextField';
import { useBackToList } from '../../../lib/useBackToList';
import { useCreateNews, useUpdateNews } from '../hooks/useNews';

export const NEWS_LABELS = {
  title: 'Nosaukums',
  description: 'Īss apraksts',
  image: 'Attēls',
  content: 'Saturs',
  published: 'Publicēts',
} as const;

export const IMAGE_HINT =
  'JPEG, PNG, GIF vai WebP, līdz 10 MB. Jaunuma kartītē attēls tiek rādīts 16:9; lielāki attēli tiek samazināti.';

interface NewsValues {
  title: string;
  description: string;
  content: string;
  published: boolean;
  remove_image: boolean;
  /** A newly chosen picture; it travels beside the checked values. */
  image: File | null;
}

function initialValues(post: AdminArticle | null): NewsValues {
  return {
    title: post?.title ?? '',
    description: post?.description ?? '',
    content: post?.content ?? '',
    published: post?.published ?? false,
    remove_image: false,
    image: null,
  };
}

/**
 * A news post's form (issue 19): title, short description, picture with its preview, the body in
 * the rich-text editor and 'Publicēts'. The rules are the contracts' ArticleForm; the server's 422
 * lands on the fields, the picture's too.
 */
export function NewsForm({ post }: { post: AdminArticle | null }) {
  const backToList = useBackToList('jaunumi');
  const create = useCreateNews();
  const update = useUpdateNews();
  const form = useSchemaForm({
    schema: ArticleForm,
    defaultValues: initialValues(post),
    onSubmit: async (values: ArticleForm) => {
      const image = form.getValues('image');
      if (post) await update.mutateAsync({ id: post.id, changes: { ...values, image } });
      else await create.mutateAsync({ ...values, image });
      await backToList(values.published ? 'Jaunums saglabāts un publicēts.' : 'Jaunums saglabāts.');
    },
  });
  const [description, removed] = useWatch({ control: form.control, name: ['description', 'remove_image'] });

  return (
    <EditorForm
      form={form}
      backTo={adminPath('jaunumi')}
      viewTo={post?.published ? routePath('post', { id: post.id }) : null}
    >
      <FormField label={NEWS_LABELS.title} error={form.errors.title} required>
        <TextInput maxLength={CONTENT_LIMITS.title} {...form.register('title')} />
      </FormField>
      <FormField
        label={NEWS_LABELS.description}
        hint="Rādīts jaunuma kartītē sākumlapā un jaunumu sarakstā."
        error={form.errors.description}
        remaining={CONTENT_LIMITS.description - [...description].length}
      >
        <TextArea rows={3} maxLength={CONTENT_LIMITS.description} {...form.register('description')} />
      </FormField>
      <PictureField
        control={form.control}
        label={NEWS_LABELS.image}
        hint={IMAGE_HINT}
        current={post?.image?.full_url ?? null}
        removed={removed}
        onChoose={() => form.setValue('remove_image', false)}
        onRemove={() => form.setValue('remove_image', post?.image !== null && post?.image !== undefined)}
      />
      <RichTextField control={form.control} name="content" label={NEWS_LABELS.content} required />
      <Checkbox label={NEWS_LABELS.published} error={form.errors.published} {...form.register('published')} />
    </EditorForm>
  );
}
