import { foldText } from '@/lib/text';
import type { Seniority } from '@/features/offers/options';
import { isQuestion } from './extract/message-kind';
import { citiesIn, languagesIn } from './extract/places-languages';
import { salariesIn } from './extract/salary';
import { skillsIn } from './extract/skills';
import { benefitsIn, levelsIn, titleIn } from './extract/title';
import { firstMatch, SENIORITY_WORDS, WORKING_TIME_WORDS, WORKPLACE_WORDS } from './extract/words';
import type { Dictionaries, Facts } from './types';

/**
 * Reads one employer message (Polish or English) and returns what it states about the job. Nothing is
 * guessed: a salary, a skill, a city or a contract is extracted only when the text names it.
 */

/** What one message states; fields it does not mention stay undefined/empty. */
export function extractFacts(text: string, dictionaries: Dictionaries, known?: { seniority?: Seniority }): Facts {
  const folded = foldText(text);
  const levels = levelsIn(folded);
  const conflicts: Facts['conflicts'] = [];
  let seniority = firstMatch(folded, SENIORITY_WORDS);
  if (levels.length > 1) {
    conflicts.push({ field: 'seniority', values: levels });
    seniority = undefined;
  }
  let workplace = firstMatch(folded, WORKPLACE_WORDS);
  const modes = WORKPLACE_WORDS.filter(([re]) => re.test(folded)).map(([, mode]) => mode);
  if (modes.includes('remote') && modes.includes('office') && !modes.includes('hybrid')) {
    conflicts.push({ field: 'workplace', values: ['remote', 'office'] });
    workplace = undefined;
  }
  const removedSkills: number[] = [];
  const titled = titleIn(text, folded);
  const vagueRole = titled.vagueRole;
  let title = titled.title;
  // "Senior albo junior frontend developer": the title is the role, the level is asked about.
  if (title && levels.length > 1) {
    title = title
      .replace(/(?<!\p{L})(?:junior|mid|regular|senior)(?!\p{L})\s*(?:\/|-|albo|lub|czy|or)?\s*/giu, '')
      .trim();
    title = title ? title.charAt(0).toUpperCase() + title.slice(1) : undefined;
  }
  return {
    title,
    vagueRole,
    seniority,
    skills: skillsIn(folded, text, dictionaries.skills, seniority ?? known?.seniority, removedSkills),
    removedSkills,
    salaries: salariesIn(folded, text),
    cities: citiesIn(folded, dictionaries.cities),
    workplace,
    workingTime: firstMatch(folded, WORKING_TIME_WORDS),
    languages: languagesIn(folded),
    remoteInterview:
      /\b(remote interview|rekrutacj\w* (?:zdaln\w*|online)|rozmow\w* (?:zdaln\w*|online)|online interview)\b/.test(
        folded,
      )
        ? true
        : undefined,
    notes: [],
    benefits: isQuestion(text) ? [] : benefitsIn(text),
    conflicts,
  };
}

/** Whether a message states anything about the job (a question or a greeting does not). */
export function statesFacts(f: Facts): boolean {
  return Boolean(
    f.title ||
    f.vagueRole ||
    f.seniority ||
    f.skills.length ||
    f.removedSkills.length ||
    f.salaries.length ||
    f.cities.length ||
    f.workplace ||
    f.workingTime ||
    f.languages.length ||
    f.remoteInterview ||
    f.benefits.length ||
    f.conflicts.length,
  );
}

/** Merges what a new message says into what was known: later statements replace earlier ones field by field. */
export function mergeFacts(known: Facts, next: Facts): Facts {
  const skills = known.skills.filter((k) => !next.removedSkills.includes(k.id));
  for (const s of next.skills) {
    const i = skills.findIndex((k) => k.id === s.id);
    if (i >= 0) skills[i] = s;
    else skills.push(s);
  }
  const languages = [...known.languages];
  for (const l of next.languages) {
    const i = languages.findIndex((k) => k.code === l.code);
    if (i >= 0) languages[i] = { code: l.code, level: l.level ?? languages[i]!.level };
    else languages.push(l);
  }
  // A conflict stands until a later message settles the field; a new title settles a vague role.
  const conflicts = [
    ...known.conflicts.filter(
      (c) =>
        !(c.field === 'seniority' ? next.seniority : next.workplace) &&
        !next.conflicts.some((n) => n.field === c.field),
    ),
    ...next.conflicts,
  ];
  const title = next.title ?? known.title;
  return {
    title,
    vagueRole: next.title ? undefined : (next.vagueRole ?? (title ? undefined : known.vagueRole)),
    seniority: next.conflicts.some((c) => c.field === 'seniority') ? undefined : (next.seniority ?? known.seniority),
    skills: skills.slice(0, 30),
    removedSkills: [],
    salaries: next.salaries.length ? next.salaries : known.salaries,
    cities: next.cities.length ? next.cities : known.cities,
    workplace: next.conflicts.some((c) => c.field === 'workplace') ? undefined : (next.workplace ?? known.workplace),
    workingTime: next.workingTime ?? known.workingTime,
    languages: languages.slice(0, 5),
    categoryKey: next.categoryKey ?? known.categoryKey,
    remoteInterview: next.remoteInterview ?? known.remoteInterview,
    notes: [...known.notes, ...next.notes].slice(-10),
    benefits: [...new Set([...known.benefits, ...next.benefits])].slice(0, 15),
    conflicts,
  };
}

export const emptyFacts = (): Facts => ({
  skills: [],
  salaries: [],
  cities: [],
  languages: [],
  notes: [],
  benefits: [],
  removedSkills: [],
  conflicts: [],
});

/** The category whose typical roles and skills the facts match best (only a clear winner). */
export function guessCategory(facts: Facts, categories: Dictionaries['categories']): string | undefined {
  const words = new Set([...foldText(facts.title ?? '').split(/\s+/), ...facts.skills.map((s) => foldText(s.name))]);
  let best: { key: string; score: number } | undefined;
  let second = 0;
  for (const c of categories) {
    let score = 0;
    for (const hint of c.hints) if (words.has(foldText(hint))) score += 1;
    if (facts.title && foldText(facts.title).includes(foldText(c.labels.en))) score += 2;
    if (!best || score > best.score) {
      second = best?.score ?? 0;
      best = { key: c.key, score };
    } else if (score > second) second = score;
  }
  return best && best.score >= 2 && best.score > second ? best.key : undefined;
}
