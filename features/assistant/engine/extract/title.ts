import { foldText } from '@/lib/text';
import type { Seniority } from '@/features/offers/options';
import { salariesIn } from './salary';
import { clausesOf, CONTRACT_WORDS, firstMatch, ROLE_NOUN, SENIORITY_WORDS, WORKPLACE_WORDS } from './words';

/** The job title, the seniority levels and the benefits list a message names. */

/** What comes before the role in a sentence that names it: "Szukamy", "Potrzebuję", "We are hiring a". */
const TITLE_LEAD =
  /^.*?(?<!\p{L})(?:szukam(?:y)?|poszukuj(?:ę|e|emy)|zatrudni(?:ę|e|my)|rekrutujemy(?: na stanowisko)?|potrzebuj(?:ę|e|emy)|chc(?:ę|e|emy) zatrudnić|we(?:'re| are)? (?:looking for|hiring|searching for|seeking)|i(?:'m| am) (?:looking for|hiring|searching for|seeking)|looking for|hiring|we need|i need|need|stanowisko:?|position:?|role:?|rola:?)\s+(?:an?\s+|the\s+)?/iu;

/** Words that name a role without saying which: alone (with a level at most) they are not a title. */
const VAGUE_ROLE =
  /^(?:programist\w*|programmer|developer\w*|dev|engineer|inzynier\w*|tester\w*|specjalist\w*|specialist|analityk\w*|analyst|pracownik\w*|employee|informatyk\w*|it|osob\w*|ktos|someone|somebody|person|konsultant\w*|consultant|administrator\w*|admin|kogos)$/;
const LEVEL_WORD = /^(?:junior\w*|mid|regular|senior\w*|starsz\w*|mlodsz\w*|jr\.?|sr\.?|expert|ekspert\w*)$/;

export function titleIn(original: string, folded: string): { title?: string; vagueRole?: string } {
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
export function levelsIn(folded: string): Seniority[] {
  const found = new Set<Seniority>();
  for (const [re, value] of SENIORITY_WORDS)
    if ((value === 'junior' || value === 'mid' || value === 'senior') && re.test(folded)) found.add(value);
  return [...found];
}

/** What the employer says the job offers: the list after "oferujemy", "benefity:", "we offer", verbatim. */
const BENEFITS_LEAD =
  /(?:^|[\s.!;])(?:oferujemy|zapewniamy|w pakiecie|benefity|benefits|we offer|we provide|perks)\s*:?\s+([^.!?\n]+)(?=[.!\n]|$)/giu;

export function benefitsIn(original: string): string[] {
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
