import type { ReactNode } from 'react';
import styles from './empty-illustration.module.css';

export type EmptyKind = 'search' | 'favourites' | 'applications' | 'searches' | 'offers' | 'applicants';

/** A card of text lines, the shape every illustration is built around. */
const Card = ({ x, y, w = 72, h = 50 }: { x: number; y: number; w?: number; h?: number }) => (
  <>
    <rect className={styles.paper} x={x} y={y} width={w} height={h} rx="8" />
    <rect className={styles.soft} x={x + 10} y={y + 10} width="14" height="14" rx="4" />
    <rect className={styles.line} x={x + 30} y={y + 11} width={w - 42} height="5" rx="2.5" />
    <rect className={styles.line} x={x + 30} y={y + 20} width={(w - 42) * 0.6} height="5" rx="2.5" />
    <rect className={styles.line} x={x + 10} y={y + h - 14} width={w - 20} height="5" rx="2.5" />
  </>
);

const ART: Record<EmptyKind, ReactNode> = {
  // No offers for the filters: cards under a magnifier.
  search: (
    <>
      <circle className={styles.bg} cx="80" cy="62" r="52" />
      <Card x={26} y={30} />
      <Card x={40} y={62} />
      <circle className={styles.paper} cx="112" cy="50" r="20" />
      <circle className={styles.stroke} cx="112" cy="50" r="20" />
      <path className={styles.stroke} d="M126 65l14 15" />
      <circle className={styles.accent} cx="30" cy="100" r="4" />
      <circle className={styles.accent} cx="140" cy="24" r="3" />
    </>
  ),
  // No favourites: a card and its heart.
  favourites: (
    <>
      <circle className={styles.bg} cx="80" cy="62" r="52" />
      <Card x={30} y={44} w={84} h={56} />
      <circle className={styles.paper} cx="114" cy="40" r="22" />
      <path
        className={styles.ink}
        d="M114 54c-9-6-15-11-15-17.5a7.5 7.5 0 0 1 15-1.5 7.5 7.5 0 0 1 15 1.5c0 6.5-6 11.5-15 17.5Z"
      />
      <circle className={styles.accent} cx="36" cy="28" r="4" />
    </>
  ),
  // No applications: a paper plane leaving a card.
  applications: (
    <>
      <circle className={styles.bg} cx="80" cy="62" r="52" />
      <Card x={22} y={56} />
      <path className={styles.trail} d="M90 78c18-4 22-20 18-34" />
      <path className={styles.ink} d="M96 40 144 18 128 64 116 50Z" />
      <path className={styles.soft} d="M116 50 144 18 108 46Z" />
      <circle className={styles.accent} cx="136" cy="92" r="4" />
    </>
  ),
  // No saved searches: a bell over a filtered list.
  searches: (
    <>
      <circle className={styles.bg} cx="80" cy="62" r="52" />
      <Card x={24} y={58} w={80} h={46} />
      <path className={styles.ink} d="M112 26a16 16 0 0 1 16 16v12l6 10H90l6-10V42a16 16 0 0 1 16-16Z" />
      <path className={styles.ink} d="M106 68a6 6 0 0 0 12 0Z" />
      <circle className={styles.accent} cx="126" cy="28" r="6" />
    </>
  ),
  // The employer has no offers (or none for the filters): a new ad waiting.
  offers: (
    <>
      <circle className={styles.bg} cx="80" cy="62" r="52" />
      <Card x={34} y={26} w={80} h={50} />
      <Card x={46} y={60} w={80} h={50} />
      <circle className={styles.ink} cx="122" cy="32" r="15" />
      <path className={styles.onInk} d="M122 25v14M115 32h14" />
    </>
  ),
  // No applications to the employer's offers: an empty tray and candidates' cards.
  applicants: (
    <>
      <circle className={styles.bg} cx="80" cy="62" r="52" />
      <Card x={44} y={18} w={72} h={46} />
      <path className={styles.paper} d="M28 70h30l6 10h32l6-10h30v30a8 8 0 0 1-8 8H36a8 8 0 0 1-8-8Z" />
      <path className={styles.stroke} d="M28 70h30l6 10h32l6-10h30" />
      <circle className={styles.accent} cx="34" cy="34" r="4" />
    </>
  ),
};

/**
 * The small illustration above an empty state's text (decorative: the text says it all). Inline SVG of a
 * few shapes, about 1 KB, coloured by the theme's variables.
 */
export function EmptyIllustration({ kind, small = false }: { kind: EmptyKind; small?: boolean }) {
  return (
    <svg
      className={`${styles.art} ${small ? styles.small : ''}`}
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
      data-empty-art={kind}
    >
      {ART[kind]}
    </svg>
  );
}

/** An empty state: its illustration above its own text and actions, centred. */
export function EmptyBlock({
  kind,
  small = false,
  children,
}: {
  kind: EmptyKind;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.block}>
      <EmptyIllustration kind={kind} small={small} />
      {children}
    </div>
  );
}
