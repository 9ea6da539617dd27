import type { Ref } from 'react';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { PicturePicker } from '@portal/shared-ui/components/PicturePicker';

export const NOT_AN_IMAGE = 'Profila bildei jāizvēlas attēla fails.';

const AVATAR_TEXTS = {
  choose: 'Mainīt bildi',
  change: 'Mainīt bildi',
  remove: 'Dzēst bildi',
  notAPicture: NOT_AN_IMAGE,
};

export interface AvatarPickerProps {
  /** id of the 'Mainīt bildi' button (where the focus goes for an avatar error) */
  id: string;
  /** the avatar saved now (its URL): the profile edit's; the registration has none */
  current?: string | null;
  /** a newly chosen file, or null */
  file: File | null;
  /** 'Dzēst bildi' was pressed on the saved avatar: it goes when the form is saved */
  removed?: boolean;
  onChoose: (file: File) => void;
  /** 'Dzēst bildi': the chosen file (or the saved avatar) is taken back */
  onRemove: () => void;
  /** the preview's size in px (registration 96, profile edit 120) */
  size?: number;
  /** the server's message for the file */
  error?: string;
  /** What the form focuses when the picture is the first field in error: 'Mainīt bildi'. */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * The profile picture of the registration and of the profile edit (spec §2.2): the picture picker
 * with 'Mainīt bildi' and 'Dzēst bildi', previewed as the avatar it becomes (the default icon
 * while there is none).
 */
export function AvatarPicker({ size = 96, ...picture }: AvatarPickerProps) {
  return (
    <PicturePicker
      {...picture}
      label="Profila bilde"
      accept="image/*"
      texts={AVATAR_TEXTS}
      preview={({ src, chosen }) => (
        <Avatar
          src={src}
          name={chosen ? 'Izvēlētā profila bilde' : src ? 'Pašreizējā profila bilde' : 'Profila bildes nav'}
          size={size}
        />
      )}
    />
  );
}
