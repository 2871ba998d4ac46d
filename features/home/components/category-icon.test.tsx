// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the test checks the boards' own categories, not client code
import { BIZ_CATEGORIES, IT_CATEGORIES } from '@/features/demo-data/server/seed/data/categories';
import { CategoryIcon, categoryIconPath } from './category-icon';

describe('category icons', () => {
  it('gives every main category of both boards its own icon', () => {
    const keys = [...IT_CATEGORIES, ...BIZ_CATEGORIES].map((c) => c.key);
    const fallback = categoryIconPath('no-such-category');
    const paths = keys.map(categoryIconPath);
    expect(paths.filter((p) => p === fallback)).toEqual([]);
    expect(new Set(paths).size).toBe(new Set(keys).size);
  });

  it('draws in the current colour, hidden from assistive technology', () => {
    const { container } = render(<CategoryIcon categoryKey="backend" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('path')).toHaveAttribute('stroke', 'currentColor');
  });
});
