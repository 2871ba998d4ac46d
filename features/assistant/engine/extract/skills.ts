import type { Seniority } from '@/features/offers/options';
import { foldText } from '@/lib/text';
import type { Dictionaries, SkillFact } from '../types';
import { escape } from './words';

/** Skills the dictionary names, in their Polish inflections, required or nice to have, unless negated. */

/** Skills whose names are ordinary words or letters: recognised only when written exactly. */
const EXACT_ONLY = new Set([
  'c',
  'r',
  'go',
  'less',
  'pr',
  'rest',
  'git',
  'soap',
  'excel',
  'room',
  'combine',
  'flux',
  'lit',
  'beam',
  'vault',
  'consul',
  'envoy',
  'chef',
  'puppet',
  'bun',
  'deno',
  'express',
  'koa',
  'spring',
  'flask',
  'unity',
  'nx',
  'qt',
  'gtk',
  'arm',
  'can',
  'solr',
  'hive',
  'kanban',
  'scrum',
  'agile',
  'oop',
  'soc',
  'lambda',
  'serverless',
  'apache',
  'linux',
  'windows server',
  'magento',
  'drupal',
  'miro',
]);

/** Markers after which named skills are nice to have, not required. */
const OPTIONAL_MARKER =
  /\b(mile widzian\w*|nice to have|nice-to-have|dodatkow\w* atut\w*|atutem|a plus|plus bedzie|would be a plus|optional\w*|opcjonaln\w*|bonus)\b/;

interface SkillMatcher {
  entry: { id: number; name: string };
  re: RegExp;
}

/**
 * A skill's name with the Polish case endings employers write ("bez Kafki", "z Pythonem", "znajomość
 * Reacta", "Javy"): names of letters only, four or more, take the endings; names with symbols stay as written.
 */
function inflected(name: string): string {
  if (!/^[a-z][a-z ]*[a-z]$/.test(name) || name.length < 4) return escape(name);
  if (/a$/.test(name)) return `${escape(name.slice(0, -1))}(?:a|y|i|e|ie|o)`;
  return `${escape(name)}(?:a|u|em|ie|owi|y)?`;
}
const matcherCache = new WeakMap<object, SkillMatcher[]>();

function skillMatchers(skills: Dictionaries['skills']): SkillMatcher[] {
  const cached = matcherCache.get(skills);
  if (cached) return cached;
  const list = skills
    .map((entry) => {
      const exact = EXACT_ONLY.has(entry.name.toLowerCase()) || entry.name.length <= 2;
      const body = exact ? escape(entry.name) : inflected(foldText(entry.name));
      // Names like "C#", ".NET" or "Node.js" end or start with symbols: a word boundary does not fit them.
      const re = new RegExp(`(?<![\\w#+.])${body}(?![\\w#+]|\\.\\w)`, exact ? 'g' : 'g');
      return { entry, re, exact };
    })
    // Longer names first, so "Spring Boot" is taken before "Spring".
    .sort((a, b) => b.entry.name.length - a.entry.name.length);
  matcherCache.set(skills, list);
  return list;
}

export function skillsIn(
  folded: string,
  original: string,
  skills: Dictionaries['skills'],
  seniority?: Seniority,
  removed?: number[],
): SkillFact[] {
  const base =
    seniority === 'junior' ? 2 : seniority === 'senior' ? 4 : seniority === 'expert' || seniority === 'c_level' ? 5 : 3;
  const optionalFrom = OPTIONAL_MARKER.exec(folded)?.index ?? Infinity;
  const taken: [number, number][] = [];
  const out: (SkillFact & { at: number })[] = [];
  for (const { entry, re } of skillMatchers(skills)) {
    const exact = EXACT_ONLY.has(entry.name.toLowerCase()) || entry.name.length <= 2;
    const haystack = exact ? original : folded;
    re.lastIndex = 0;
    for (const m of haystack.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      // Case endings that make ordinary English words ("at scale" is not Scala).
      if (!exact && NOT_A_SKILL.has(m[0])) continue;
      taken.push([start, end]);
      if (negated(folded, start, end)) {
        removed?.push(entry.id);
        break;
      }
      const required = start < optionalFrom;
      out.push({ id: entry.id, name: entry.name, level: required ? base : Math.max(1, base - 1), required, at: start });
      break;
    }
  }
  // In the order the employer wrote them.
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...skill }) => skill);
}

/** Inflected forms of skill names that are ordinary words. */
const NOT_A_SKILL = new Set(['scale', 'scali', 'julie', 'rusty', 'darty', 'basho']);

/** Words before a skill that leave it out: "bez Kafki", "without Docker", "no React", "zamiast Javy", "remove Kafka". */
const NEGATION_BEFORE =
  /(?:^|[\s(,;:])(?:bez|without|no|not|nie|zamiast|instead of|rather than|usun\w*|remove|drop|skresl\w*|wykresl\w*|rezygnujemy z|zrezygnuj\w* z|nie (?:wymagamy|potrzebujemy|szukamy)|(?:we )?(?:don't|do not) (?:need|require)|no need for)\s+(?:(?:znajomosci|jezyka|the|any|z|ze)\s+)?(?:[\w.#+-]+\s+(?:i|and|ani|or|oraz|nor)\s+)*$/;
/** Words after a skill that leave it out: "Kafka nie jest potrzebna", "Docker is not needed". */
const NEGATION_AFTER =
  /^\s*(?:nie jest (?:potrzebn\w*|wymagan\w*)|niepotrzebn\w*|odpada|is not (?:needed|required)|isn't (?:needed|required)|not needed|not required)/;

function negated(folded: string, start: number, end: number): boolean {
  // Only the clause the skill is in: "Java, bez Kafki" leaves Java in.
  const before = folded.slice(Math.max(0, start - 40), start);
  const clauseStart = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('.'));
  const lead = before.slice(clauseStart + 1);
  return NEGATION_BEFORE.test(lead) || NEGATION_AFTER.test(folded.slice(end, end + 40));
}
