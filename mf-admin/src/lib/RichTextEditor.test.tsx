import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageForm } from '@portal/contracts/schemas/admin/content';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { Button } from '@portal/shared-ui/components/Button';
import { Form } from '@portal/shared-ui/components/Form';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { RichTextEditor } from './RichTextEditor';
import { findEditor, writeInto } from '../testing/editor';
import { RichTextField } from './RichTextField';

function Editor({ value = '<p>Sveiki, skolotāji!</p>' }: { value?: string }) {
  const changes = vi.fn<(html: string) => void>();
  const view = render(<RichTextEditor id="saturs" label="Saturs" value={value} onChange={changes} />);
  return { changes, ...view };
}

const box = () => screen.getByRole('textbox', { name: 'Saturs' });
const toolbar = () => screen.getByRole('toolbar', { name: 'Saturs: formatēšana' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });
const lastHtml = (changes: ReturnType<typeof vi.fn>) => String(changes.mock.calls.at(-1)?.[0]);

describe('the rich-text editor', () => {
  it('is a labelled text box under a toolbar of named buttons, the toggles saying whether they are on', () => {
    Editor({});
    expect(box()).toHaveAttribute('aria-multiline', 'true');
    expect(box()).toHaveTextContent('Sveiki, skolotāji!');
    expect(toolbar()).toHaveAttribute('aria-controls', 'saturs');
    expect(
      within(toolbar())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'BTreknraksts',
      'ISlīpraksts',
      'H2Virsraksts',
      'H3Apakšvirsraksts',
      '•Saraksts ar punktiem',
      '1.Numurēts saraksts',
      'Saite',
      '↶Atsaukt',
      '↷Atcelt atsaukšanu',
    ]);
    for (const name of ['Treknraksts', 'Slīpraksts', 'Virsraksts', 'Saraksts ar punktiem', 'Saite'])
      expect(tool(name)).toHaveAttribute('aria-pressed', 'false');
    // Nothing to undo yet.
    expect(tool('Atsaukt')).toHaveAttribute('aria-disabled', 'true');
    expect(tool('Atsaukt')).not.toHaveAttribute('aria-pressed');
  });

  it('formats the selection and reports the HTML; the pressed state follows the cursor', async () => {
    const user = userEvent.setup();
    const { changes } = Editor({});
    await user.click(await findEditor());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(tool('Treknraksts'));
    await waitFor(() => expect(lastHtml(changes)).toBe('<p><strong>Sveiki, skolotāji!</strong></p>'));
    await waitFor(() => expect(tool('Treknraksts')).toHaveAttribute('aria-pressed', 'true'));

    await user.click(tool('Virsraksts'));
    // The empty paragraph the editor keeps after a heading at the end (to write on there) is not reported.
    await waitFor(() => expect(lastHtml(changes)).toBe('<h2><strong>Sveiki, skolotāji!</strong></h2>'));
    expect(box().innerHTML).toContain('</h2><p>');
    await waitFor(() => expect(tool('Apakšvirsraksts')).toHaveAttribute('aria-pressed', 'false'));

    await user.click(tool('Numurēts saraksts'));
    await waitFor(() => expect(lastHtml(changes)).toContain('<ol><li>'));

    await waitFor(() => expect(tool('Atsaukt')).not.toHaveAttribute('aria-disabled'));
    await user.click(tool('Atsaukt'));
    await user.click(tool('Atsaukt'));
    await user.click(tool('Atsaukt'));
    await waitFor(() => expect(lastHtml(changes)).toBe('<p>Sveiki, skolotāji!</p>'));
    await user.click(tool('Atcelt atsaukšanu'));
    await waitFor(() => expect(lastHtml(changes)).toBe('<p><strong>Sveiki, skolotāji!</strong></p>'));
  });

  it('is one tab stop: arrows, Home and End move along the toolbar', async () => {
    const user = userEvent.setup();
    Editor({});
    await user.tab();
    expect(tool('Treknraksts')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tool('Virsraksts')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tool('Atcelt atsaukšanu')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Treknraksts')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tool('Atcelt atsaukšanu')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tool('Treknraksts')).toHaveFocus();
    expect(
      within(toolbar())
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    // Tab leaves the toolbar for the text.
    await user.tab();
    expect(box()).toHaveFocus();
  });

  it('adds a link through its dialog, refusing an address a link cannot have', async () => {
    const user = userEvent.setup();
    const { changes } = Editor({});
    await user.click(await findEditor());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(tool('Saite'));
    const dialog = await screen.findByRole('dialog', { name: 'Pievienot saiti' });
    const address = within(dialog).getByRole('textbox', { name: /Saites adrese/ });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Saglabāt saiti' }));
    expect(
      await within(dialog).findByText('Saites adresei jāsākas ar http://, https://, mailto: vai / (adrese portālā).'),
    ).toBeVisible();
    await user.clear(address);
    await user.type(address, '/lapa/noteikumi');
    await user.click(within(dialog).getByRole('button', { name: 'Saglabāt saiti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(lastHtml(changes)).toBe('<p><a href="/lapa/noteikumi">Sveiki, skolotāji!</a></p>'));
    await waitFor(() => expect(tool('Saite')).toHaveAttribute('aria-pressed', 'true'));

    await user.click(tool('Saite'));
    const again = await screen.findByRole('dialog', { name: 'Mainīt saiti' });
    expect(within(again).getByRole('textbox', { name: /Saites adrese/ })).toHaveValue('/lapa/noteikumi');
    await user.click(within(again).getByRole('button', { name: 'Noņemt saiti' }));
    await waitFor(() => expect(lastHtml(changes)).toBe('<p>Sveiki, skolotāji!</p>'));
  });

  it('shows a new value given from outside (a loaded post)', () => {
    const { rerender, changes } = Editor({ value: '' });
    rerender(<RichTextEditor id="saturs" label="Saturs" value="<h3>Ielādēts</h3>" onChange={changes} />);
    expect(box()).toContainHTML('<h3>Ielādēts</h3>');
    expect(changes).not.toHaveBeenCalled();
  });
});

function PageHarness({ onSubmit }: { onSubmit: (values: PageForm) => unknown }) {
  const form = useSchemaForm({
    schema: PageForm,
    defaultValues: { title: 'Par mums', slug: 'par-mums', content: '' },
    onSubmit,
  });
  return (
    <Form form={form}>
      <RichTextField control={form.control} name="content" label="Saturs" required />
      <Button type="submit">Saglabāt</Button>
    </Form>
  );
}

describe('the editor in a form', () => {
  it("shows the schema's error under the editor, focuses it, and sends the HTML once it is right", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PageHarness onSubmit={onSubmit} />);
    expect(box()).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    expect(await screen.findByText('Obligāti jāaizpilda saturs.')).toBeVisible();
    await waitFor(() => expect(box()).toHaveAttribute('aria-invalid', 'true'));
    expect(box()).toHaveAccessibleDescription('Obligāti jāaizpilda saturs.');
    await waitFor(() => expect(box()).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await writeInto(user, 'Mēs esam skola.');
    await waitFor(() => expect(screen.queryByText('Obligāti jāaizpilda saturs.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Par mums',
      slug: 'par-mums',
      content: '<p>Mēs esam skola.</p>',
    });
  });

  it("puts the server's 422 for the body under the editor", async () => {
    const user = userEvent.setup();
    render(
      <PageHarness
        onSubmit={() => {
          throw httpError(422, {
            message: 'Dati nav derīgi.',
            errors: { content: ['Saturam atļautas ne vairāk kā 100 000 rakstzīmes.'] },
          });
        }}
      />,
    );
    await writeInto(user, 'Teksts');
    await act(() => user.click(screen.getByRole('button', { name: 'Saglabāt' })));
    expect(await screen.findByText('Saturam atļautas ne vairāk kā 100 000 rakstzīmes.')).toBeVisible();
    await waitFor(() => expect(box()).toHaveAttribute('aria-invalid', 'true'));
  });
});
