/**
 * The administration's tables: TanStack Table (headless) over a page of rows the API answered, drawn
 * as one semantic table in the portal's look. Paging, searching and filtering are the server's
 * (lists grow), so the table only lays out the rows it is given; on a phone it scrolls sideways
 * inside its own labelled region instead of widening the page.
 */
import type { ReactNode } from 'react';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import styles from './AdminTable.module.css';

export type { ColumnDef };

export interface AdminTableProps<Row> {
  /** The table's caption, read before its rows: 'Lietotāji, kas gaida apstiprinājumu'. */
  caption: string;
  columns: ColumnDef<Row, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- TanStack's own column type
  rows: Row[];
  /** What an empty list says, in Latvian. */
  empty: string;
  rowKey: (row: Row) => string | number;
}

/**
 * A header or cell as its column defines it: text, or a function called with its context. Called,
 * not rendered as a component the way TanStack's `flexRender` does: the screens write their columns
 * inline, so every render brings new functions, and as components React would remount every cell
 * (the focused 'Zemāk' button replaced by a new one, the keyboard user thrown to the page's top).
 */
function show<Context>(definition: string | ((context: Context) => unknown) | undefined, context: Context): ReactNode {
  return (typeof definition === 'function' ? definition(context) : definition) as ReactNode;
}

export function AdminTable<Row>({ caption, columns, rows, empty, rowKey }: AdminTableProps<Row>) {
  // TanStack's table object is new each render by design; nothing memoised is handed its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
  });
  if (rows.length === 0) return <EmptyState text={empty} />;
  return (
    // A focusable, named region, so the keyboard can scroll it when it is wider than a phone (axe's
    // scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={styles.th}>
                  {header.isPlaceholder ? null : show(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={styles.row}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={styles.td}>
                  {show(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
