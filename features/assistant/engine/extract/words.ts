import type { EmploymentType, Seniority, WorkingTime, WorkplaceType } from '@/features/offers/options';

/** The word tables the extractor reads a message with (text already folded: lower case, no diacritics). */

export const SENIORITY_WORDS: [RegExp, Seniority][] = [
  [/\b(cto|cio|ceo|head of|vp of|dyrektor\w*|director)\b/, 'c_level'],
  [/\b(expert|ekspert\w*|principal|staff|lead|leader|lider\w*|architect|architekt\w*)\b/, 'expert'],
  [/\b(senior\w*|starsz\w*|sr\.?)\b/, 'senior'],
  [/\b(mid|regular|medium|sredni\w*|mid-level)\b/, 'mid'],
  [/\b(junior\w*|mlodsz\w*|jr\.?|entry level|stazyst\w*|trainee)\b/, 'junior'],
];

/** Nouns that name a role: the clause holding one is the job title. */
export const ROLE_NOUN =
  /\b(developer\w*|dev|engineer\w*|programist\w*|inzynier\w*|tester\w*|qa|analyst\w*|analityk\w*|devops|sre|architect|architekt\w*|designer|projektant\w*|manager|menedzer\w*|kierownik\w*|administrator\w*|admin|specialist|specjalist\w*|scientist|owner|scrum master|consultant|konsultant\w*|lead|leader|lider\w*|cto|head of|koordynator\w*|coordinator|technik\w*|support|helpdesk|recruiter|rekruter\w*)\b/;

export const WORKPLACE_WORDS: [RegExp, WorkplaceType][] = [
  [/\b(hybrid\w*|hybryd\w*)\b/, 'hybrid'],
  [/\b(remote\w*|zdaln\w*|fully remote|100% remote|home office)\b/, 'remote'],
  [/\b(on-?site|stacjonarn\w*|w biurze|z biura|from the office|in the office|office-based)\b/, 'office'],
];

export const WORKING_TIME_WORDS: [RegExp, WorkingTime][] = [
  [/\b(part[- ]time|pol etatu|czesc etatu|niepeln\w* etat\w*)\b/, 'part_time'],
  [/\b(full[- ]time|peln\w* etat\w*|caly etat)\b/, 'full_time'],
  [/\b(internship|staz\w*|praktyk\w*)\b/, 'practice_internship'],
  [/\b(freelanc\w*)\b/, 'freelance'],
];

export const CONTRACT_WORDS: [RegExp, EmploymentType][] = [
  [/\bb2b\b|\bkontrakt\w*|\bfaktur\w*/, 'b2b'],
  [/\b(uop|umow\w* o prace|employment contract|permanent|full employment|etat)\b/, 'permanent'],
  [/\b(uz|umow\w* zleceni\w*|zleceni\w*|mandate contract|contract of mandate)\b/, 'mandate_contract'],
  [/\b(uod|umow\w* o dzielo|contract for specific work)\b/, 'contract_for_specific_work'],
  [/\b(internship|staz\w*|praktyk\w*)\b/, 'internship'],
];

export const LANGUAGES: [RegExp, string][] = [
  [/\b(english|angielsk\w*)\b/, 'en'],
  [/\b(polish|polsk\w*)\b/, 'pl'],
  [/\b(german|niemieck\w*)\b/, 'de'],
  [/\b(french|francusk\w*)\b/, 'fr'],
  [/\b(spanish|hiszpansk\w*)\b/, 'es'],
  [/\b(italian|wlosk\w*)\b/, 'it'],
  [/\b(ukrainian|ukrainsk\w*)\b/, 'uk'],
  [/\b(russian|rosyjsk\w*)\b/, 'ru'],
  [/\b(czech|czesk\w*)\b/, 'cs'],
  [/\b(dutch|niderlandzk\w*|holendersk\w*)\b/, 'nl'],
];
/** Words that state a language level without the CEFR code. */
export const LEVEL_WORDS: [RegExp, string][] = [
  [/\b(native|ojczyst\w*)\b/, 'c2'],
  [/\b(fluent\w*|biegl\w*|advanced|zaawansowan\w*)\b/, 'c1'],
  [/\b(upper[- ]intermediate|komunikatywn\w*|communicative)\b/, 'b2'],
  [/\b(intermediate|srednio\w*)\b/, 'b1'],
  [/\b(basic|podstawow\w*)\b/, 'a2'],
];

export function firstMatch<T>(text: string, table: [RegExp, T][]): T | undefined {
  let best: { at: number; value: T } | undefined;
  for (const [re, value] of table) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, value };
  }
  return best?.value;
}

/** Splits a message into clauses: salary blocks and titles are looked for clause by clause. */
export const clausesOf = (text: string): string[] =>
  text
    .split(/(?:[;\n]|(?<!\d)[,.](?!\d)|\s+(?:oraz|and|lub|or|albo)\s+(?=\d))/)
    .map((c) => c.trim())
    .filter(Boolean);

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
