import './styles.css';
import { Fragment, type ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * A column of free text (comments) that on a screen 1100 px wide or narrower leaves the table
   * and is shown as a line under its row, named by its header: the other columns keep the width.
   */
  note?: boolean;
}

/** What a note column holds for a row, or null when it holds nothing to show. */
const noteText = <T,>(column: Column<T>, row: T): ReactNode => {
  const value = column.cell(row);
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '') ? null : value;
};

export interface DataTableProps<T> {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /**
   * 'scroll' (the default): the table scrolls sideways on narrow screens. 'stack': it never does;
   * below 1100 px each row becomes a card whose cells are named by their column (the page never
   * scrolls sideways), for tables whose last column holds controls that must stay in view.
   */
  layout?: 'scroll' | 'stack';
  /** A class for the wrapper, to size the columns of one table. */
  className?: string;
  /** What a table without rows says in its body, in place of a header over nothing. */
  empty?: string;
}

/**
 * A plain bordered table. With layout 'scroll' the wrapper scrolls sideways on narrow screens and
 * is a focusable, named region, so a keyboard user can scroll it too (axe
 * scrollable-region-focusable). With 'stack' the table keeps explicit table roles, because a
 * browser drops a table's semantics once CSS shows its rows as blocks. A 'note' column is a line
 * under its row on a tablet (the row's cell and the line are never shown together).
 */
export function DataTable<T>({ caption, columns, rows, rowKey, layout = 'scroll', className, empty }: DataTableProps<T>) {
  const stack = layout === 'stack';
  const role = (name: string) => (stack ? { role: name } : {});
  const wrapClass = ['gl-ui-table-wrap', stack ? 'gl-ui-table-wrap--stack' : '', className ?? ''].filter(Boolean).join(' ');
  const notes = stack ? [] : columns.filter((c) => c.note);
  const noteClass = (c: Column<T>) => (c.note && !stack ? { className: 'gl-ui-col-note' } : {});
  return (
    <div className={wrapClass} role="region" aria-label={caption} tabIndex={stack ? undefined : 0}>
      <table className="gl-ui-table" {...role('table')}>
        <caption>{caption}</caption>
        <thead {...role('rowgroup')}>
          <tr {...role('row')}>
            {columns.map((c) => (
              <th key={c.header} scope="col" {...noteClass(c)} {...role('columnheader')}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...role('rowgroup')}>
          {rows.map((row, i) => (
            <Fragment key={rowKey(row, i)}>
              <tr {...role('row')}>
                {columns.map((c) => (
                  <td key={c.header} data-label={c.header} {...noteClass(c)} {...role('cell')}>
                    {stack ? <div className="gl-ui-cell-body">{c.cell(row)}</div> : c.cell(row)}
                  </td>
                ))}
              </tr>
              {notes.map((c) => {
                const text = noteText(c, row);
                return text === null ? null : (
                  <tr key={c.header} className="gl-ui-row-note">
                    <td colSpan={columns.length - notes.length}>
                      <span className="gl-ui-row-note-label">{c.header}:</span> {text}
                    </td>
                  </tr>
                );
              })}
            </Fragment>
          ))}
          {rows.length === 0 && empty ? (
            <tr {...role('row')}>
              <td colSpan={columns.length} className="gl-ui-table-empty" {...role('cell')}>
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** A table body of labelled values: one row per [label, value], the label as the row's header. */
export function LabelledRows({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <tbody>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <th scope="row">{label}</th>
          <td>{value}</td>
        </tr>
      ))}
    </tbody>
  );
}
