/** The query keys of the brand story editor. */
export const brandStoryKeys = {
  all: ['employer', 'brand-stories'] as const,
  slugStatus: (slug: string) => ['employer', 'brand-stories', 'slug-status', slug] as const,
  technologies: (search: string) => ['employer', 'brand-stories', 'technologies', search] as const,
};
