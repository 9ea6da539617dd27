/**
 * The administration's rich-text editor (news posts and static pages) on TipTap: the formatting
 * the portal's sanitiser keeps and the public pages style — bold, italic, h2/h3 headings, bullet
 * and numbered lists, links — plus undo and redo. Only the sections that edit a body import it, and
 * they are loaded on their own (pages/AdminPage.tsx), so TipTap never travels with other screens.
 *
 * Accessibility: the toolbar is one tab stop (WAI-ARIA toolbar: arrows, Home and End move between
 * its buttons), every button has a Latvian name and the toggles say whether they are on
 * (`aria-pressed`); the editable area is a labelled multi-line text box that carries the form
 * field's description and error state. The usual shortcuts work in the text (Ctrl+B, Ctrl+I,
 * Ctrl+Z, Ctrl+Shift+Z...).
 *
 * In forms it is driven by react-hook-form's Controller (`RichTextField`): `value` is HTML, every
 * change reports the editor's HTML, and the form layer can focus it after a refused save.
 */
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Icon, type IconGlyph } from '@portal/shared-ui/components/Icon';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { LinkDialog } from './LinkDialog';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorHandle {
  focus(): void;
}

export interface RichTextEditorProps {
  /** The editable area's id (FormField's control id). */
  id: string;
  /** The field's label: the editable area's and the toolbar's accessible name. */
  label: string;
  /** HTML. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  invalid?: boolean;
  required?: boolean;
  /** The ids of the field's hint and error. */
  describedBy?: string;
  ref?: Ref<RichTextEditorHandle>;
}

type ToggleName = 'bold' | 'italic' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'link';

interface ToolbarButton {
  name: ToggleName | 'undo' | 'redo';
  label: string;
  /** The key combination, said in the button's tooltip. */
  keys?: string;
  text?: string;
  icon?: IconGlyph;
}

/** In toolbar order; groups are separated visually. */
const GROUPS: ToolbarButton[][] = [
  [
    { name: 'bold', label: 'Treknraksts', keys: 'Ctrl+B', text: 'B' },
    { name: 'italic', label: 'Slīpraksts', keys: 'Ctrl+I', text: 'I' },
  ],
  [
    { name: 'h2', label: 'Virsraksts', text: 'H2' },
    { name: 'h3', label: 'Apakšvirsraksts', text: 'H3' },
  ],
  [
    { name: 'bulletList', label: 'Saraksts ar punktiem', text: '•' },
    { name: 'orderedList', label: 'Numurēts saraksts', text: '1.' },
    { name: 'link', label: 'Saite', icon: 'link' },
  ],
  [
    { name: 'undo', label: 'Atsaukt', keys: 'Ctrl+Z', text: '↶' },
    { name: 'redo', label: 'Atcelt atsaukšanu', keys: 'Ctrl+Shift+Z', text: '↷' },
  ],
];

const BUTTONS = GROUPS.flat();

/** How many of the editor's latest reports still count as its own when they come back as `value`. */
const REPORTS_KEPT = 50;

/** One list for every editor (a new list each render would make TipTap reconfigure the view). */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // Links inside the portal open in the same tab; a click on a link while editing does not follow it.
    link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
  }),
];

/** The editor's state the toolbar shows; the toolbar re-renders only when it changes. */
function toolbarState(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    undo: editor.can().undo(),
    redo: editor.can().redo(),
    href: (editor.getAttributes('link').href as string | undefined) ?? null,
  };
}

interface AreaAttributes {
  id: string;
  label: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

/** The editable area's name, description and state, as the form field gives them. */
function areaAttributes({ id, label, describedBy, invalid, required }: AreaAttributes): Record<string, string> {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    class: styles.editable ?? '',
  };
}

function run(editor: Editor, name: ToolbarButton['name']) {
  const chain = editor.chain().focus();
  switch (name) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'h2':
      return chain.toggleHeading({ level: 2 }).run();
    case 'h3':
      return chain.toggleHeading({ level: 3 }).run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'undo':
      return chain.undo().run();
    case 'redo':
      return chain.redo().run();
    case 'link':
      return false;
  }
}

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  invalid = false,
  required = false,
  describedBy,
  ref,
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const report = useRef({ onChange, onBlur });
  // The editor keeps the callbacks it was made with: they call the latest ones through this.
  useLayoutEffect(() => {
    report.current = { onChange, onBlur };
  });
  /**
   * The HTML recently reported: a `value` among them is the editor's own coming back (perhaps a
   * keystroke or two late, when React renders after the editor has moved on) and changes nothing.
   */
  const reported = useRef<string[]>([value]);

  // Options that stay the same object between renders: TipTap re-applies changed ones to the view
  // on every render, which would reset it while someone types.
  const [initial] = useState(value);
  const editorProps = useMemo(
    () => ({ attributes: areaAttributes({ id, label, describedBy, invalid, required }) }),
    [id, label, describedBy, invalid, required],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      // The editor keeps an empty paragraph after a heading or list at the end, to write on there;
      // the saved text does not need it.
      const html = changed.getHTML().replace(/(?:<p><\/p>)+$/, '');
      reported.current = [...reported.current.slice(-REPORTS_KEPT + 1), html];
      report.current.onChange(html);
    },
    onBlur: () => report.current.onBlur?.(),
  });

  const state = useEditorState({ editor, selector: ({ editor: shown }) => toolbarState(shown) });

  // A value from outside (the form reset to a loaded post) replaces the text. The editor's own
  // changes come back as something it reported and leave it alone: compared with the editor's text
  // now, they would undo what was typed since.
  useEffect(() => {
    if (reported.current.includes(value)) return;
    reported.current = [value];
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + BUTTONS.length) % BUTTONS.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  let index = 0;
  return (
    <div className={[styles.editor, invalid ? styles.invalid : ''].filter(Boolean).join(' ')}>
      <div
        role="toolbar"
        aria-label={`${label}: formatēšana`}
        aria-controls={id}
        className={styles.toolbar}
        onKeyDown={onToolbarKey}
      >
        {GROUPS.map((group, groupIndex) => (
          <div key={groupIndex} className={styles.group}>
            {group.map((button) => {
              const position = index++;
              const toggle = button.name !== 'undo' && button.name !== 'redo';
              const disabled = button.name === 'undo' ? !state.undo : button.name === 'redo' ? !state.redo : false;
              return (
                <button
                  key={button.name}
                  ref={(element) => {
                    buttons.current[position] = element;
                  }}
                  type="button"
                  className={styles.button}
                  tabIndex={position === current ? 0 : -1}
                  aria-pressed={toggle ? state[button.name as ToggleName] : undefined}
                  aria-disabled={disabled || undefined}
                  title={button.keys ? `${button.label} (${button.keys})` : button.label}
                  onFocus={() => setCurrent(position)}
                  onClick={() => {
                    if (disabled) return;
                    if (button.name === 'link') setLinkOpen(true);
                    else run(editor, button.name);
                  }}
                >
                  {button.icon ? (
                    <Icon name={button.icon} size={18} />
                  ) : (
                    <span aria-hidden="true" className={styles[button.name]}>
                      {button.text}
                    </span>
                  )}
                  <VisuallyHidden>{button.label}</VisuallyHidden>
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <EditorContent editor={editor} className={styles.area} />
      <LinkDialog
        open={linkOpen}
        current={state.href}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
        onSave={(href) => {
          setLinkOpen(false);
          const chain = editor.chain().focus().extendMarkRange('link');
          // With nothing selected, the address itself becomes the link's text.
          if (editor.state.selection.empty && !state.href)
            chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
          else chain.setLink({ href }).run();
        }}
        onRemove={() => {
          setLinkOpen(false);
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
      />
    </div>
  );
}
