import { FALLBACK_PATH, skillIconSrcOf } from '@/lib/skill-icons/ids';

/**
 * A skill's technology icon (or the neutral mark), decorative beside the skill's name. A technology's icon is an
 * image of its own small cached file, loaded lazily: a card carries a few dozen bytes per icon and no path data,
 * and an icon below the fold costs the page's load nothing (an SVG file drawn through `<use>` would be fetched
 * and turned into a document of its own while the page loads, one for each icon on it). `icon` is the id the
 * server picked for the name (`skillIconId`); the browser never needs the catalogue of names. The neutral mark
 * is drawn inline, in the text's colour.
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
  const src = skillIconSrcOf(icon);
  if (!src) {
    return (
      <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={FALLBACK_PATH} />
      </svg>
    );
  }
  // The icons are SVG files of our own, which next/image would refuse.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={className} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
