import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_SKILLS } from '@/features/demo-data/server/seed/data/skills';
import { SKILL_ICON_SLUGS } from './catalogue';
import { contrast, LOW, HIGH, luminance, readableOnBothSchemes } from './colour';
import { ACCEPTED_LICENSES, generateSkillIcons, type SimpleIcon } from './generate';
import { SKILL_ICONS_BASE } from './icons-path.generated';
import { skillIconId, skillIconSrc } from './index';
import { compactIconId, fullIconId, skillIconSrcOf } from './ids';
import { FALLBACK_ICON_ID } from './sprite';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const icons = Object.values(require('simple-icons') as Record<string, SimpleIcon>).filter((i) => i?.slug);
const version = JSON.parse(readFileSync(path.join(root, 'node_modules/simple-icons/package.json'), 'utf8')).version;

describe('skill icons', () => {
  it('sends an id short where it is named like the skill, and the browser gets every id back in full', () => {
    expect(compactIconId('Redis', 'redis')).toBe('');
    expect(compactIconId('Java', 'openjdk')).toBe('openjdk');
    for (const name of [...ALL_SKILLS, ...Object.keys(SKILL_ICON_SLUGS), 'C#', 'Negocjacje', '']) {
      const id = skillIconId(name);
      expect(fullIconId(name, compactIconId(name, id)), name).toBe(id);
    }
  });

  it('draws the neutral mark (no file) for its own id and for an id that is no file name', () => {
    expect(skillIconSrcOf('../etc')).toBeNull();
    expect(skillIconSrcOf(undefined)).toBeNull();
    expect(skillIconSrcOf('')).toBeNull();
    expect(skillIconSrcOf(FALLBACK_ICON_ID)).toBeNull();
    expect(skillIconSrcOf('openjdk')).toBe(`${SKILL_ICONS_BASE}/openjdk.svg`);
  });

  it('maps dictionary skills to their technology and the rest to the neutral mark', () => {
    expect(skillIconId('Java')).toBe('openjdk');
    expect(skillIconId('java')).toBe('openjdk');
    expect(skillIconId(' Kubernetes ')).toBe('kubernetes');
    expect(skillIconId('Spring Boot')).toBe('springboot');
    expect(skillIconId('Kafka Streams')).toBe('apachekafka');
    // Names the set would match to another brand stay neutral, or go to the right one.
    expect(skillIconId('C#')).toBe(FALLBACK_ICON_ID);
    expect(skillIconId('SOLID')).toBe(FALLBACK_ICON_ID);
    expect(skillIconId('SolidJS')).toBe('solid');
    expect(skillIconId('Hive')).toBe(FALLBACK_ICON_ID);
    // Non-commercial licences stay out.
    expect(skillIconId('Vue.js')).toBe(FALLBACK_ICON_ID);
    expect(skillIconId('Negocjacje')).toBe(FALLBACK_ICON_ID);
    expect(skillIconId('')).toBe(FALLBACK_ICON_ID);
    expect(skillIconSrc('Python')).toBe(`${SKILL_ICONS_BASE}/python.svg`);
    expect(skillIconSrc('Negocjacje')).toBeNull();
  });

  it('names only dictionary skills and icons the package has, under licences the board can take', () => {
    const dictionary = new Set(ALL_SKILLS);
    const bySlug = new Map(icons.map((i) => [i.slug, i]));
    for (const [skill, slug] of Object.entries(SKILL_ICON_SLUGS)) {
      expect(dictionary.has(skill), skill).toBe(true);
      const icon = bySlug.get(slug);
      expect(icon, slug).toBeDefined();
      if (icon!.license) expect(ACCEPTED_LICENSES, slug).toContain(icon!.license.type);
    }
    // Most of the dictionary's technologies have their icon.
    expect(Object.keys(SKILL_ICON_SLUGS).length).toBeGreaterThan(180);
  });

  it('keeps every icon readable on white and on the dark cards', () => {
    for (const hex of ['#000000', '#ffffff', '#F7DF1E', '#61DAFB', '#3776AB', '#FF2D20', '#4479A1']) {
      const shown = readableOnBothSchemes(hex);
      expect(luminance(shown), hex).toBeGreaterThanOrEqual(LOW);
      expect(luminance(shown), hex).toBeLessThanOrEqual(HIGH);
      expect(contrast(shown, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrast(shown, '#161b22')).toBeGreaterThanOrEqual(3);
      expect(contrast(shown, '#122120')).toBeGreaterThanOrEqual(2.9);
    }
    // A colour already in the band is the brand's own.
    expect(readableOnBothSchemes('3776AB')).toBe('#3776ab');
  });

  it('ships the files the generator makes from the installed package (run skill-icons:generate after a change)', () => {
    const out = generateSkillIcons(icons, version);
    expect(out.base).toBe(SKILL_ICONS_BASE);
    const folder = path.join(root, 'public', out.base);
    expect(readdirSync(folder).sort()).toEqual([...out.files.keys()].sort());
    for (const [name, content] of out.files) {
      expect(readFileSync(path.join(folder, name), 'utf8'), name).toBe(content);
      expect(content).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24"><path fill="#[0-9a-f]{6}" d="[^"<>]+"\/><\/svg>\n$/,
      );
    }
    expect(readFileSync(path.join(root, 'public/skill-icons/NOTICE.md'), 'utf8')).toBe(out.notice);
    expect(readFileSync(path.join(root, 'lib/skill-icons/icons-path.generated.ts'), 'utf8')).toBe(out.module);
    // Only the current folder is shipped.
    expect(readdirSync(path.join(root, 'public/skill-icons')).sort()).toEqual(
      [path.basename(out.base), 'NOTICE.md'].sort(),
    );
  });
});
