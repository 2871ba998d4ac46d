// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { ListFilters, type ListFiltersProps } from './list-filters';

afterEach(cleanup);

const props: ListFiltersProps = {
  action: '/en/employer/offers',
  idPrefix: 'offers',
  search: { label: 'Search by title', placeholder: 'e.g. Java', value: undefined, maxLength: 100 },
  fields: [
    {
      kind: 'select',
      name: 'state',
      label: 'State',
      anyLabel: 'All states',
      value: undefined,
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'published', label: 'Published' },
      ],
    },
    {
      kind: 'select',
      name: 'cityId',
      label: 'City',
      anyLabel: 'All cities',
      value: 7,
      options: [
        { value: 3, label: 'Gdańsk' },
        { value: 7, label: 'Kraków' },
      ],
    },
    { kind: 'date', name: 'from', label: 'From', value: '2026-01-02' },
    {
      kind: 'select',
      name: 'sort',
      label: 'Sort by',
      value: 'views',
      options: [
        { value: 'newest', label: 'Newest' },
        { value: 'views', label: 'Most viewed' },
      ],
    },
  ],
  isFiltered: false,
  labels: { apply: 'Show', reset: 'Clear filters' },
};

describe('ListFilters', () => {
  it('is a GET search form back to the list, each control labelled and named by its query parameter', () => {
    render(<ListFilters {...props} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/employer/offers');
    const search = screen.getByLabelText('Search by title');
    expect(search).toHaveAttribute('name', 'q');
    expect(search).toHaveAttribute('maxlength', '100');
    expect(search).toHaveAttribute('placeholder', 'e.g. Java');
    expect(screen.getByLabelText('State')).toHaveAttribute('name', 'state');
    expect(screen.getByLabelText('City')).toHaveAttribute('name', 'cityId');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Sort by')).toHaveAttribute('name', 'sort');
    expect(new Set([...form.querySelectorAll('[id]')].map((e) => e.id)).size).toBe(5);
    expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('type', 'submit');
  });

  it('shows the chosen values, with an "any" choice only where a filter may be off', () => {
    render(<ListFilters {...props} search={{ ...props.search, value: 'java' }} />);
    expect(screen.getByLabelText('Search by title')).toHaveValue('java');
    expect(screen.getByLabelText('State')).toHaveValue('');
    expect(within(screen.getByLabelText('State')).getAllByRole('option')[0]).toHaveTextContent('All states');
    expect(screen.getByLabelText('City')).toHaveValue('7');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-02');
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('views');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Most viewed']);
  });

  it('offers the way back to the whole list only while a filter is on', () => {
    const { rerender } = render(<ListFilters {...props} />);
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
    rerender(<ListFilters {...props} isFiltered />);
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/en/employer/offers');
  });
});
