import { foldText } from '@/lib/text';
import type {
  EmploymentType,
  SalaryCurrency,
  SalaryUnit,
  Seniority,
  WorkingTime,
  WorkplaceType,
} from '@/features/offers/options';
import type { CityEntry, Dictionaries, Facts, SalaryFact, SkillFact } from './types';

/**
 * Reads one employer message (Polish or English) and returns what it states about the job. Nothing is
 * guessed: a salary, a skill, a city or a contract is extracted only when the text names it.
 */

const SENIORITY_WORDS: [RegExp, Seniority][] = [
  [/\b(cto|cio|ceo|head of|vp of|dyrektor\w*|director)\b/, 'c_level'],
  [/\b(expert|ekspert\w*|principal|staff|lead|leader|lider\w*|architect|architekt\w*)\b/, 'expert'],
  [/\b(senior\w*|starsz\w*|sr\.?)\b/, 'senior'],
  [/\b(mid|regular|medium|sredni\w*|mid-level)\b/, 'mid'],
  [/\b(junior\w*|mlodsz\w*|jr\.?|entry level|stazyst\w*|trainee)\b/, 'junior'],
];

/** Nouns that name a role: the clause holding one is the job title. */
const ROLE_NOUN =
  /\b(developer\w*|dev|engineer\w*|programist\w*|inzynier\w*|tester\w*|qa|analyst\w*|analityk\w*|devops|sre|architect|architekt\w*|designer|projektant\w*|manager|menedzer\w*|kierownik\w*|administrator\w*|admin|specialist|specjalist\w*|scientist|owner|scrum master|consultant|konsultant\w*|lead|leader|lider\w*|cto|head of|koordynator\w*|coordinator|technik\w*|support|helpdesk|recruiter|rekruter\w*)\b/;

const WORKPLACE_WORDS: [RegExp, WorkplaceType][] = [
  [/\b(hybrid\w*|hybryd\w*)\b/, 'hybrid'],
  [/\b(remote\w*|zdaln\w*|fully remote|100% remote|home office)\b/, 'remote'],
  [/\b(on-?site|stacjonarn\w*|w biurze|z biura|from the office|in the office|office-based)\b/, 'office'],
];

const WORKING_TIME_WORDS: [RegExp, WorkingTime][] = [
  [/\b(part[- ]time|pol etatu|czesc etatu|niepeln\w* etat\w*)\b/, 'part_time'],
  [/\b(full[- ]time|peln\w* etat\w*|caly etat)\b/, 'full_time'],
  [/\b(internship|staz\w*|praktyk\w*)\b/, 'practice_internship'],
  [/\b(freelanc\w*)\b/, 'freelance'],
];

const CONTRACT_WORDS: [RegExp, EmploymentType][] = [
  [/\bb2b\b|\bkontrakt\w*|\bfaktur\w*/, 'b2b'],
  [/\b(uop|umow\w* o prace|employment contract|permanent|full employment|etat)\b/, 'permanent'],
  [/\b(uz|umow\w* zleceni\w*|zleceni\w*|mandate contract|contract of mandate)\b/, 'mandate_contract'],
  [/\b(uod|umow\w* o dzielo|contract for specific work)\b/, 'contract_for_specific_work'],
  [/\b(internship|staz\w*|praktyk\w*)\b/, 'internship'],
];

const LANGUAGES: [RegExp, string][] = [
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
const LEVEL_WORDS: [RegExp, string][] = [
  [/\b(native|ojczyst\w*)\b/, 'c2'],
  [/\b(fluent\w*|biegl\w*|advanced|zaawansowan\w*)\b/, 'c1'],
  [/\b(upper[- ]intermediate|komunikatywn\w*|communicative)\b/, 'b2'],
  [/\b(intermediate|srednio\w*)\b/, 'b1'],
  [/\b(basic|podstawow\w*)\b/, 'a2'],
];

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

const CURRENCY_WORDS: [RegExp, SalaryCurrency][] = [
  [/(€|\beur\b|\beuro\b)/, 'EUR'],
  [/(\$|\busd\b|\bdolar\w*|\bdollars?\b)/, 'USD'],
  [/(£|\bgbp\b|\bfunt\w*|\bpounds?\b)/, 'GBP'],
  [/\bchf\b|\bfrank\w*/, 'CHF'],
  [/\bzl\b|\bpln\b|\bzlotych\b|\bzloty\b|\bzl\/|\bpln\//, 'PLN'],
];

const UNIT_WORDS: [RegExp, SalaryUnit][] = [
  [
    /(\/\s?h\b|\/\s?godz\w*|\bper hour\b|\bhourly\b|\bza godzin\w*|\bstawk\w* godzinow\w*|\bgodzinow\w*|\b\/hr\b|\ban hour\b)/,
    'hour',
  ],
  [/(\/\s?d\b|\/\s?day\b|\/\s?dzien\b|\bper day\b|\bdaily\b|\bdziennie\b|\bza dzien\b|\bdniowk\w*|\ba day\b)/, 'day'],
  [
    /(\/\s?y\b|\/\s?year\b|\/\s?rok\b|\bper year\b|\bper annum\b|\brocznie\b|\bannual\w*|\bza rok\b|\ba year\b)/,
    'year',
  ],
  [
    /(\/\s?m\b|\/\s?mies\w*|\/\s?month\b|\bper month\b|\bmonthly\b|\bmiesiecznie\b|\bmies\.?\b|\bza miesiac\b|\ba month\b)/,
    'month',
  ],
];

/** A number as employers write it: "25", "25k", "25 000", "25.000", "25,5k", "120". */
const AMOUNT = String.raw`(\d{1,3}(?:[ .\u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|tys\.?|tys\b|tysiecy)?`;
const RANGE = new RegExp(
  String.raw`(?:od\s+|from\s+)?[€$£]?\s*${AMOUNT}\s*(?:-|–|—|do|to|until)\s*[€$£]?\s*${AMOUNT}`,
  'g',
);
const UP_TO = new RegExp(String.raw`(?:do|up to|until|max\.?|maks\.?)\s+${AMOUNT}`, 'g');
const SINGLE = new RegExp(
  String.raw`${AMOUNT}\s*(?=(?:zl|pln|eur|euro|usd|gbp|chf|€|\$|£|/\s?h\b|/\s?godz|netto|brutto|net\b|gross\b|b2b))`,
  'g',
);

const parseAmount = (digits: string, multiplier: string | undefined): number => {
  const plain = digits.replace(/[ \u00a0]/g, '').replace(/\.(?=\d{3}(\D|$))/g, '');
  const value = Number(plain.replace(',', '.'));
  return multiplier ? Math.round(value * 1000) : value;
};

function firstMatch<T>(text: string, table: [RegExp, T][]): T | undefined {
  let best: { at: number; value: T } | undefined;
  for (const [re, value] of table) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, value };
  }
  return best?.value;
}

/** Splits a message into clauses: salary blocks and titles are looked for clause by clause. */
const clausesOf = (text: string): string[] =>
  text
    .split(/(?:[;\n]|(?<!\d)[,.](?!\d)|\s+(?:oraz|and|lub|or|albo)\s+(?=\d))/)
    .map((c) => c.trim())
    .filter(Boolean);

function salariesIn(folded: string, original: string): SalaryFact[] {
  const found: SalaryFact[] = [];
  const defaults = {
    currency: firstMatch(folded, CURRENCY_WORDS),
    unit: firstMatch(folded, UNIT_WORDS),
    type: firstMatch(folded, CONTRACT_WORDS),
  };
  for (const clause of clausesOf(folded)) {
    const ranges: { from: number; to: number | null; at: number }[] = [];
    for (const m of clause.matchAll(RANGE)) {
      const from = parseAmount(m[1]!, m[2]);
      let to = parseAmount(m[3]!, m[4]);
      // "25-30k": the thousands mark after the second number covers the first.
      const fromValue = !m[2] && m[4] && from < 1000 ? from * 1000 : from;
      if (m[2] && !m[4] && to < 1000) to *= 1000;
      ranges.push({ from: fromValue, to, at: m.index ?? 0 });
    }
    if (ranges.length === 0)
      for (const m of clause.matchAll(UP_TO))
        ranges.push({ from: parseAmount(m[1]!, m[2]), to: null, at: m.index ?? 0 });
    if (ranges.length === 0)
      for (const m of clause.matchAll(SINGLE))
        ranges.push({ from: parseAmount(m[1]!, m[2]), to: null, at: m.index ?? 0 });
    for (const range of ranges) {
      // Years of experience, team sizes and percentages are not pay.
      const after = clause.slice(range.at).replace(/^[\d\s.,kK\-–—dotusyi]+/, '');
      if (/^(lat|years?|yrs|osob|people|os\.|%|dni|days)/.test(after)) continue;
      if (range.from <= 0 || !Number.isFinite(range.from)) continue;
      const hasMoneySign = /(zl|pln|eur|euro|usd|gbp|chf|€|\$|£|netto|brutto|\bnet\b|\bgross\b|b2b|uop|k\b|tys)/.test(
        clause,
      );
      if (!hasMoneySign) continue;
      const type = firstMatch(clause, CONTRACT_WORDS) ?? defaults.type ?? 'any';
      const stated = /\b(netto|net)\b/.test(clause) ? 'net' : /\b(brutto|gross)\b/.test(clause) ? 'gross' : null;
      const unit = firstMatch(clause, UNIT_WORDS) ?? defaults.unit ?? 'month';
      const from = Math.min(range.from, range.to ?? range.from);
      const to = range.to === null ? null : Math.max(range.from, range.to);
      found.push({
        type,
        from,
        to,
        currency: firstMatch(clause, CURRENCY_WORDS) ?? defaults.currency ?? 'PLN',
        unit,
        amountType: stated ?? (type === 'b2b' ? 'net' : 'gross'),
        amountTypeAssumed: stated === null,
      });
    }
  }
  void original;
  // One block per contract type: the first mention wins.
  return found.filter((s, i) => found.findIndex((o) => o.type === s.type) === i).slice(0, 2);
}

interface SkillMatcher {
  entry: { id: number; name: string };
  re: RegExp;
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const matcherCache = new WeakMap<object, SkillMatcher[]>();

function skillMatchers(skills: Dictionaries['skills']): SkillMatcher[] {
  const cached = matcherCache.get(skills);
  if (cached) return cached;
  const list = skills
    .map((entry) => {
      const exact = EXACT_ONLY.has(entry.name.toLowerCase()) || entry.name.length <= 2;
      const body = escape(exact ? entry.name : foldText(entry.name));
      // Names like "C#", ".NET" or "Node.js" end or start with symbols: a word boundary does not fit them.
      const re = new RegExp(`(?<![\\w#+.])${body}(?![\\w#+]|\\.\\w)`, exact ? 'g' : 'g');
      return { entry, re, exact };
    })
    // Longer names first, so "Spring Boot" is taken before "Spring".
    .sort((a, b) => b.entry.name.length - a.entry.name.length);
  matcherCache.set(skills, list);
  return list;
}

function skillsIn(
  folded: string,
  original: string,
  skills: Dictionaries['skills'],
  seniority?: Seniority,
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
      taken.push([start, end]);
      const required = start < optionalFrom;
      out.push({ id: entry.id, name: entry.name, level: required ? base : Math.max(1, base - 1), required, at: start });
      break;
    }
  }
  // In the order the employer wrote them.
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...skill }) => skill);
}

/** Polish locatives and other forms the stem rule misses. */
const CITY_FORMS: Record<string, string[]> = {
  bialystok: ['bialymstoku'],
  trojmiasto: ['trojmiescie', 'tricity', 'trojmiasta'],
  warszawa: ['warsaw', 'warszawy'],
  krakow: ['cracow', 'krakowa'],
  'zielona-gora': ['zielonej gorze'],
  'jelenia-gora': ['jeleniej gorze'],
  'nowy-sacz': ['nowym saczu'],
  'gorzow-wielkopolski': ['gorzowie'],
};

function citiesIn(folded: string, cities: CityEntry[]): CityEntry[] {
  const words = folded.split(/[^a-z0-9-]+/).filter(Boolean);
  const found: { city: CityEntry; at: number }[] = [];
  for (const city of cities) {
    const names = new Set([foldText(city.pl), foldText(city.en)]);
    let at = -1;
    for (const name of names) {
      const nameWords = name.split(/\s+/);
      if (nameWords.length > 1) {
        const i = folded.indexOf(name);
        if (i >= 0) at = i;
        continue;
      }
      // "krakow" matches "krakowie", "warszawa" (stem "warszaw") matches "warszawie".
      const stem = /[aeiouy]$/.test(name) && name.length > 4 ? name.slice(0, -1) : name;
      if (stem.length < 4) {
        if (words.includes(name)) at = folded.search(new RegExp(`\\b${escape(name)}\\b`));
        continue;
      }
      const word = words.find((w) => w.startsWith(stem) && w.length <= stem.length + 4);
      if (word) at = folded.search(new RegExp(`\\b${escape(word)}\\b`));
    }
    for (const form of CITY_FORMS[city.slug] ?? []) {
      const i = folded.search(new RegExp(`\\b${escape(form)}\\b`));
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
    if (at >= 0) found.push({ city, at });
  }
  // "Lublin" also starts like "Lubin": keep the longer name when two claim the same place.
  const kept = found.filter(
    (f) => !found.some((o) => o !== f && o.at === f.at && foldText(o.city.pl).length > foldText(f.city.pl).length),
  );
  return kept.sort((a, b) => a.at - b.at).map((f) => f.city);
}

function languagesIn(folded: string): Facts['languages'] {
  const out: Facts['languages'] = [];
  for (const [re, code] of LANGUAGES) {
    const m = new RegExp(re.source, 'g').exec(folded);
    if (!m) continue;
    // "angielski B2", "English (C1)", "English at B2 level", "fluent English"
    const around = folded.slice(Math.max(0, m.index - 30), m.index + m[0].length + 40);
    const cefr = /\b([abc][12])\b/.exec(folded.slice(m.index, m.index + m[0].length + 40))?.[1] ?? null;
    const level = cefr ?? firstMatch(around, LEVEL_WORDS) ?? null;
    // A language named only as the offer's own language ("in English") is not a requirement.
    if (!level && !/\b(jezyk\w*|language|znajomosc|knowledge|speak|mowi\w*|required|wymagan\w*)\b/.test(around))
      continue;
    out.push({ code, level });
  }
  return out;
}

function titleIn(original: string, folded: string): string | undefined {
  const originals = clausesOf(original.replace(/\s+/g, ' '));
  const foldedClauses = clausesOf(folded.replace(/\s+/g, ' '));
  for (let i = 0; i < foldedClauses.length; i++) {
    const clause = foldedClauses[i]!;
    if (!ROLE_NOUN.test(clause) || /\d/.test(clause)) continue;
    let title = originals[i] ?? clause;
    // "Szukamy Senior Java Developera" / "We are looking for a Senior Java developer" → the role itself.
    title = title
      .replace(/^(?:hej|hi|hello|czesc|dzien dobry)[!, ]*/i, '')
      .replace(
        /^.*?\b(?:szukamy|poszukujemy|zatrudnimy|rekrutujemy(?: na stanowisko)?|potrzebujemy|we(?:'re| are)? (?:looking for|hiring|searching for|seeking)|looking for|hiring|we need|need|stanowisko:?|position:?|role:?|rola:?)\s+(?:an?\s+|the\s+)?/i,
        '',
      )
      .replace(/\s+(?:do|to|for|in|w|we|na|z|with)\s+.*$/i, '')
      .trim();
    if (!title || title.split(/\s+/).length > 8) continue;
    // Polish accusative after "szukamy": "Developera" → "Developer", "Programistę" → "Programista".
    title = title
      .replace(/\b(Developer|Engineer|Tester|Analyst|Designer|Manager|Architect|Administrator|Specialist)a\b/gi, '$1')
      .replace(
        /\b(Programist|Analityk|Specjalist|Architekt|Inżynier|Projektant|Kierownik|Konsultant|Tester)(ę|a)(?!\p{L})/gu,
        (_, stem: string) => (/ist$/.test(stem) ? `${stem}a` : stem),
      );
    return title.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase());
  }
  return undefined;
}

/** What one message states; fields it does not mention stay undefined/empty. */
export function extractFacts(text: string, dictionaries: Dictionaries, known?: { seniority?: Seniority }): Facts {
  const folded = foldText(text);
  const seniority = firstMatch(folded, SENIORITY_WORDS);
  return {
    title: titleIn(text, folded),
    seniority,
    skills: skillsIn(folded, text, dictionaries.skills, seniority ?? known?.seniority),
    salaries: salariesIn(folded, text),
    cities: citiesIn(folded, dictionaries.cities),
    workplace: firstMatch(folded, WORKPLACE_WORDS),
    workingTime: firstMatch(folded, WORKING_TIME_WORDS),
    languages: languagesIn(folded),
    remoteInterview:
      /\b(remote interview|rekrutacj\w* (?:zdaln\w*|online)|rozmow\w* (?:zdaln\w*|online)|online interview)\b/.test(
        folded,
      )
        ? true
        : undefined,
    notes: [],
  };
}

/** Merges what a new message says into what was known: later statements replace earlier ones field by field. */
export function mergeFacts(known: Facts, next: Facts): Facts {
  const skills = [...known.skills];
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
  return {
    title: next.title ?? known.title,
    seniority: next.seniority ?? known.seniority,
    skills: skills.slice(0, 30),
    salaries: next.salaries.length ? next.salaries : known.salaries,
    cities: next.cities.length ? next.cities : known.cities,
    workplace: next.workplace ?? known.workplace,
    workingTime: next.workingTime ?? known.workingTime,
    languages: languages.slice(0, 5),
    categoryKey: next.categoryKey ?? known.categoryKey,
    remoteInterview: next.remoteInterview ?? known.remoteInterview,
    notes: [...known.notes, ...next.notes].slice(-10),
  };
}

export const emptyFacts = (): Facts => ({ skills: [], salaries: [], cities: [], languages: [], notes: [] });

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
