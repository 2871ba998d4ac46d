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

function skillsIn(
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
    // The dictionary's locative ("we Wrocławiu", "w Pile") finds the city where the stem rule cannot.
    const locative = city.locative ? foldText(city.locative).replace(/^we? /, '') : null;
    for (const form of [...(CITY_FORMS[city.slug] ?? []), ...(locative ? [locative] : [])]) {
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

/** What comes before the role in a sentence that names it: "Szukamy", "Potrzebuję", "We are hiring a". */
const TITLE_LEAD =
  /^.*?(?<!\p{L})(?:szukam(?:y)?|poszukuj(?:ę|e|emy)|zatrudni(?:ę|e|my)|rekrutujemy(?: na stanowisko)?|potrzebuj(?:ę|e|emy)|chc(?:ę|e|emy) zatrudnić|we(?:'re| are)? (?:looking for|hiring|searching for|seeking)|i(?:'m| am) (?:looking for|hiring|searching for|seeking)|looking for|hiring|we need|i need|need|stanowisko:?|position:?|role:?|rola:?)\s+(?:an?\s+|the\s+)?/iu;

/** Words that name a role without saying which: alone (with a level at most) they are not a title. */
const VAGUE_ROLE =
  /^(?:programist\w*|programmer|developer\w*|dev|engineer|inzynier\w*|tester\w*|specjalist\w*|specialist|analityk\w*|analyst|pracownik\w*|employee|informatyk\w*|it|osob\w*|ktos|someone|somebody|person|konsultant\w*|consultant|administrator\w*|admin|kogos)$/;
const LEVEL_WORD = /^(?:junior\w*|mid|regular|senior\w*|starsz\w*|mlodsz\w*|jr\.?|sr\.?|expert|ekspert\w*)$/;

function titleIn(original: string, folded: string): { title?: string; vagueRole?: string } {
  const originals = clausesOf(original.replace(/\s+/g, ' '));
  const foldedClauses = clausesOf(folded.replace(/\s+/g, ' '));
  for (let i = 0; i < foldedClauses.length; i++) {
    const clause = foldedClauses[i]!;
    if (!ROLE_NOUN.test(clause) || /\d/.test(clause) || /\?$/.test(clause)) continue;
    let title = originals[i] ?? clause;
    // "Szukamy Senior Java Developera" / "We are looking for a Senior Java developer" → the role itself.
    title = title
      .replace(/^(?:hej|hi|hello|czesc|cześć|dzien dobry|dzień dobry)[!, ]*/iu, '')
      .replace(TITLE_LEAD, '')
      .replace(/\s+(?:do|to|for|in|w|we|na|z|with)\s+.*$/i, '')
      .trim();
    if (!title || title.split(/\s+/).length > 8) continue;
    // Polish accusative and genitive after "szukamy", "potrzebuję": "Developera" → "Developer",
    // "Programistę", "programisty" → "Programista"; the adjectives with them: "manualnego" → "manualny".
    let declined = false;
    title = title
      .replace(
        /\b(Developer|Engineer|Tester|Analyst|Designer|Manager|Architect|Administrator|Specialist)a\b/gi,
        (_, stem: string) => {
          declined = true;
          return stem;
        },
      )
      .replace(
        /(?<!\p{L})(Programist|Analityk|Specjalist|Architekt|Inżynier|Projektant|Kierownik|Konsultant|Tester|Administrator|Koordynator|Menedżer)(ę|a|y)(?!\p{L})/giu,
        (_, stem: string) => {
          declined = true;
          return /ist$/i.test(stem) ? `${stem}a` : stem;
        },
      );
    if (declined) title = title.replace(/(\p{L}{3,})(?:ego)(?!\p{L})/gu, '$1y');
    const words = foldText(title).split(/\s+/);
    if (words.every((w) => VAGUE_ROLE.test(w) || LEVEL_WORD.test(w)) && words.some((w) => VAGUE_ROLE.test(w)))
      return { vagueRole: title };
    return { title: title.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase()) };
  }
  return {};
}

/** Levels that exclude one another: a message naming two of them is asked about, not guessed. */
function levelsIn(folded: string): Seniority[] {
  const found = new Set<Seniority>();
  for (const [re, value] of SENIORITY_WORDS)
    if ((value === 'junior' || value === 'mid' || value === 'senior') && re.test(folded)) found.add(value);
  return [...found];
}

/** What the employer says the job offers: the list after "oferujemy", "benefity:", "we offer", verbatim. */
const BENEFITS_LEAD =
  /(?:^|[\s.!;])(?:oferujemy|zapewniamy|w pakiecie|benefity|benefits|we offer|we provide|perks)\s*:?\s+([^.!?\n]+)(?=[.!\n]|$)/giu;

function benefitsIn(original: string): string[] {
  const out: string[] = [];
  for (const m of original.matchAll(BENEFITS_LEAD)) {
    for (const raw of m[1]!.split(/,|;|\s+(?:i|oraz|and|plus)\s+/)) {
      const item = raw.trim().replace(/^[-•*]\s*/, '');
      const folded = foldText(item);
      if (item.length < 3 || item.length > 80) continue;
      // Pay, the contract and the work mode have their own fields.
      if (salariesIn(folded, item).length || firstMatch(folded, CONTRACT_WORDS) || firstMatch(folded, WORKPLACE_WORDS))
        continue;
      out.push(item.charAt(0).toUpperCase() + item.slice(1));
    }
  }
  return out.slice(0, 15);
}

/**
 * Polish and English words common enough to tell the language of a message from a few of them. Words of
 * both languages ("do", "we", "i") count for neither.
 */
const POLISH_WORDS = new Set(
  'w z ze na dla od jest są się nie czy jak jaki jakie jakiego co ile gdzie kiedy szukamy szukam potrzebuję potrzebujemy oraz lub albo zespół zespołu praca pracy umowa umowie umowę wynagrodzenie zdalnie zdalna hybrydowo stacjonarnie mile widziane oferujemy programista programisty programistę tak dzięki dziękuję proszę cześć dzień dobry lat doświadczenia doświadczeniem znajomość bez tylko jeszcze też także mamy nasz nasza nasze dodaj usuń zmień netto brutto etat etatu biuro biurze miesięcznie godzinę wymagamy wymagane języka angielskiego polskiego firma firmy osoba osoby'.split(
    ' ',
  ),
);
/**
 * English grammar words only: the trade's English that Polish employers write too ("full remote", "nice to
 * have", "salary", "team") says nothing about the language of the message.
 */
const ENGLISH_WORDS = new Set(
  'the a an and or our you your is are what which how why when where who does did can could should would with for from looking need hiring please thanks thank hello hi years of in on at it this that be will about also add remove change instead without'.split(
    ' ',
  ),
);

/** The language a message is written in, when its words say so (a list of technologies says nothing). */
export function languageOf(text: string): 'pl' | 'en' | undefined {
  let pl = 0;
  let en = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}']+/u)) {
    if (!word) continue;
    if (POLISH_WORDS.has(word)) pl += 1;
    else if (ENGLISH_WORDS.has(word)) en += 1;
    // Polish letters count a little: city names carry them in English sentences too.
    else if (/[ąćęłńóśźż]/.test(word)) pl += 0.5;
  }
  if (pl === en) return undefined;
  return pl > en ? 'pl' : 'en';
}

/** Whether a message asks something rather than states it. */
export function isQuestion(text: string): boolean {
  const folded = foldText(text.trim());
  return (
    /\?\s*$/.test(folded) ||
    /^(?:co|jak\w*|ile|czy|gdzie|kiedy|dlaczego|po co|what|which|how|why|when|where|who|do|does|did|can|could|should|is|are|will|would)\b/.test(
      folded,
    )
  );
}

/** What a question is about, so the answer can name what the assistant does not know. */
export function questionTopic(text: string): 'benefits' | 'salary' | 'other' {
  const folded = foldText(text);
  if (/\b(benefit\w*|perks?|pakiet\w*|multisport|opiek\w* medyczn\w*|oferujemy|do we offer|we offer)\b/.test(folded))
    return 'benefits';
  if (
    /\b(ile\b.*(zaplac|placi|dac|zaproponowac)|wynagrodzen\w*|widelk\w*|stawk\w*|salary|pay\b|rate|market|budget|budzet\w*)/.test(
      folded,
    )
  )
    return 'salary';
  return 'other';
}

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
