import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PICTURE_TEXTS, PicturePicker } from '@portal/shared-ui/components/PicturePicker';

const png = () => new File(['png'], 'bilde.png', { type: 'image/png' });
const HINT = 'JPEG, PNG, GIF vai WebP, līdz 10 MB.';

// happy-dom has no object URLs; the preview only needs a distinct string per file.
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('PicturePicker', () => {
  it('without a picture says so and offers to choose one; a chosen picture is previewed and handed over', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChoose = vi.fn();
    const { rerender } = render(<PicturePicker label="Attēls" hint={HINT} required file={null} onChoose={onChoose} />);
    expect(screen.getByRole('group', { name: 'Attēls' })).toBeVisible();
    expect(screen.getByText('Attēla nav')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Izvēlēties attēlu' })).toHaveAccessibleDescription(HINT);
    const file = png();
    await user.upload(screen.getByLabelText('Attēls', { selector: 'input' }), file);
    expect(onChoose).toHaveBeenCalledWith(file);
    rerender(<PicturePicker label="Attēls" hint={HINT} required file={file} onChoose={onChoose} />);
    expect(screen.getByRole('img', { name: 'Izvēlētais attēls' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('button', { name: 'Mainīt attēlu' })).toBeVisible();
    // No onRemove: this picture cannot go (a banner always has one).
    expect(screen.queryByRole('button', { name: 'Noņemt attēlu' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture, saying why on the choose button', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChoose = vi.fn();
    render(<PicturePicker label="Attēls" file={null} onChoose={onChoose} />);
    await user.upload(
      screen.getByLabelText('Attēls', { selector: 'input' }),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(onChoose).not.toHaveBeenCalled();
    const choose = screen.getByRole('button', { name: 'Izvēlēties attēlu' });
    expect(choose).toHaveAccessibleDescription(PICTURE_TEXTS.notAPicture);
    expect(choose).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the form’s message for the file, and gives the form its choose button to focus', () => {
    const ref = createRef<{ focus: () => void }>();
    render(
      <PicturePicker
        ref={ref}
        label="Attēls"
        file={null}
        onChoose={() => {}}
        error={{ message: 'Attēls ir obligāts.' }}
      />,
    );
    const choose = screen.getByRole('button', { name: 'Izvēlēties attēlu' });
    expect(choose).toHaveAccessibleDescription('Attēls ir obligāts.');
    act(() => ref.current?.focus());
    expect(choose).toHaveFocus();
  });

  it('removes the saved picture, keeping the focus on the choose button', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const props = { label: 'Attēls', current: '/a.png', file: null, onChoose: () => {}, onRemove };
    const { rerender } = render(<PicturePicker {...props} />);
    expect(screen.getByRole('img', { name: 'Pašreizējais attēls' })).toHaveAttribute('src', '/a.png');
    await user.click(screen.getByRole('button', { name: 'Noņemt attēlu' }));
    expect(onRemove).toHaveBeenCalledOnce();
    rerender(<PicturePicker {...props} removed />);
    expect(screen.getByText('Attēla nav')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Noņemt attēlu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Izvēlēties attēlu' })).toHaveFocus();
  });
});
