import { useNavigate } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { ProfileForm } from '@portal/contracts/schemas/forms';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useSaveProfile } from '../api/profile';

export interface ProfileValues {
  /** a newly chosen avatar; it travels beside the checked values */
  file: File | null;
  first_name: string;
  last_name: string;
  pseudonym: string;
  school_id: number | null;
  description: string;
  newsletter: boolean;
  /** 'Dzēst bildi': the current avatar goes (ignored by the server when a new file is sent) */
  remove_avatar: boolean;
}

export function initialValues(user: CurrentUser): ProfileValues {
  return {
    file: null,
    first_name: user.first_name,
    last_name: user.last_name,
    pseudonym: user.pseudonym ?? '',
    school_id: user.school_id,
    description: user.description ?? '',
    // Spec §4: an unanswered newsletter (null) is saved as false; the box shows it unticked.
    newsletter: user.newsletter === true,
    remove_avatar: false,
  };
}

/**
 * The profile edit on the shared form layer (spec §2.2, §5): the contracts' ProfileForm checks the
 * whole form before anything is sent, the server's 422 map lands on the fields (`file` on the
 * avatar, `school_id` under the school picker), and after saving the teacher goes to the profile.
 */
export function useProfileForm(user: CurrentUser) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const form = useSchemaForm({
    schema: ProfileForm,
    defaultValues: initialValues(user),
    onSubmit: async (output: ProfileForm) => {
      const file = form.getValues('file');
      await save(file ? { ...output, file } : output);
      await navigate(routePath('profile'));
    },
  });
  return form;
}
