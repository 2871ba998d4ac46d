/** Line icons (24 × 24, drawn in the category's colour) for the main categories of both boards. */
const ICONS: Record<string, string> = {
  code: 'M8 7 3 12l5 5M16 7l5 5-5 5M14 4l-4 16',
  window: 'M3 5h18v14H3zM3 9h18M6 7h.01M9 7h.01',
  layers: 'M12 3 2 8l10 5 10-5-10-5ZM2 13l10 5 10-5M2 17l10 5 10-5',
  phone: 'M7 2h10v20H7zM11 18h2',
  gear: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6ZM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  database:
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3ZM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  spark: 'M12 2v6M12 16v6M2 12h6M16 12h6M5 5l3.5 3.5M15.5 15.5 19 19M5 19l3.5-3.5M15.5 8.5 19 5',
  check: 'M4 12l5 5L20 6',
  shield: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z',
  chip: 'M7 7h10v10H7zM10 2v5M14 2v5M10 17v5M14 17v5M2 10h5M2 14h5M17 10h5M17 14h5',
  game: 'M6 8h12a4 4 0 0 1 0 8H6a4 4 0 0 1 0-8ZM8 10v4M6 12h4M15 11h.01M17 13h.01',
  board: 'M4 4h16v16H4zM8 8h3M8 12h8M8 16h5',
  pen: 'M4 20l4-1L19 8l-3-3L5 16l-1 4ZM14 7l3 3',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01',
  cube: 'M12 2 3 7v10l9 5 9-5V7l-9-5ZM3 7l9 5 9-5M12 12v10',
  columns: 'M3 21h18M5 21V10M10 21V10M14 21V10M19 21V10M2 10l10-7 10 7',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2V5ZM4 19a2 2 0 0 1 2-2h14',
  handshake: 'M2 12l5-5 5 3 5-3 5 5-5 5-5-3-5 3-5-5ZM12 10v4',
  megaphone: 'M3 10v4h4l8 5V5L7 10H3ZM18 9a4 4 0 0 1 0 6',
  coins:
    'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3ZM4 5v6c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 11v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  people: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.7',
  truck: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3z',
  folder: 'M3 6a2 2 0 0 1 2-2h5l2 2h7a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6Z',
  scale: 'M12 3v18M7 21h10M4 7h16M6 7l-3 7a3 3 0 0 0 6 0L6 7ZM18 7l-3 7a3 3 0 0 0 6 0l-3-7Z',
  cap: 'M2 9l10-5 10 5-10 5L2 9ZM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  briefcase: 'M3 7h18v13H3zM8 7V4h8v3M3 12h18',
};

/** Which icon a main category shows (its key on either board); anything else a briefcase. */
const BY_CATEGORY: Record<string, keyof typeof ICONS> = {
  backend: 'code',
  frontend: 'window',
  fullstack: 'layers',
  mobile: 'phone',
  devops: 'gear',
  data: 'database',
  ai: 'spark',
  testing: 'check',
  security: 'shield',
  embedded: 'chip',
  gamedev: 'game',
  'project-management': 'board',
  'ux-ui': 'pen',
  'business-analysis': 'chart',
  support: 'help',
  erp: 'cube',
  architecture: 'columns',
  'it-trainings': 'book',
  sales: 'handshake',
  marketing: 'megaphone',
  finance: 'coins',
  hr: 'people',
  logistics: 'truck',
  'customer-service': 'headset',
  administration: 'folder',
  law: 'scale',
  courses: 'cap',
};

export function categoryIconPath(key: string): string {
  return ICONS[BY_CATEGORY[key] ?? 'briefcase']!;
}

/** A main category's icon in its colour (light or dark scheme, through the tile's CSS variables). */
export function CategoryIcon({ categoryKey, className }: { categoryKey: string; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path
          d={categoryIconPath(categoryKey)}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
