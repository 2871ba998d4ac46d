import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

/** One screen of the form: the fields it validates before moving on, and its content. */
export interface FormStep<V extends FieldValues> {
  key: string;
  title: string;
  fields: Path<V>[];
  render: () => ReactNode;
}

/** A screen after the ten steps (summary, payment, publish): no fields of its own, its own next action. */
export interface TailStep {
  key: string;
  title: string;
  /**
   * The screen's content. A screen that shows the whole form (the summary) takes the values as an argument
   * (`watchesValues`): they are read outside its hidden pre-render, which then stays up to date.
   */
  render: (values?: FieldValues) => ReactNode;
  watchesValues?: boolean;
  /** The bottom bar's forward action on this screen; absent on the last one. */
  next?: { label: string; onClick?: () => void | Promise<void> };
}

export type SaveResult = { ok: true } | { ok: false; message: string };
