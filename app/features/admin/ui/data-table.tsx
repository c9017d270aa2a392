import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { useState, type ReactNode } from 'react';

export type { ColumnDef, RowSelectionState, SortingState } from '@tanstack/react-table';

interface DataTableProps<Row> {
  /** Read by screen readers; says what the table lists. */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  getRowId?: (row: Row) => string;
  /** Opens a row with a click or with Enter on the focused row. */
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  /**
   * Server-side sorting: pass the state and its setter, and the rows arrive already sorted.
   * Without them, the table sorts the rows it holds.
   */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Fixed height with a scrolling body and a sticky header (e.g. 500 px for the prospects grid). */
  height?: number;
  /**
   * Rows chosen for an action on several at once: a first column of checkboxes, one to choose every row shown.
   * The state is keyed by `getRowId`; `label` names a row for its checkbox.
   */
  selection?: { state: RowSelectionState; onChange: OnChangeFn<RowSelectionState>; label: (row: Row) => string };
}

const cell = 'px-3 py-3 align-top';

/** A column may add classes to its header and cells, e.g. to hide itself on small screens. */
declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    className?: string;
  }
}

const checkbox = 'h-4 w-4 accent-brand-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400';

/** The checkboxes of a table whose rows can be chosen; a click on one never opens its row. */
function selectColumn<Row>(label: (row: Row) => string): ColumnDef<Row, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className={checkbox}
        aria-label="Tout sélectionner"
        checked={table.getIsAllRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={checkbox}
        aria-label={`Sélectionner ${label(row.original)}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        onClick={(event) => event.stopPropagation()}
      />
    ),
  };
}

/** The one table of the back-office: TanStack Table for the model, this markup for the look and the keyboard. */
export function DataTable<Row>({
  caption,
  columns,
  data,
  empty,
  getRowId,
  onRowClick,
  rowLabel,
  sorting,
  onSortingChange,
  height,
  selection,
}: DataTableProps<Row>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const manual = sorting !== undefined && onSortingChange !== undefined;
  // The compiler leaves this component unmemoised, which is what TanStack Table needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: selection ? [selectColumn(selection.label), ...columns] : columns,
    getRowId,
    state: { sorting: manual ? sorting : localSorting, ...(selection && { rowSelection: selection.state }) },
    enableRowSelection: selection !== undefined,
    onRowSelectionChange: selection?.onChange,
    onSortingChange: manual ? onSortingChange : setLocalSorting,
    manualSorting: manual,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
    ...(manual ? {} : { getSortedRowModel: getSortedRowModel() }),
  });
  const rows = table.getRowModel().rows;

  return (
    <div className="@container overflow-auto rounded-xl border border-ink-700" style={height ? { height } : undefined}>
      <table className="w-full min-w-0 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-ink-800 text-xs uppercase tracking-wide text-gray-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`${cell} ${header.column.columnDef.meta?.className ?? ''}`}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 uppercase hover:text-white"
                      >
                        {label}
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden size={14} />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden size={14} />
                        ) : (
                          <ArrowUpDown aria-hidden size={14} className="opacity-50" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-ink-700">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={table.getVisibleLeafColumns().length} className="p-0 text-center text-gray-400">
                {/* As wide as the visible part of a table wider than a phone, and held there: read whole, not cut at its edge. */}
                <div className="sticky left-0 w-[100cqw] p-6">{empty}</div>
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                className={onRowClick ? 'cursor-pointer hover:bg-ink-800/70 focus-visible:bg-ink-800' : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                aria-label={onRowClick && rowLabel ? rowLabel(row.original) : undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                onKeyDown={
                  onRowClick
                    ? (event) => {
                        if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
                        // Without it, the Enter would go on to press the button that an opened dialog focuses first.
                        event.preventDefault();
                        onRowClick(row.original);
                      }
                    : undefined
                }
              >
                {row.getVisibleCells().map((cellItem) => (
                  <td key={cellItem.id} className={`${cell} text-gray-200 ${cellItem.column.columnDef.meta?.className ?? ''}`}>
                    {flexRender(cellItem.column.columnDef.cell, cellItem.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
