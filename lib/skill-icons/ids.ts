import { SKILL_ICONS_BASE } from './icons-path.generated';

/** The id of the neutral mark, drawn for a skill without an icon of its own. */
export const FALLBACK_ICON_ID = 'skill';

/** The id of the symbol inside each icon's file (`<use href=".../java.svg#i">`). */
export const SYMBOL_ID = 'i';

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
 * The `<use href>` of an icon by its id (`skillIconId` on the server): its own small file, fetched once and
 * cached for good. Pages send ids, so the browser never loads the catalogue of names.
 */
export const skillIconHrefOf = (id: string | undefined): string =>
  `${SKILL_ICONS_BASE}/${/^[a-z0-9-]+$/.test(id ?? '') ? id : FALLBACK_ICON_ID}.svg#${SYMBOL_ID}`;
