import type { ReactNode } from 'react';
import styles from './payments.module.css';

export interface BillingColumn {
  label: string;
  /** Amounts and counts: right-aligned, heading included. */
  isNumeric?: boolean;
}

interface Props {
  /** Names the section (`billing-{name}` labels it and is the table's test id). */
  name: string;
  title: string;
  /** Said instead of the table when there are no rows. */
  empty: string;
  columns: readonly BillingColumn[];
  /** One row a record: its key and a cell for each column. */
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
}

/** One section of the billing page: its heading, and its table or the sentence saying there is nothing yet. */
export function BillingTable({ name, title, empty, columns, rows }: Props) {
  const id = `billing-${name}`;
  const numeric = (i: number) => (columns[i]?.isNumeric ? styles.num : undefined);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid={id}>
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <th key={c.label} scope="col" className={numeric(i)}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td key={columns[i]?.label ?? i} className={numeric(i)}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
