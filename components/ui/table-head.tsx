import type { ReactNode } from 'react';

/**
 * The head row of the panel's tables: one column header per label, then a last column for the row's actions whose
 * name is read to assistive technology only.
 */
export function TableHead({ columns, actions }: { columns: ReactNode[]; actions: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col">
            {column}
          </th>
        ))}
        <th scope="col">
          <span className="visually-hidden">{actions}</span>
        </th>
      </tr>
    </thead>
  );
}
