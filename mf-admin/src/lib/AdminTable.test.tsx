import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminTable, type ColumnDef } from './AdminTable';

interface Row {
  id: number;
  title: string;
}

const rows: Row[] = [
  { id: 1, title: 'Fizika' },
  { id: 2, title: 'Ķīmija' },
];

/** Columns as the screens write them: a new array of new cell functions on every render. */
function Screen({ tick }: { tick: number }) {
  const columns: ColumnDef<Row>[] = [
    { id: 'title', header: 'Nosaukums', cell: ({ row }) => row.original.title },
    {
      id: 'order',
      header: 'Secība',
      cell: ({ row }) => <button type="button">{`Zemāk: ${row.original.title}`}</button>,
    },
  ];
  return (
    <>
      <p>{`Atjaunots ${tick}`}</p>
      <AdminTable caption="Baneri" columns={columns} rows={rows} rowKey={(row) => row.id} empty="Nav" />
    </>
  );
}

describe('the administration table', () => {
  // A screen renders again whenever anything it reads changes (a refetch ending, a notice): the
  // focused button in a row must stay the same element, or the keyboard user is thrown to the top.
  it('keeps the focused button in its row when the screen renders again', () => {
    const view = render(<Screen tick={1} />);
    const button = screen.getByRole('button', { name: 'Zemāk: Ķīmija' });
    button.focus();
    view.rerender(<Screen tick={2} />);
    expect(screen.getByRole('button', { name: 'Zemāk: Ķīmija' })).toBe(button);
    expect(document.activeElement).toBe(button);
  });
});
