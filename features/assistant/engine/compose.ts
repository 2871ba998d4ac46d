import type { Seniority } from '@/features/offers/options';
import type {
  AssistantLocale,
  Facts,
  FormContext,
  JobAdProposal,
  MessageIntent,
  MissingField,
  QuestionTopic,
  SalaryFact,
} from './types';

/**
 * Turns the facts into the assistant's answer: what it understood, a proposal for the form, a description
 * written only from what the employer said, and questions for what is missing. Both languages of the boards.
 */

import { WORDS } from './compose-words';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (n: number, locale: AssistantLocale) =>
  new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: 2 }).format(n);

export function salaryText(s: SalaryFact, locale: AssistantLocale): string {
  const w = WORDS[locale];
  const amount =
    s.to === null
      ? `${locale === 'pl' ? 'do' : 'up to'} ${money(s.from, locale)}`
      : `${money(s.from, locale)}–${money(s.to, locale)}`;
  return `${amount} ${s.currency} ${s.amountType === 'net' ? w.net : w.gross} / ${w.unit[s.unit]} (${w.contract[s.type]})`;
}

export function missingOf(facts: Facts): MissingField[] {
  const missing: MissingField[] = [];
  if (!facts.title && !facts.vagueRole) missing.push('title');
  if (!facts.seniority && !facts.conflicts.some((c) => c.field === 'seniority')) missing.push('seniority');
  if (facts.skills.filter((s) => s.required).length === 0) missing.push('skills');
  if (facts.salaries.length === 0) missing.push('salary');
  if (
    facts.cities.length === 0 &&
    facts.workplace !== 'remote' &&
    !facts.conflicts.some((c) => c.field === 'workplace')
  )
    missing.push('location');
  if (facts.salaries.length > 0 && facts.salaries.every((s) => s.type === 'any')) missing.push('contract');
  return missing;
}

/** Names joined as a list: "A, B lub C" / "A, B or C". */
const listOf = (names: string[], or: string) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}`;

/**
 * Where the job is, inside a sentence. Polish declines the city after "w": the dictionary's locative says
 * how ("we Wrocławiu"); a city without one is never declined by guesswork, and the sentence leaves it out
 * (the city is then named in the "Lokalizacja: Kraków" line, which needs no declension).
 */
export function placePhrase(cities: Facts['cities'], language: AssistantLocale): string {
  if (cities.length === 0) return '';
  if (language === 'en')
    return ` in ${listOf(
      cities.map((c) => c.en),
      WORDS.en.or,
    )}`;
  if (cities.some((c) => !c.locative)) return '';
  // "w Krakowie lub we Wrocławiu": each city keeps its own preposition.
  return ` ${listOf(
    cities.map((c) => c.locative!),
    WORDS.pl.or,
  )}`;
}

/** The job description, in HTML the offer form's editor accepts, built only from stated facts. */
export function describe(facts: Facts, form: FormContext, language: AssistantLocale): string | undefined {
  if (!facts.title) return undefined;
  const w = WORDS[language];
  const cityNames = facts.cities.map((c) => (language === 'pl' ? c.pl : c.en));
  const place = facts.workplace !== 'remote' ? placePhrase(facts.cities, language) : '';
  const parts = [
    `<p>${w.descIntro(form.companyName ? escapeHtml(form.companyName) : undefined, escapeHtml(facts.title), escapeHtml(place))}</p>`,
  ];
  const required = facts.skills.filter((s) => s.required);
  const optional = facts.skills.filter((s) => !s.required);
  const expect: string[] = [];
  if (facts.seniority) expect.push(w.descLevel(w.seniority[facts.seniority]));
  expect.push(...required.map((s) => w.skillLine(escapeHtml(s.name))));
  if (expect.length) parts.push(`<h3>${w.descStack}</h3><ul>${expect.map((e) => `<li>${e}</li>`).join('')}</ul>`);
  if (optional.length)
    parts.push(`<h3>${w.descNice}</h3><ul>${optional.map((s) => `<li>${escapeHtml(s.name)}</li>`).join('')}</ul>`);
  const languages = facts.languages.map((l) => w.languageLine(w.languageNames[l.code] ?? l.code, l.level));
  if (languages.length)
    parts.push(`<h3>${w.descLanguages}</h3><ul>${languages.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`);
  const offer = [...facts.salaries.map((s) => salaryText(s, language)), ...facts.benefits];
  if (offer.length)
    parts.push(`<h3>${w.descOffer}</h3><ul>${offer.map((o) => `<li>${escapeHtml(o)}</li>`).join('')}</ul>`);
  const where: string[] = [];
  if (facts.workplace)
    where.push(upper(w.workplace[facts.workplace]) + (cityNames.length ? ` — ${cityNames.join(', ')}` : ''));
  else if (cityNames.length) where.push(`${w.location}: ${cityNames.join(', ')}`);
  if (facts.workingTime) where.push(upper(w.workingTime[facts.workingTime]));
  if (facts.remoteInterview) where.push(w.remoteInterview);
  if (where.length)
    parts.push(`<h3>${w.descWhere}</h3><ul>${where.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>`);
  return parts.join('');
}
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The fields of the form the facts fill. */
/**
 * The fields of the form the facts fill: the description in the conversation's `language`, the form's
 * values (city names) in the board's `locale`.
 */
export function proposalOf(
  facts: Facts,
  form: FormContext,
  language: AssistantLocale,
  locale: AssistantLocale = language,
): JobAdProposal {
  const p: JobAdProposal = {};
  if (facts.title) p.jobPositionName = facts.title;
  if (facts.seniority) p.jobPositionExperience = facts.seniority;
  if (facts.categoryKey) p.jobCategoryKey = facts.categoryKey;
  const required = facts.skills.filter((s) => s.required);
  const optional = facts.skills.filter((s) => !s.required);
  if (required.length) p.requiredSkills = required.map(({ id, name, level }) => ({ id, name, level }));
  if (optional.length) p.optionalSkills = optional.map(({ id, name, level }) => ({ id, name, level }));
  const [first, second] = facts.salaries;
  if (first) {
    p.primaryEmploymentType = {
      type: first.type,
      salaryFrom: first.from,
      salaryTo: first.to,
      salaryType: first.amountType,
    };
    p.salaryCurrency = first.currency;
    p.salaryUnit = first.unit;
    p.secondSalaryActive = Boolean(second);
    if (second)
      p.additionalEmploymentType = {
        type: second.type,
        salaryFrom: second.from,
        salaryTo: second.to,
        salaryType: second.amountType,
      };
  }
  if (facts.cities.length)
    p.locations = facts.cities.slice(0, 10).map((c) => ({
      city: locale === 'pl' ? c.pl : c.en,
      street: '',
      countryCode: c.countryCode,
      latitude: c.latitude,
      longitude: c.longitude,
    }));
  if (facts.workplace) p.workingPlace = facts.workplace;
  if (facts.workingTime) p.workingTime = facts.workingTime;
  const languages = facts.languages.filter((l): l is { code: string; level: string } => Boolean(l.level));
  if (languages.length) p.languages = languages;
  if (facts.remoteInterview) p.remoteInterview = true;
  const description = describe(facts, form, language);
  if (description) p.jobDescription = description;
  return p;
}

/** What the newest message was, for the reply: facts (a proposal follows), a question, or something else. */
export interface ReplyContext {
  intent: MessageIntent;
  topic?: QuestionTopic;
}

/** The assistant's reply in the conversation's language (plain text with simple line breaks). */
export function replyText(
  facts: Facts,
  proposal: JobAdProposal,
  language: AssistantLocale,
  context: ReplyContext = { intent: 'facts' },
): string {
  const w = WORDS[language];
  const lines: string[] = [];
  const hasFacts = knownLines(facts, language).length > 0 || facts.vagueRole || facts.conflicts.length > 0;
  if (context.intent === 'question') {
    lines.push(w.cannotKnow[context.topic ?? 'other'], '');
    if (!hasFacts) lines.push(w.nothing, '');
    lines.push(w.disclosure);
    return lines.join('\n');
  }
  if (!hasFacts) return `${w.nothing}\n\n${w.disclosure}`;
  if (context.intent === 'other') {
    lines.push(w.nothingNew, '');
  } else {
    // A question that also states facts ("how much should we pay a senior Go developer?"): what cannot be
    // known is said first.
    if (context.topic && context.topic !== 'other') lines.push(w.cannotKnow[context.topic], '');
    const known = knownLines(facts, language);
    if (known.length) lines.push(w.understood, ...known.map((k) => `• ${k}`), '');
    if (Object.keys(proposal).length) lines.push(w.proposal, '');
  }
  const questions: string[] = [];
  if (facts.vagueRole) questions.push(w.vague(facts.vagueRole));
  for (const c of facts.conflicts)
    questions.push(
      c.field === 'seniority'
        ? w.conflict.seniority(
            listOf(
              c.values.map((v) => w.seniority[v as Seniority] ?? v),
              language === 'pl' ? 'czy' : 'or',
            ),
          )
        : w.conflict.workplace(),
    );
  questions.push(...missingOf(facts).map((m) => w.missing[m].replace(/,$/, '')));
  if (questions.length) lines.push(w.ask, ...questions.map((q) => `• ${q}`), '');
  lines.push(w.disclosure);
  return lines.join('\n');
}

function knownLines(facts: Facts, language: AssistantLocale): string[] {
  const w = WORDS[language];
  const known: string[] = [];
  if (facts.title) known.push(`${w.title}: ${facts.title}`);
  if (facts.seniority) known.push(`${w.level}: ${w.seniority[facts.seniority]}`);
  const required = facts.skills.filter((s) => s.required).map((s) => s.name);
  const optional = facts.skills.filter((s) => !s.required).map((s) => s.name);
  if (required.length) known.push(`${w.skillsReq}: ${required.join(', ')}`);
  if (optional.length) known.push(`${w.skillsOpt}: ${optional.join(', ')}`);
  for (const s of facts.salaries) {
    const note = s.amountTypeAssumed
      ? ` — ${w.assumed(w.contract[s.type], s.amountType === 'net' ? w.net : w.gross)}`
      : '';
    known.push(`${w.salary}: ${salaryText(s, language)}${note}`);
  }
  if (facts.cities.length)
    known.push(`${w.location}: ${facts.cities.map((c) => (language === 'pl' ? c.pl : c.en)).join(', ')}`);
  if (facts.workplace) known.push(`${w.mode}: ${w.workplace[facts.workplace]}`);
  if (facts.workingTime) known.push(`${w.time}: ${w.workingTime[facts.workingTime]}`);
  if (facts.languages.length)
    known.push(
      `${w.languages}: ${facts.languages.map((l) => w.languageLine(w.languageNames[l.code] ?? l.code, l.level)).join(', ')}`,
    );
  if (facts.benefits.length) known.push(`${w.benefitsLabel}: ${facts.benefits.join(', ')}`);
  return known;
}

/** The EU AI Act art. 50 notice every assistant answer ends with, whichever model wrote it. */
export const aiDisclosure = (locale: AssistantLocale): string => WORDS[locale].disclosure;
