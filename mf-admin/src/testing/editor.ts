/**
 * Writing into the TipTap editor (lib/RichTextEditor) in component tests, the same way every time.
 *
 * Typed keys are not that in happy-dom: user-event changes the editable DOM one character at a time
 * and ProseMirror reads those changes later, from a MutationObserver, so what it makes of them
 * depends on how busy the machine is (a second paragraph, a lost letter). A paste is handled at
 * once, from the event itself: the text lands where the caret is, as one transaction, and the
 * editor reports it before `paste` returns.
 */
import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';

type User = ReturnType<typeof userEvent.setup>;

/** The editable area TipTap made, carrying its editor (TipTap puts it on the element). */
type EditorElement = HTMLElement & { editor?: Editor };

/** The editor labelled `name`, once it is in the page and editable. */
export async function findEditor(name = 'Saturs'): Promise<HTMLElement> {
  let found: EditorElement | undefined;
  await waitFor(() => {
    const element: EditorElement = screen.getByRole('textbox', { name });
    expect(element).toHaveAttribute('contenteditable', 'true');
    expect(element.editor?.isEditable).toBe(true);
    found = element;
  });
  return found!;
}

/** Puts the caret in the (empty) editor labelled `name` and writes `text` there. */
export async function writeInto(user: User, text: string, name = 'Saturs'): Promise<void> {
  const element = await findEditor(name);
  await user.click(element);
  await waitFor(() => expect(element).toHaveFocus());
  await user.paste(text);
}
