import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES } from '@portal/contracts/schemas/admin/reports';
import { ModerationReasonDialog } from '@portal/shared-ui/components/ModerationReasonDialog';
import { httpError } from '../testing/fixtures';

const LEAD = 'Materiāls pazudīs no visiem sarakstiem, meklēšanas un skaitiem.';

function renderDialog(onDecide: (reason: string) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <ModerationReasonDialog
      title="Paslēpt materiālu"
      lead={<p>{LEAD}</p>}
      submit="Paslēpt"
      onDecide={onDecide}
      onClose={onClose}
    />,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Paslēpt materiālu' }) };
}

const reason = () => screen.getByRole('textbox', { name: /Iemesls \(to redzēs autors\)/ });

describe('ModerationReasonDialog', () => {
  it('says what happens and asks for the reason the author is told, starting in that field', () => {
    const { dialog } = renderDialog(vi.fn());
    expect(dialog).toHaveTextContent(LEAD);
    expect(reason()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Paslēpt' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Atcelt' })).toBeVisible();
  });

  it('will not decide without a reason', async () => {
    const onDecide = vi.fn();
    renderDialog(onDecide);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Paslēpt' }));
    expect(await screen.findByText(MODERATION_MESSAGES.reasonRequired)).toBeVisible();
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('decides with the reason, trimmed, then closes', async () => {
    const onDecide = vi.fn().mockResolvedValue(undefined);
    const { onClose } = renderDialog(onDecide);
    const user = userEvent.setup();
    await user.type(reason(), '  Autortiesību pārkāpums ');
    expect(screen.getByText('Atlikušās rakstzīmes: 975')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Paslēpt' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onDecide).toHaveBeenCalledWith('Autortiesību pārkāpums');
  });

  it('stays open while deciding, and shows the server’s refusal', async () => {
    let refuse!: (error: Error) => void;
    const onDecide = vi.fn(() => new Promise((_resolve, reject) => (refuse = reject)));
    const { onClose } = renderDialog(onDecide);
    const user = userEvent.setup();
    await user.type(reason(), 'Spams');
    await user.click(screen.getByRole('button', { name: 'Paslēpt' }));
    expect(screen.getByRole('button', { name: 'Atcelt' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    refuse(httpError(409, { message: 'Materiāls jau ir paslēpts.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Materiāls jau ir paslēpts.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Atcelt' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
