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

import { normalise, STEMS_KEPT, STOPWORDS, SYNONYMS } from './search-words';

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
