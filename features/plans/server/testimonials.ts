import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import type { Locale } from '@/lib/i18n/locales';
import type { Testimonial } from '../schemas';

const MESSAGES = { pl, en } as const;

/**
 * The demo testimonials shown next to the plans. They live in the messages (one copy per language,
 * edited like any other text); the ids are the message keys, stable across languages.
 */
export function listTestimonials(locale: Locale): Testimonial[] {
  const items = MESSAGES[locale].plans.testimonials.items as Record<string, Omit<Testimonial, 'id'>>;
  return Object.entries(items).map(([id, t]) => ({ id, ...t }));
}
