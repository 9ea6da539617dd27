import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvatarPicker, NOT_AN_IMAGE } from '@portal/shared-ui/components/AvatarPicker';

const png = () => new File(['png'], 'bilde.png', { type: 'image/png' });

// happy-dom has no object URLs; the preview only needs a distinct string per file.
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('AvatarPicker', () => {
  it('without a picture offers only "Mainīt bildi"; a chosen image is handed over', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChoose = vi.fn();
    render(<AvatarPicker id="avatar" file={null} onChoose={onChoose} onRemove={() => {}} />);
    expect(screen.getByRole('button', { name: 'Mainīt bildi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dzēst bildi' })).not.toBeInTheDocument();
    const file = png();
    await user.upload(screen.getByLabelText('Profila bilde', { selector: 'input' }), file);
    expect(onChoose).toHaveBeenCalledWith(file);
  });

  it('refuses a file that is not an image, with its message on the button', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChoose = vi.fn();
    render(<AvatarPicker id="avatar" file={null} onChoose={onChoose} onRemove={() => {}} />);
    await user.upload(
      screen.getByLabelText('Profila bilde', { selector: 'input' }),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mainīt bildi' })).toHaveAccessibleDescription(NOT_AN_IMAGE);
  });

  it('shows the saved avatar with "Dzēst bildi", which removes it and keeps the focus on "Mainīt bildi"', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { rerender } = render(
      <AvatarPicker id="avatar" current="/a.png" file={null} onChoose={() => {}} onRemove={onRemove} />,
    );
    expect(screen.getByRole('img', { name: 'Pašreizējā profila bilde' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dzēst bildi' }));
    expect(onRemove).toHaveBeenCalledOnce();
    rerender(<AvatarPicker id="avatar" current="/a.png" file={null} removed onChoose={() => {}} onRemove={onRemove} />);
    expect(screen.queryByRole('button', { name: 'Dzēst bildi' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mainīt bildi' })).toHaveFocus();
  });
});
