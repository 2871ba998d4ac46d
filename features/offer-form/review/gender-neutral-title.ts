/**
 * The gender-neutral title check for Polish titles (Labour Code art. 18³ca since 24 Dec 2025: ads and job
 * titles must be gender-neutral). A title is flagged when it uses a masculine-only job noun without the
 * feminine form beside it, a "/ka" ending, a "(K/M)"-style marker or a neutral noun ("osoba …").
 */

/** Masculine job nouns (lower case, nominative) and their feminine forms. */
export const MASCULINE_JOB_NOUNS: Readonly<Record<string, string>> = {
  programista: 'programistka',
  specjalista: 'specjalistka',
  analityk: 'analityczka',
  projektant: 'projektantka',
  tester: 'testerka',
  architekt: 'architektka',
  inżynier: 'inżynierka',
  konsultant: 'konsultantka',
  administrator: 'administratorka',
  kierownik: 'kierowniczka',
  dyrektor: 'dyrektorka',
  koordynator: 'koordynatorka',
  grafik: 'graficzka',
  asystent: 'asystentka',
  doradca: 'doradczyni',
  przedstawiciel: 'przedstawicielka',
  handlowiec: 'handlowczyni',
  informatyk: 'informatyczka',
  technik: 'techniczka',
  menedżer: 'menedżerka',
  lider: 'liderka',
  księgowy: 'księgowa',
  stażysta: 'stażystka',
  praktykant: 'praktykantka',
  rekruter: 'rekruterka',
  redaktor: 'redaktorka',
  copywriter: 'copywriterka',
  wdrożeniowiec: 'wdrożeniowczyni',
  serwisant: 'serwisantka',
  elektryk: 'elektryczka',
  mechanik: 'mechaniczka',
  operator: 'operatorka',
  audytor: 'audytorka',
  ekspert: 'ekspertka',
  opiekun: 'opiekunka',
  pracownik: 'pracowniczka',
};

/**
 * A letter of a title, lower-cased: Latin with the Polish and common European diacritics. Spelt out rather
 * than `\p{L}`: V8 builds a Unicode letter class the first time such a pattern runs, which cost the
 * summary step milliseconds on a phone.
 */
const LETTER = 'a-ząćęłńóśźżàâäçèéêëìîïñòôöùûüýÿčďěňřšťůžßøæ';

/** "(K/M)", "(m/k)", "(M/F/D)", "k/m" and similar markers that name every gender. */
const GENDER_MARKER = /(^|[\s(\[,-])[kmfdxn]\s*\/\s*[kmfdxn](\s*\/\s*[kmfdxn])*([\s)\],]|$)/i;
/** "programista/ka", "programista/-ka", "tester(ka)" (in a lower-cased title). */
const FEMININE_SUFFIX = new RegExp(
  `[${LETTER}]\\s*(\\/\\s*-?\\s*(ka|czka|a|yni|ini)|\\((ka|czka|yni)\\))(?![${LETTER}])`,
);
/** A neutral noun phrase: "osoba na stanowisku …", "osoba programująca" (in a lower-cased title). */
const NEUTRAL_NOUN = new RegExp(`(^|[^${LETTER}])osob(a|y|ę)(?![${LETTER}])`);
const WORD = new RegExp(`[${LETTER}]+`, 'gi');

const words = (title: string) => title.match(WORD) ?? [];

export interface FlaggedTitleWord {
  word: string;
  feminine: string;
}

export interface GenderNeutralCheck {
  flagged: boolean;
  words: FlaggedTitleWord[];
  /** Neutral versions of the title the employer can take with one click. */
  suggestions: string[];
}

const sameCase = (model: string, word: string) =>
  model[0] === model[0]?.toLocaleUpperCase('pl') ? word[0]!.toLocaleUpperCase('pl') + word.slice(1) : word;

export function checkGenderNeutralTitle(title: string): GenderNeutralCheck {
  const clean = title.trim();
  const ok: GenderNeutralCheck = { flagged: false, words: [], suggestions: [] };
  const lower = clean.toLocaleLowerCase('pl');
  if (!clean || GENDER_MARKER.test(clean) || FEMININE_SUFFIX.test(lower) || NEUTRAL_NOUN.test(lower)) return ok;
  const present = new Set(words(clean).map((w) => w.toLocaleLowerCase('pl')));
  const flagged: FlaggedTitleWord[] = [];
  for (const word of words(clean)) {
    const feminine = MASCULINE_JOB_NOUNS[word.toLocaleLowerCase('pl')];
    // "Programista / Programistka" already names both.
    if (feminine && !present.has(feminine)) flagged.push({ word, feminine: sameCase(word, feminine) });
  }
  if (!flagged.length) return ok;
  let paired = clean;
  for (const f of flagged)
    paired = paired.replace(new RegExp(`(?<![${LETTER}])${f.word}(?![${LETTER}])`, 'i'), `${f.word}/${f.feminine}`);
  return { flagged: true, words: flagged, suggestions: [paired, `${clean} (K/M)`] };
}
