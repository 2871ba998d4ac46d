import { foldText } from '@/lib/text';

/**
 * The one analysis of search text (decision 0045). Offers are analysed once, when written
 * (`offerSearchTerms`), into whole terms stored with the offer; what a visitor types is analysed
 * the same way (`keywordClauses`), so a keyword matches a term, never a piece of one: "java" is not
 * "javascript", "c" is not "c#" or "c++", "go" is not "google". Text is folded (lower case, no
 * Polish diacritics) and Polish inflections are reduced to one stem by a suffix table, so
 * "programista" finds "programistka", "programiści" and "programistów".
 */

/** Bump when the analysis changes: offers analysed by an older version are analysed again at start. */
export const SEARCH_TERMS_VERSION = 1;

/**
 * Field tags in front of a term: `t:` the title, `k:` the key fields (title, required skills,
 * company), `c:` the company. An untagged term was found only outside the key fields (a
 * nice-to-have skill, the description), so a term is found anywhere when it is there tagged `k:`
 * or untagged. Terms never contain ':', so a tagged term is never an untagged one.
 */
export const FIELD_TAG = { title: 't:', key: 'k:', company: 'c:' } as const;
export type Field = keyof typeof FIELD_TAG | 'anywhere';

/**
 * Words that say nothing on their own (Polish and English). Not "it" (IT), not single letters that
 * name languages (c, r).
 */
const STOPWORDS = new Set(
  (
    'a aby ale albo bez by byc co czy dla do gdy i ich im jak jako jej jest juz ktora ktore ktory ktorych ' +
    'lub ma mamy na nad nam nas nie o od oraz po pod przez przy sa sie ta tak takze te ten to tu tym u w we ' +
    'z za ze an and are as at be by for from has have in into is of on or our that the their this to we ' +
    'will with you your'
  ).split(' '),
);

/**
 * Names of technologies and tools kept as they are: never cut by the Polish suffix table (which
 * would make "scala" and "scale" one stem), and never the result of cutting another word ("rusty"
 * stays "rusty", not "rust"). Their Polish case forms are listed by `inflectedForms`.
 */
const TECH_WORDS = new Set(
  (
    'java python javascript typescript golang rust php ruby kotlin swift scala elixir clojure haskell dart perl ' +
    'julia groovy lua bash powershell sql cobol fortran assembler vba abap apex solidity spring hibernate quarkus ' +
    'micronaut jakarta django flask fastapi celery pandas numpy scipy tensorflow pytorch keras xgboost langchain ' +
    'opencv spacy nltk blazor xamarin maui unity unreal godot laravel symfony zend wordpress magento drupal rails ' +
    'sinatra express nestjs fastify koa deno bun react redux mobx angular rxjs ngrx nuxt pinia svelte sveltekit ' +
    'jquery html css sass less tailwind bootstrap webpack vite rollup babel eslint storybook jest vitest mocha ' +
    'cypress playwright selenium puppeteer junit testng mockito pytest nunit xunit cucumber postman jmeter gatling ' +
    'appium espresso android flutter jetpack compose swiftui uikit retrofit dagger graphql grpc soap websocket ' +
    'oauth kafka rabbitmq activemq mqtt redis memcached postgresql mysql mariadb oracle sqlite mongodb cassandra ' +
    'dynamodb couchbase elasticsearch opensearch solr clickhouse snowflake bigquery redshift databricks spark ' +
    'hadoop hive flink airflow trino presto iceberg tableau looker qlik excel informatica talend azure docker ' +
    'kubernetes openshift helm terraform pulumi ansible chef puppet jenkins gitlab github circleci prometheus ' +
    'grafana datadog splunk dynatrace zabbix nagios linux unix windows vmware nginx apache haproxy istio envoy ' +
    'consul vault serverless lambda cloudformation git jira confluence scrum kanban agile figma sketch photoshop ' +
    'illustrator invision miro axure google okta keycloak freertos yocto arduino autosar modbus scada sap ' +
    'salesforce servicenow blockchain ethereum electron cmake maven gradle yarn pnpm lerna monorepo node vue ' +
    'next nodejs docker data cloud devops frontend backend fullstack'
  ).split(' '),
);

/** Other spellings of one technology, replaced by the one the offers use. */
const SYNONYMS = new Map([
  ['golang', 'go'],
  ['csharp', 'c#'],
  ['cpp', 'c++'],
  ['dotnet', 'net'],
  ['k8s', 'kubernetes'],
  ['postgres', 'postgresql'],
  ['reactjs', 'react'],
  ['vuejs', 'vue'],
]);

/** Case forms of a technology's name in Polish text ("Javy", "Pythonie", "Kafki"), to its name. */
function inflectedForms(words: Iterable<string>): Map<string, string> {
  const forms = new Map<string, string>();
  // Forms that are other English words are left out ("scale" is not a form of "scala").
  const taken = new Set(['scale', 'date', 'unite', 'datum', 'lessa']);
  for (const word of words) {
    if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
    const endings = word.endsWith('a')
      ? ['y', 'i', 'ie', 'e', 'o'].map((e) => word.slice(0, -1) + e)
      : /[bcdfghjklmnprstvwxz]$/.test(word)
        ? ['a', 'u', 'em', 'ie', 'owi', ...(word.endsWith('r') ? ['ze'] : [])].map((e) => word + e)
        : [];
    for (const form of endings) if (!taken.has(form) && !TECH_WORDS.has(form)) forms.set(form, word);
  }
  return forms;
}
const TECH_FORMS = inflectedForms(TECH_WORDS);

/**
 * The Polish suffix table: an ending, what replaces it, and the shortest stem it leaves (the
 * word's length without the ending). The longest ending that fits wins; one cut per word.
 * Feminine and plural forms of occupations come back to one stem (programistka, programiści →
 * programist; analityczka, analitycy → analityk; testerka, testerzy → tester; sprzedawczyni →
 * sprzedawc), case endings of nouns and adjectives go.
 */
const SUFFIXES: [ending: string, replacement: string, minStem: number][] = (
  [
    // feminine occupations (-yczka, -iczka, -czka, -tka, -rka) in every case
    ...(
      [
        ['ycz', 'yk', 3],
        ['icz', 'ik', 3],
        ['cz', 'cz', 3],
        ['t', 't', 4],
        ['r', 'r', 4],
      ] as const
    ).flatMap(([stemEnd, replacement, minStem]) =>
      ['ka', 'ki', 'ce', 'ke', 'ko', 'ek', 'kom', 'kami', 'kach'].map((e): [string, string, number] => [
        stemEnd + e,
        replacement,
        minStem,
      ]),
    ),
    ['czyni', 'c', 3],
    ['czynie', 'c', 3],
    ['czynia', 'c', 3],
    // masculine personal plurals and their consonant changes
    ['owie', '', 5],
    ['iscie', 'ist', 3],
    ['yscie', 'yst', 3],
    ['isci', 'ist', 3],
    ['ysci', 'yst', 3],
    ['icy', 'ik', 4],
    ['ycy', 'yk', 4],
    ['yce', 'yk', 4],
    ['nci', 'nt', 4],
    ['kci', 'kt', 4],
    ['rzy', 'r', 4],
    ['rze', 'r', 4],
    ['dze', 'g', 4],
    ['rem', 'r', 4],
    ['tem', 't', 4],
    // case endings of nouns and adjectives
    ['iego', '', 4],
    ['iemu', '', 4],
    ['ego', '', 4],
    ['emu', '', 5],
    ['ymi', '', 4],
    ['imi', '', 4],
    ['ych', '', 4],
    ['ich', '', 4],
    ['ami', '', 4],
    ['ach', '', 4],
    ['iem', '', 4],
    ['iej', '', 4],
    ['owi', '', 5],
    ['ow', '', 5],
    ['om', '', 5],
    ['ej', '', 4],
    ['ym', '', 4],
    ['im', '', 4],
    ['ia', '', 4],
    ['iu', '', 4],
    ['ie', '', 4],
    ['a', '', 4],
    ['e', '', 4],
    ['i', '', 4],
    ['o', '', 4],
    ['u', '', 4],
    ['y', '', 4],
  ] as [string, string, number][]
).sort((a, b) => b[0].length - a[0].length);

/** The table's rules by the last letter of their ending, longest ending first. */
const SUFFIXES_BY_LAST = new Map<string, typeof SUFFIXES>();
for (const rule of SUFFIXES) {
  const last = rule[0].at(-1)!;
  SUFFIXES_BY_LAST.set(last, [...(SUFFIXES_BY_LAST.get(last) ?? []), rule]);
}

/** Stems already computed: a board's vocabulary is small next to its offers. */
const stems = new Map<string, string>();
const STEMS_KEPT = 200_000;

/** The stem of one folded word: technology names stay, Polish endings are cut by the table. */
export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const result = computeStem(word);
  if (stems.size >= STEMS_KEPT) stems.clear();
  stems.set(word, result);
  return result;
}

function computeStem(word: string): string {
  if (!/^[a-z]+$/.test(word) || TECH_WORDS.has(word)) return word;
  const lemma = TECH_FORMS.get(word);
  if (lemma) return lemma;
  for (const [ending, replacement, minStem] of SUFFIXES_BY_LAST.get(word.at(-1)!) ?? []) {
    if (word.length - ending.length >= minStem && word.endsWith(ending)) {
      const cut = word.slice(0, word.length - ending.length) + replacement;
      return TECH_WORDS.has(cut) ? word : cut;
    }
  }
  return word;
}

/** One term as stored and asked for: another spelling replaced, then stemmed. */
function normalise(word: string): string {
  const same = SYNONYMS.get(word) ?? word;
  return stem(same);
}

/**
 * Tokens of folded text: letters and digits, joined by '.', '-' or '/' inside a token ("node.js",
 * "ci/cd", "t-sql"), with '#' or '+' at the end ("c#", "c++"), and a leading dot (".net").
 */
const TOKEN = /\.?[a-z0-9]+(?:[.\-/][a-z0-9]+)*[#+]*/g;

interface Token {
  /** The token as typed (folded, without a leading dot): "node.js", "c#". */
  raw: string;
  /** The token as one term: joiners dropped ("nodejs", "cicd", "tsql"), '#'/'+' kept. */
  whole: string;
  /** Its parts when it was joined, else empty; single letters (the "t" of t-sql) are not parts. */
  parts: string[];
  /** Whether some part was too short to stand alone. */
  partial: boolean;
}

const JOINER = /[.\-/]/;

function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of foldText(text).matchAll(TOKEN)) {
    const raw = match[0].charCodeAt(0) === 46 ? match[0].slice(1) : match[0];
    if (!JOINER.test(raw)) {
      found.push({ raw, whole: raw, parts: NO_PARTS, partial: false });
      continue;
    }
    const pieces = raw.split(JOINER);
    const parts = pieces.filter((p) => p.length > 1 && !STOPWORDS.has(p));
    found.push({ raw, whole: pieces.join(''), parts, partial: parts.length < pieces.length });
  }
  return found;
}
const NO_PARTS: string[] = [];

/** Terms by token, computed once: the same words come back in every offer. */
const terms = new Map<string, string>();

/** One token as a term: another spelling replaced, then stemmed; with '#'/'+' only respelled. */
function term(raw: string): string {
  let found = terms.get(raw);
  if (found === undefined) {
    found = /[#+]$/.test(raw) ? (SYNONYMS.get(raw) ?? raw) : normalise(raw);
    if (terms.size >= STEMS_KEPT) terms.clear();
    terms.set(raw, found);
  }
  return found;
}

/** Every term of a text, as an offer stores them: whole tokens and the parts of joined ones. */
export function textTerms(text: string): Set<string> {
  const found = new Set<string>();
  for (const token of tokens(text)) {
    if (!STOPWORDS.has(token.whole)) found.add(term(token.whole));
    for (const part of token.parts) found.add(term(part));
  }
  return found;
}

/**
 * What one typed keyword asks for: clauses that must all match, each a list of alternative term
 * sets (one of which must be wholly present). "spring boot" is two clauses; "node.js" is one
 * clause with two alternatives, "nodejs" or both "node" and "js"; "t-sql" only "tsql". A keyword
 * of stopwords or punctuation alone asks for nothing.
 */
export function keywordClauses(keyword: string): string[][][] {
  return tokens(keyword)
    .filter((token) => !STOPWORDS.has(token.whole))
    .map(alternativesOf);
}

function alternativesOf(token: Token): string[][] {
  const alternatives = [[term(token.whole)]];
  if (token.parts.length > 1 && !token.partial) alternatives.push(token.parts.map(term));
  return alternatives;
}

/** A suggestion (a title, company or skill name) prepared for `suggestionFit`. */
export interface SuggestionEntry {
  terms: Set<string>;
  /** Its tokens as written (folded) and the parts of joined ones, for the word being typed. */
  words: string[];
}

export function suggestionEntry(text: string): SuggestionEntry {
  return { terms: textTerms(text), words: tokens(text).flatMap((t) => [t.raw, ...t.raw.split(JOINER)]) };
}

/**
 * How a suggestion fits what is being typed, by the keywords' own matcher: every finished word a
 * whole term of it (as a keyword would match), and the word being typed (the last one, unless a
 * space follows it) a whole term (0, the best fit) or the beginning of one of its words (1).
 * Null when it does not fit: typing "java" suggests "Java Developer" first, "JavaScript" after.
 */
export function suggestionFit(typed: string, entry: SuggestionEntry): 0 | 1 | null {
  const typedTokens = tokens(typed);
  const last = typedTokens.at(-1);
  if (!last) return null;
  const whole = (token: Token) =>
    STOPWORDS.has(token.whole) || alternativesOf(token).some((terms) => terms.every((t) => entry.terms.has(t)));
  if (!typedTokens.slice(0, -1).every(whole)) return null;
  if (!STOPWORDS.has(last.whole) && whole(last)) return 0;
  if (/\s$/.test(typed)) return null;
  return entry.words.some((w) => w.startsWith(last.raw)) ? 1 : null;
}

/** The terms of one offer, with the tags that tell where they were found (`FIELD_TAG`). */
export function offerSearchTerms(offer: {
  title: string;
  companyName: string;
  requiredSkills: readonly string[];
  otherSkills: readonly string[];
  /** The description as stored (sanitised HTML). */
  bodyHtml: string;
}): string[] {
  const title = textTerms(offer.title);
  const company = textTerms(offer.companyName);
  const key = new Set([...title, ...textTerms(offer.requiredSkills.join(' \n ')), ...company]);
  const elsewhere = new Set([...textTerms(offer.otherSkills.join(' \n ')), ...textTerms(htmlText(offer.bodyHtml))]);
  for (const t of key) elsewhere.delete(t);
  return [
    ...elsewhere,
    ...[...key].map((t) => FIELD_TAG.key + t),
    ...[...title].map((t) => FIELD_TAG.title + t),
    ...[...company].map((t) => FIELD_TAG.company + t),
  ];
}

/**
 * The text search query (`tsquery`) of analysed keywords (`keywordClauses`) found in a field: every
 * clause by one of its alternatives. Null when nothing is asked. Terms are letters, digits, '#',
 * '+' and the tag's ':', quoted as lexemes, so nothing in them is query syntax.
 */
export function termsQuery(clauses: readonly string[][][], field: Field): string | null {
  if (clauses.length === 0) return null;
  const lexeme = (t: string) =>
    field === 'anywhere' ? `('${FIELD_TAG.key}${t}' | '${t}')` : `'${FIELD_TAG[field]}${t}'`;
  return clauses
    .map((alternatives) => `(${alternatives.map((terms) => `(${terms.map(lexeme).join(' & ')})`).join(' | ')})`)
    .join(' & ');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of sanitised HTML: tags become spaces, character references are decoded. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
