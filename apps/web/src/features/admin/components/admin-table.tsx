import type { ReactNode } from 'react';

/** A back-office table cell: padded, left-aligned, vertically centred. */
export const tableCell = 'px-3 py-3 text-left align-middle';
const headClasses = 'border-b border-ink-200 bg-ink-50 text-xs tracking-wide text-ink-600 uppercase';

/** A column name, or one whose numbers line up on the right. */
export type Column = ReactNode | { label: ReactNode; right: true };

const isRight = (column: Column): column is { label: ReactNode; right: true } =>
  typeof column === 'object' && column !== null && 'right' in column;

interface TableHeadProps {
  columns: readonly Column[];
  className?: string;
  cellClassName?: string;
}

interface AdminTableProps {
  columns: readonly Column[];
  /** The frame around the table (border, sideways scrolling, when it shows). */
  className: string;
  tableClassName?: string;
  headClassName?: string;
  headCellClassName?: string;
  /** The body's rows. */
  children: ReactNode;
}

/** The header row of a back-office table. */
function TableHead({ columns, className = headClasses, cellClassName = tableCell }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) =>
          isRight(column) ? (
            <th key={index} scope="col" className={`${cellClassName} text-right`}>
              {column.label}
            </th>
          ) : (
            <th key={index} scope="col" className={cellClassName}>
              {column}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** A back-office table in its frame: the header row from `columns`, the rows divided by lines. */
export function AdminTable({ columns, className, tableClassName = 'w-full text-sm', headClassName, headCellClassName, children }: AdminTableProps) {
  return (
    <div className={className}>
      <table className={tableClassName}>
        <TableHead columns={columns} className={headClassName} cellClassName={headCellClassName} />
        <tbody className="divide-y divide-ink-200">{children}</tbody>
      </table>
    </div>
  );
}
