import { SKILL_ICONS_BASE } from './icons-path.generated';

/** The id of the neutral mark, drawn for a skill without an icon of its own. */
export const FALLBACK_ICON_ID = 'skill';

/** The neutral mark: a four-pointed spark (the suggestions' skills sign), drawn inline in the text's own colour. */
export const FALLBACK_PATH =
  'M12 2.5c.8 5.1 4.4 8.7 9.5 9.5-5.1.8-8.7 4.4-9.5 9.5-.8-5.1-4.4-8.7-9.5-9.5 5.1-.8 8.7-4.4 9.5-9.5Z';

/**
 * The id an icon would have if named like the skill ("Redis" → `redis`, "RabbitMQ" → `rabbitmq`): most icons
 * are, so a page sends an id only where it differs (`compactIconId`) and the browser works the rest out.
 */
export const iconIdLike = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** `id` as a page sends it: empty when it is the one named like the skill. */
export const compactIconId = (name: string, id: string): string => (id === iconIdLike(name) ? '' : id);

/** The id a page sent for a skill (`compactIconId`), in full. */
export const fullIconId = (name: string, sent: string | undefined): string => sent || iconIdLike(name);

/**
 * The file of an icon by its id (`skillIconId` on the server), an image of its own, fetched once and cached
 * for good; null for the neutral mark (and an id that is no file name), which is drawn inline. Pages send ids,
 * so the browser never loads the catalogue of names.
 */
export const skillIconSrcOf = (id: string | undefined): string | null =>
  id && id !== FALLBACK_ICON_ID && /^[a-z0-9-]+$/.test(id) ? `${SKILL_ICONS_BASE}/${id}.svg` : null;
