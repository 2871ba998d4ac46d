import type { ListUrlState } from './search-params';

/** Sort choices of the list's form, as one value (spec: published default, newest, salary both ways). */
export const SORT_CHOICES = {
  published: { sortBy: 'published', orderBy: 'desc' },
  newest: { sortBy: 'newest', orderBy: 'desc' },
  salaryDesc: { sortBy: 'salary', orderBy: 'desc' },
  salaryAsc: { sortBy: 'salary', orderBy: 'asc' },
} as const;
export type SortChoice = keyof typeof SORT_CHOICES;

export function sortChoiceOf(state: ListUrlState): SortChoice {
  const { sortBy, orderBy } = state.filters;
  if (sortBy === 'salary') return orderBy === 'asc' ? 'salaryAsc' : 'salaryDesc';
  return sortBy === 'newest' ? 'newest' : 'published';
}
