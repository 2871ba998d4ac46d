import { skillIconHref } from '@/lib/skill-icons';

/**
 * A skill's technology icon (or the neutral mark), decorative beside the skill's name: a `<use>` of the
 * icon's own small cached file, so a card carries a few dozen bytes per icon and no path data.
 */
export function SkillIcon({ name, className, size = 14 }: { name: string; className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={skillIconHref(name)} />
    </svg>
  );
}
