type Point = [number, number];
interface Segment {
  level: number;
  coords: Point[];
}
interface Feature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry:
    | { type: 'Point'; coordinates: Point }
    | { type: 'LineString'; coordinates: Point[] }
    | { type: 'Polygon'; coordinates: Point[][] };
}
interface Place {
  cityId: number;
  name: string;
  population: number;
  muni?: string;
  country: string;
  loc: { coordinates: number[] };
}

export const CELL_DEG: number;
export const REGION: [number, number, number, number];
export function riverClass(level: number): 'major' | 'river' | 'stream' | 'canal';
export function parseSegments(text: string): Segment[];
export function roundLine(coords: Point[]): Point[];
export function isClosed(coords: Point[]): boolean;
export function cellOf(point: Point): string;
export function cellOfShape(coords: Point[]): string;
export function waterFeatures(rivers: Segment[], lakes: Segment[]): Feature[];
export function placeFeatures(places: Place[]): Feature[];
export function splitLineByCell(coords: Point[]): { key: string; coords: Point[] }[];
export function splitIntoCells(features: Feature[]): Map<string, Feature[]>;
