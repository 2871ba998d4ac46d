import type { EmploymentType, SalaryUnit, Seniority, WorkingTime, WorkplaceType } from '@/features/offers/options';
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

const WORDS = {
  pl: {
    seniority: {
      junior: 'junior',
      mid: 'mid',
      senior: 'senior',
      expert: 'ekspert',
      c_level: 'kadra zarządzająca',
    } as Record<Seniority, string>,
    workplace: { remote: 'praca zdalna', hybrid: 'praca hybrydowa', office: 'praca stacjonarna' } as Record<
      WorkplaceType,
      string
    >,
    workingTime: {
      full_time: 'pełny etat',
      part_time: 'część etatu',
      practice_internship: 'staż / praktyki',
      freelance: 'freelance',
    } as Record<WorkingTime, string>,
    contract: {
      permanent: 'umowa o pracę',
      b2b: 'B2B',
      mandate_contract: 'umowa zlecenie',
      contract_for_specific_work: 'umowa o dzieło',
      internship: 'staż',
      any: 'dowolna umowa',
    } as Record<EmploymentType, string>,
    unit: { hour: 'godz.', day: 'dzień', month: 'mies.', year: 'rok' } as Record<SalaryUnit, string>,
    net: 'netto',
    gross: 'brutto',
    assumed: (c: string, a: string) =>
      `przyjmuję kwotę ${a}, bo tak zwykle podaje się stawki na ${c} — popraw, jeśli jest inaczej`,
    understood: 'Oto, co rozumiem z opisu:',
    title: 'Stanowisko',
    level: 'Poziom',
    skillsReq: 'Wymagane umiejętności',
    skillsOpt: 'Mile widziane',
    salary: 'Wynagrodzenie',
    location: 'Lokalizacja',
    mode: 'Tryb pracy',
    time: 'Wymiar pracy',
    languages: 'Języki',
    proposal:
      'Oto propozycja ogłoszenia. Możesz ją zastosować w formularzu — zobaczysz, co dokładnie się zmieni — albo odrzucić.',
    nothing:
      'Opisz stanowisko, a przygotuję szkic ogłoszenia: np. „Senior Java developer, Kraków hybrydowo, 25-30k netto B2B, Spring, Kafka”.',
    ask: 'Żeby ogłoszenie było kompletne, napisz jeszcze:',
    missing: {
      title: 'jak nazywa się stanowisko,',
      seniority: 'jaki poziom doświadczenia jest potrzebny (junior, mid, senior, ekspert),',
      skills: 'jakich technologii wymagasz (i które są tylko mile widziane),',
      salary:
        'widełki wynagrodzenia z rodzajem umowy — od 24 grudnia 2025 kandydat musi poznać wynagrodzenie przed rozmową,',
      location: 'gdzie jest praca (miasto) albo czy jest w pełni zdalna,',
      contract: 'na jakiej umowie (UoP, B2B, zlecenie),',
    } as Record<MissingField, string>,
    disclosure: 'Tekst wygenerował asystent AI na podstawie Twoich informacji — sprawdź go przed publikacją.',
    descIntro: (company: string | undefined, title: string, place: string) =>
      `${company ? `${company} szuka` : 'Szukamy'} osoby na stanowisko <strong>${title}</strong>${place}.`,
    descStack: 'Czego oczekujemy',
    descNice: 'Mile widziane',
    descOffer: 'Co oferujemy',
    descWhere: 'Gdzie i jak pracujesz',
    descLanguages: 'Języki',
    descLevel: (level: string) => `Poziom doświadczenia: ${level}.`,
    skillLine: (name: string) => `${name}`,
    or: 'lub',
    remoteInterview: 'Rekrutacja w całości zdalna.',
    nothingNew: 'W tej wiadomości nie ma nic nowego o stanowisku, więc propozycja się nie zmienia.',
    cannotKnow: {
      benefits:
        'Nie wiem, jakie benefity oferujecie — znam tylko to, co padło w tej rozmowie, i niczego nie dopisuję. Wypisz je, np. „Oferujemy: prywatną opiekę medyczną, kartę sportową”, a dodam je do opisu.',
      salary:
        'Nie podam kwoty za Ciebie — nie znam Waszego budżetu, a wymyślone widełki wprowadziłyby kandydatów w błąd. Napisz widełki i rodzaj umowy, a wpiszę je do ogłoszenia.',
      other:
        'Tego nie wiem — znam tylko to, co padło w tej rozmowie, i nie zgaduję. Napisz, co ma się znaleźć w ogłoszeniu, a uwzględnię to.',
    } as Record<QuestionTopic, string>,
    conflict: {
      seniority: (values: string) =>
        `poziom doświadczenia: ${values}? Wiadomość podaje oba poziomy — napisz, który wpisać`,
      workplace: () =>
        'tryb pracy: zdalnie czy stacjonarnie? Wiadomość podaje oba tryby — napisz, który wpisać (albo że hybrydowo)',
    },
    vague: (role: string) =>
      `„${role}” to za mało na tytuł ogłoszenia — jaka specjalizacja albo technologia? Np. „Programista Java” lub „Tester manualny”`,
    benefitsLabel: 'Benefity',
    languageLine: (name: string, level: string | null) => `${name}${level ? ` (${level.toUpperCase()})` : ''}`,
    languageNames: {
      en: 'angielski',
      pl: 'polski',
      de: 'niemiecki',
      fr: 'francuski',
      es: 'hiszpański',
      it: 'włoski',
      uk: 'ukraiński',
      ru: 'rosyjski',
      cs: 'czeski',
      nl: 'niderlandzki',
    } as Record<string, string>,
  },
  en: {
    seniority: { junior: 'junior', mid: 'mid', senior: 'senior', expert: 'expert', c_level: 'C-level' } as Record<
      Seniority,
      string
    >,
    workplace: { remote: 'remote', hybrid: 'hybrid', office: 'on-site' } as Record<WorkplaceType, string>,
    workingTime: {
      full_time: 'full-time',
      part_time: 'part-time',
      practice_internship: 'internship',
      freelance: 'freelance',
    } as Record<WorkingTime, string>,
    contract: {
      permanent: 'employment contract',
      b2b: 'B2B',
      mandate_contract: 'mandate contract',
      contract_for_specific_work: 'contract for specific work',
      internship: 'internship',
      any: 'any contract',
    } as Record<EmploymentType, string>,
    unit: { hour: 'hour', day: 'day', month: 'month', year: 'year' } as Record<SalaryUnit, string>,
    net: 'net',
    gross: 'gross',
    assumed: (c: string, a: string) => `I took the amount as ${a}, as ${c} rates usually are — correct me if not`,
    understood: 'Here is what I understood:',
    title: 'Position',
    level: 'Level',
    skillsReq: 'Required skills',
    skillsOpt: 'Nice to have',
    salary: 'Salary',
    location: 'Location',
    mode: 'Work mode',
    time: 'Working time',
    languages: 'Languages',
    proposal:
      'I have prepared a proposal for the ad. You can apply it to the form — you will see exactly what changes — or decline it.',
    nothing:
      'Describe the position and I will draft the ad, e.g. "Senior Java developer, Kraków hybrid, 25-30k net B2B, Spring, Kafka".',
    ask: 'To make the ad complete, tell me:',
    missing: {
      title: 'what the position is called,',
      seniority: 'which experience level you need (junior, mid, senior, expert),',
      skills: 'which technologies are required (and which are only nice to have),',
      salary:
        'the salary range and contract type — since 24 December 2025 candidates must learn the pay before the interview,',
      location: 'where the job is (city) or whether it is fully remote,',
      contract: 'which contract you offer (employment, B2B, mandate),',
    } as Record<MissingField, string>,
    disclosure: 'This text was generated by an AI assistant from what you told it — check it before publishing.',
    descIntro: (company: string | undefined, title: string, place: string) =>
      `${company ? `${company} is looking for` : 'We are looking for'} a <strong>${title}</strong>${place}.`,
    descStack: 'What we expect',
    descNice: 'Nice to have',
    descOffer: 'What we offer',
    descWhere: 'Where and how you work',
    descLanguages: 'Languages',
    descLevel: (level: string) => `Experience level: ${level}.`,
    skillLine: (name: string) => `${name}`,
    or: 'or',
    remoteInterview: 'The whole recruitment process is remote.',
    nothingNew: 'I found nothing new about the position in this message, so the proposal stays as it was.',
    cannotKnow: {
      benefits:
        'I do not know which benefits you offer — I only know what was said in this conversation, and I add nothing of my own. List them, e.g. "We offer: private medical care, a sports card", and I will add them to the description.',
      salary:
        'I cannot name an amount for you — I do not know your budget, and an invented range would mislead candidates. Tell me the range and the contract type and I will put them in the ad.',
      other:
        'I do not know that — I only know what was said in this conversation, and I do not guess. Tell me what the ad should say and I will include it.',
    } as Record<QuestionTopic, string>,
    conflict: {
      seniority: (values: string) => `the experience level: ${values}? The message names both — which one is it`,
      workplace: () => 'the work mode: remote or on-site? The message names both — which one is it (or is it hybrid)',
    },
    vague: (role: string) =>
      `"${role}" is not enough for the ad's title — which specialisation or technology? E.g. "Java Developer" or "Manual Tester"`,
    benefitsLabel: 'Benefits',
    languageLine: (name: string, level: string | null) => `${name}${level ? ` (${level.toUpperCase()})` : ''}`,
    languageNames: {
      en: 'English',
      pl: 'Polish',
      de: 'German',
      fr: 'French',
      es: 'Spanish',
      it: 'Italian',
      uk: 'Ukrainian',
      ru: 'Russian',
      cs: 'Czech',
      nl: 'Dutch',
    } as Record<string, string>,
  },
};

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
