import { foldText } from '@/lib/text';

/** What kind of message it is: its language, whether it asks, and what about. */

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
