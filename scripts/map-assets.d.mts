import type { Topology } from 'topojson-specification';

export const BASE_MAP_FILE: string;
export function buildBaseMap(topology: Topology): string;
export const DETAIL_DIR: string;
