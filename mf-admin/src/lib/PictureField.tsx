import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PicturePicker, type PicturePickerProps } from '@portal/shared-ui/components/PicturePicker';

export interface PictureFieldProps<TValues extends FieldValues, TOutput> extends Omit<
  PicturePickerProps,
  'file' | 'error' | 'ref' | 'onChoose' | 'onRemove'
> {
  /** The form's control; its `image` value holds the chosen file (it travels beside the checked values). */
  control: Control<TValues, unknown, TOutput>;
  /** After a file is chosen, for what else the form keeps about the picture. */
  onChoose?: (file: File) => void;
  /** Offered where the picture may go; the form's `image` is emptied first. */
  onRemove?: () => void;
}

/** A post's or banner's picture: the picture picker bound to the form's `image`, with its errors. */
export function PictureField<TValues extends FieldValues & { image: File | null }, TOutput>({
  control,
  onChoose,
  onRemove,
  ...picker
}: PictureFieldProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      name={'image' as Path<TValues>}
      render={({ field, fieldState }) => (
        <PicturePicker
          {...picker}
          ref={field.ref}
          file={field.value}
          error={fieldState.error}
          onChoose={(file) => {
            field.onChange(file);
            onChoose?.(file);
          }}
          onRemove={
            onRemove &&
            (() => {
              field.onChange(null);
              onRemove();
            })
          }
        />
      )}
    />
  );
}
