// Written by `npm run skill-icons:generate` (scripts/skill-icons.ts): do not edit.
/** Public folder of the technology icons, one `<slug>.svg` each (named by their content). */
export const SKILL_ICONS_BASE = '/skill-icons/714b61731c';
