import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PicturePicker, type PicturePickerProps } from '@portal/shared-ui/components/PicturePicker';

// A small inline picture, so the story works offline.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" fill="#1f5fa8"/><text x="150" y="115" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">Jaunums</text></svg>',
  );

type Fixed = Pick<PicturePickerProps, 'label' | 'hint' | 'required' | 'current' | 'error'> & { removable?: boolean };

/** The picker with its state held here, as the forms hold it (a file chosen, the saved picture removed). */
function Picker({ removable = true, ...props }: Fixed) {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  return (
    <PicturePicker
      {...props}
      file={file}
      removed={removed}
      onChoose={(chosen) => {
        setFile(chosen);
        setRemoved(false);
      }}
      onRemove={
        removable
          ? () => {
              setFile(null);
              setRemoved(true);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Forms/PicturePicker',
  component: Picker,
  args: { label: 'Attēls', hint: 'JPEG, PNG, GIF vai WebP, līdz 10 MB.' },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new post: no picture yet. */
export const Empty: Story = {};
/** A saved post's picture, with 'Noņemt attēlu'. */
export const Saved: Story = { args: { current: PICTURE } };
/** A banner's: required, and it cannot be removed, only changed. */
export const Required: Story = { args: { current: PICTURE, required: true, removable: false } };
export const WithError: Story = { args: { required: true, error: 'Attēls nedrīkst būt lielāks par 10 MB.' } };
export const LongHint: Story = {
  args: {
    hint: 'JPEG, PNG, GIF vai WebP, līdz 10 MB. Attēls tiek apgriezts slīdrādes formātā 3:1 (1200 × 400 pikseļu); vislabāk der tieši tāds.',
  },
  globals: { viewport: { value: 'mobile1' } },
};
