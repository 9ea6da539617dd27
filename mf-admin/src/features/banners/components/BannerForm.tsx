import { BannerForm as BannerSchema, CONTENT_LIMITS, type AdminBanner } from '@portal/contracts/schemas/admin/content';
import { LIMITS } from '@portal/contracts/constants';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { adminPath } from '../../../lib/adminPath';
import { EditorForm } from '../../../lib/EditorForm';
import { PictureField } from '../../../lib/PictureField';
import { useBackToList } from '../../../lib/useBackToList';
import { useCreateBanner, useUpdateBanner } from '../hooks/useBanners';

export const BANNER_IMAGE_HINT =
  'JPEG, PNG, GIF vai WebP, līdz 10 MB. Attēls tiek apgriezts slīdrādes formātā 3:1 (1200 × 400 pikseļu); vislabāk der tieši tāds.';
export const TARGET_HINT =
  'Kur ved klikšķis uz banera: https://… vai adrese portālā, piemēram, /jaunumi. Var atstāt tukšu.';

interface BannerValues {
  title: string;
  target_url: string;
  active: boolean;
  position: null;
  /** A newly chosen picture; it travels beside the checked values. */
  image: File | null;
}

/** A banner's form: picture (required for a new one), title, target and 'Rādīt sākumlapā'. */
export function BannerForm({ banner }: { banner: AdminBanner | null }) {
  const backToList = useBackToList('baneri');
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const form = useSchemaForm({
    schema: BannerSchema,
    defaultValues: {
      title: banner?.title ?? '',
      target_url: banner?.target_url ?? '',
      active: banner?.active ?? true,
      position: null,
      image: null,
    } satisfies BannerValues as BannerValues,
    onSubmit: async ({ title, target_url, active }: BannerSchema) => {
      const image = form.getValues('image');
      if (banner) await update.mutateAsync({ id: banner.id, changes: { title, target_url, active, image } });
      else await create.mutateAsync({ title, target_url, active, position: null, image });
      await backToList('Baneris saglabāts.');
    },
  });

  return (
    <EditorForm form={form} backTo={adminPath('baneri')}>
      <PictureField
        control={form.control}
        label="Attēls"
        hint={BANNER_IMAGE_HINT}
        required
        current={banner?.image?.full_url ?? null}
      />
      <FormField label="Nosaukums" hint="Rādīts uz banera attēla." error={form.errors.title} required>
        <TextInput maxLength={CONTENT_LIMITS.title} {...form.register('title')} />
      </FormField>
      <FormField label="Saite" hint={TARGET_HINT} error={form.errors.target_url}>
        <TextInput type="text" inputMode="url" maxLength={LIMITS.url} {...form.register('target_url')} />
      </FormField>
      <Checkbox label="Rādīt sākumlapā" error={form.errors.active} {...form.register('active')} />
    </EditorForm>
  );
}
