/** A partner of the board, drawn as a text mark in its colour (no external images). */
export interface Partner {
  name: string;
  mark: string;
  color: string;
}

/** Each board's partners (spec: the homepage partners carousel). Unknown boards show none. */
export const PARTNERS: Record<string, Partner[]> = {
  it: [
    { name: 'Politechnika Warszawska', mark: 'PW', color: '#8a1538' },
    { name: 'Meet.js', mark: 'mjs', color: '#d97706' },
    { name: 'Code Europe', mark: 'CE', color: '#2563eb' },
    { name: 'Women in Tech Poland', mark: 'WiT', color: '#9333ea' },
    { name: 'Fundacja Kodowania', mark: 'FK', color: '#059669' },
    { name: 'DevConf Kraków', mark: 'DC', color: '#dc2626' },
  ],
  biz: [
    { name: 'Szkoła Główna Handlowa', mark: 'SGH', color: '#1e3a8a' },
    { name: 'Polska Izba Handlu', mark: 'PIH', color: '#b45309' },
    { name: 'Akademia Sprzedaży', mark: 'AS', color: '#0f766e' },
    { name: 'Forum Logistyki', mark: 'FL', color: '#be123c' },
    { name: 'Klub Finansistów', mark: 'KF', color: '#4338ca' },
  ],
};

export const partnersOf = (tenantSlug: string): Partner[] => PARTNERS[tenantSlug] ?? [];
