import { skillIconHrefOf } from '@/lib/skill-icons/ids';

/**
 * A skill's technology icon (or the neutral mark), decorative beside the skill's name: a `<use>` of the
 * icon's own small cached file, so a card carries a few dozen bytes per icon and no path data. `icon` is the
 * id the server picked for the name (`skillIconId`); the browser never needs the catalogue of names.
 */
export function SkillIcon({
  icon,
  className,
  size = 14,
}: {
  icon: string | undefined;
  className?: string;
  size?: number;
}) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={skillIconHrefOf(icon)} />
    </svg>
  );
}
