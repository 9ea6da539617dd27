import type { ReactNode } from 'react';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { AdminFrame, type AdminFrameProps } from './AdminFrame';

export interface EditorFrameProps<TItem> {
  /** The section the editor belongs to: { label: 'Jaunumi', path: 'jaunumi' }. */
  parent: NonNullable<AdminFrameProps['parent']>;
  /** The screen's title while editing: 'Rediģēt jaunumu'. */
  title: string;
  /** The saved item, once loaded. */
  item: TItem | undefined;
  /** The item is not there (deleted, a wrong address): this title and sentence instead of the form. */
  missing: { title: string; text: string } | null;
  /** Why it could not be loaded, when it could not. */
  failed: unknown;
  onRetry: () => void;
  /** 'Neizdevās ielādēt jaunumu.' */
  errorText: string;
  /** 'Ielādē jaunumu...' */
  loadingText: string;
  /** The form over the loaded item. */
  children: (item: TItem) => ReactNode;
}

/** The screen of one saved post, page or banner: its form once loaded, or why there is none. */
export function EditorFrame<TItem>({
  parent,
  title,
  item,
  missing,
  failed,
  onRetry,
  errorText,
  loadingText,
  children,
}: EditorFrameProps<TItem>) {
  if (missing) {
    return (
      <AdminFrame title={missing.title} parent={parent}>
        <p>{missing.text}</p>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title={title} parent={parent}>
      {failed ? (
        <LoadError text={errorText} onRetry={onRetry} />
      ) : item === undefined ? (
        <Spinner block label={loadingText} />
      ) : (
        children(item)
      )}
    </AdminFrame>
  );
}
