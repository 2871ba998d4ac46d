import buttons from '@/components/ui/buttons.module.css';
import form from '@/components/ui/form.module.css';
import styles from './list-filters.module.css';

export interface ListFilterOption {
  value: string | number;
  label: string;
}

/** One control after the search box; `name` is its query parameter. */
export type ListFilterField =
  | {
      kind: 'select';
      name: string;
      label: string;
      value: string | number | undefined;
      options: readonly ListFilterOption[];
      /** The first option, "any": choosing it drops the parameter. Without it one option is always chosen (a sort). */
      anyLabel?: string;
    }
  | { kind: 'date'; name: string; label: string; value: string | undefined };

export interface ListFiltersProps {
  /** The list's href in the page's language: the form asks it again, and the reset link goes back to it. */
  action: string;
  /** Starts the controls' ids, which must be unique on the page. */
  idPrefix: string;
  /** The search box, sent as `q`. */
  search: { label: string; placeholder: string; value: string | undefined; maxLength: number };
  fields: readonly ListFilterField[];
  /** Whether any filter is on: only then is there a list to reset to. */
  isFiltered: boolean;
  labels: { apply: string; reset: string };
}

/**
 * The filters of an employer panel list: a plain GET form, so it works before (and without) JavaScript
 * and every filtered list has an address. A card of fields that folds to one column on a phone.
 */
export function ListFilters({ action, idPrefix, search, fields, isFiltered, labels }: ListFiltersProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className={styles.filters} method="get" action={action} role="search">
      <div className={`${styles.field} ${styles.search}`}>
        <label className={form.label} htmlFor={id('q')}>
          {search.label}
        </label>
        <input
          id={id('q')}
          className={form.input}
          type="search"
          name="q"
          defaultValue={search.value ?? ''}
          maxLength={search.maxLength}
          placeholder={search.placeholder}
        />
      </div>
      {fields.map((field) => (
        <div key={field.name} className={styles.field}>
          <label className={form.label} htmlFor={id(field.name)}>
            {field.label}
          </label>
          {field.kind === 'date' ? (
            <input
              id={id(field.name)}
              className={`${form.input} ${styles.date}`}
              type="date"
              name={field.name}
              defaultValue={field.value ?? ''}
            />
          ) : (
            <select id={id(field.name)} className={form.select} name={field.name} defaultValue={field.value ?? ''}>
              {field.anyLabel === undefined ? null : <option value="">{field.anyLabel}</option>}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </div>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.primary} ${styles.action}`}>
          {labels.apply}
        </button>
        {isFiltered ? (
          <a className={`${buttons.secondary} ${styles.action}`} href={action}>
            {labels.reset}
          </a>
        ) : null}
      </div>
    </form>
  );
}
