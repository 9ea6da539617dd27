import { describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropArea } from '@portal/shared-ui/components/DropArea';

const pdf = () => new File(['%PDF-1.7'], 'oma-likums.pdf', { type: 'application/pdf' });

describe('DropArea', () => {
  it('is a labelled file input reached with the keyboard, described by its hint', async () => {
    const user = userEvent.setup();
    render(<DropArea onFile={() => {}} label="Izvēlies failu" hint="Maksimālais faila izmērs 250MB." />);
    await user.tab();
    const input = screen.getByLabelText('Izvēlies failu vai ievelc to šeit');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('Maksimālais faila izmērs 250MB.');
  });

  it('hands over the file chosen in the picker', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    render(<DropArea onFile={onFile} label="Izvēlies failu" accept=".pdf" />);
    const file = pdf();
    await user.upload(screen.getByLabelText('Izvēlies failu vai ievelc to šeit'), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('hands over a file dropped on the area and marks the area while a file is dragged over it', () => {
    const onFile = vi.fn();
    const { container } = render(<DropArea onFile={onFile} label="Izvēlies failu" />);
    const area = container.firstElementChild as HTMLElement;
    const file = pdf();
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    const over = createEvent.dragOver(area);
    Object.defineProperty(over, 'dataTransfer', { value: dataTransfer });
    fireEvent(area, over);
    expect(over.defaultPrevented).toBe(true);
    expect(area).toHaveAttribute('data-dragging', 'true');
    const drop = createEvent.drop(area);
    Object.defineProperty(drop, 'dataTransfer', { value: dataTransfer });
    fireEvent(area, drop);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(area).not.toHaveAttribute('data-dragging');
  });

  it('shows an error as the description of an invalid input', () => {
    render(<DropArea onFile={() => {}} label="Izvēlies failu" error="Pievienotais fails ir pārāk liels." />);
    const input = screen.getByLabelText('Izvēlies failu vai ievelc to šeit');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Pievienotais fails ir pārāk liels.');
  });

  it('takes nothing while disabled', () => {
    const onFile = vi.fn();
    const { container } = render(<DropArea onFile={onFile} label="Izvēlies failu" disabled />);
    expect(screen.getByLabelText('Izvēlies failu vai ievelc to šeit')).toBeDisabled();
    const area = container.firstElementChild as HTMLElement;
    const drop = createEvent.drop(area);
    Object.defineProperty(drop, 'dataTransfer', { value: { types: ['Files'], files: [pdf()] } });
    fireEvent(area, drop);
    expect(onFile).not.toHaveBeenCalled();
  });
});
