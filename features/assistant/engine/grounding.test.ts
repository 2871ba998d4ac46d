import { IT_CATEGORIES } from '@/features/demo-data/server/seed/data/categories';
import { CITY_ROWS } from '@/features/demo-data/server/seed/data/cities';
import { ALL_SKILLS } from '@/features/demo-data/server/seed/data/skills';
import { foldText } from '@/lib/text';
import { createOfflineModel } from './offline-engine';
import type { AssistantLocale, Dictionaries, JobAdProposal } from './types';

/**
 * The assistant says only what this conversation told it: for each conversation (the employer's messages,
 * the last one being answered) what it extracts, what it asks, what it refuses to invent, and the language
 * it answers in.
 */

const dictionaries: Dictionaries = {
  skills: ALL_SKILLS.map((name, i) => ({ id: i + 1, name })),
  cities: CITY_ROWS.map(([slug, pl, en, , latitude, longitude, locative]) => ({
    slug,
    pl,
    en,
    locative,
    latitude,
    longitude,
    countryCode: 'PL',
  })),
  categories: IT_CATEGORIES.flatMap((c) =>
    (c.children ?? []).map((s) => ({
      key: s.key,
      parentKey: c.key,
      labels: { pl: s.pl, en: s.en },
      hints: [...s.roles, ...s.skills],
    })),
  ),
};

async function answer(messages: string[], locale: AssistantLocale = 'pl', dict = dictionaries) {
  const model = createOfflineModel(async () => dict);
  let text = '';
  let proposal: JobAdProposal | null = null;
  for await (const chunk of model.answer({ userMessages: messages, form: {}, locale })) {
    if (chunk.kind === 'text') text += chunk.text;
    if (chunk.kind === 'proposal') proposal = chunk.proposal;
  }
  return { text, proposal };
}

const skillNames = (list: { name: string }[] | undefined) => (list ?? []).map((s) => s.name);

interface Row {
  /** The employer's messages, the last one being answered. */
  say: string[];
  /** The board's language (the answer's language when the messages do not show one). */
  board?: AssistantLocale;
  /** The language of the answer. */
  lang: AssistantLocale;
  /** Fields the proposal must carry (a subset), or null: no proposal at all. */
  propose: Partial<Record<keyof JobAdProposal, unknown>> | null;
  /** Fields the proposal must not carry. */
  absent?: (keyof JobAdProposal)[];
  required?: string[];
  optional?: string[];
  /** What the answer must say (asks, refusals), and must not. */
  says?: RegExp[];
  never?: RegExp[];
  /** What the description must and must not contain. */
  describes?: RegExp[];
  undescribed?: RegExp[];
}

const SALARY_ASK_PL = /widełki wynagrodzenia/;
const SALARY_ASK_EN = /the salary range and contract type/;

const rows: [string, Row][] = [
  // ── Polish, complete and partial ────────────────────────────────────────────────────────────────
  [
    'the issue example, complete',
    {
      say: ['Senior Java developer, Kraków hybrydowo, 25-30k B2B, Spring, Kafka'],
      lang: 'pl',
      propose: {
        jobPositionName: 'Senior Java Developer',
        jobPositionExperience: 'senior',
        workingPlace: 'hybrid',
        primaryEmploymentType: { type: 'b2b', salaryFrom: 25000, salaryTo: 30000, salaryType: 'net' },
        locations: [expect.objectContaining({ city: 'Kraków' })],
      },
      required: ['Java', 'Spring', 'Kafka'],
      says: [/przyjmuję kwotę netto/],
      never: [SALARY_ASK_PL],
      describes: [/na stanowisko <strong>Senior Java Developer<\/strong> w Krakowie\./],
      undescribed: [/w Kraków/, /Docker|React|Multisport|opiek/i],
    },
  ],
  [
    'a manual tester in Łódź: nothing of any other conversation, no technology invented',
    {
      say: ['Junior tester manualny, Łódź'],
      lang: 'pl',
      propose: { jobPositionName: 'Junior Tester Manualny', jobPositionExperience: 'junior' },
      absent: ['requiredSkills', 'optionalSkills', 'primaryEmploymentType', 'salaryCurrency', 'workingPlace'],
      says: [SALARY_ASK_PL, /jakich technologii/],
      describes: [/w Łodzi\./],
      undescribed: [/Java|Spring|Kafka|React|Docker|zł|PLN/],
    },
  ],
  [
    'a vague "potrzebuję programisty": asked, not used as the title',
    {
      say: ['potrzebuję programisty'],
      lang: 'pl',
      propose: null,
      says: [/„programista” to za mało na tytuł/, SALARY_ASK_PL, /gdzie jest praca/],
      never: [/Potrzebuję Programisty/, /Stanowisko:/],
    },
  ],
  [
    'the accusative after "szukamy" becomes the nominative',
    {
      say: ['Szukamy Programistę Python (mid), zdalnie, 18-24k netto B2B'],
      lang: 'pl',
      propose: {
        jobPositionName: 'Programista Python (mid)',
        jobPositionExperience: 'mid',
        workingPlace: 'remote',
        primaryEmploymentType: { type: 'b2b', salaryFrom: 18000, salaryTo: 24000, salaryType: 'net' },
      },
      required: ['Python'],
      never: [/gdzie jest praca/, /przyjmuję kwotę/],
    },
  ],
  [
    'the genitive with its adjective: "testera manualnego do Łodzi"',
    {
      say: ['Szukamy testera manualnego do Łodzi'],
      lang: 'pl',
      propose: { jobPositionName: 'Tester Manualny', locations: [expect.objectContaining({ city: 'Łódź' })] },
      describes: [/w Łodzi/],
    },
  ],
  [
    'a place and a contract without a title: the title is asked for',
    {
      say: ['Praca we Wrocławiu, stacjonarnie, umowa o pracę 12 000 - 16 000 zł brutto'],
      lang: 'pl',
      propose: {
        workingPlace: 'office',
        primaryEmploymentType: { type: 'permanent', salaryFrom: 12000, salaryTo: 16000, salaryType: 'gross' },
        locations: [expect.objectContaining({ city: 'Wrocław' })],
      },
      absent: ['jobPositionName', 'jobDescription'],
      says: [/jak nazywa się stanowisko/],
    },
  ],
  [
    '"we Wrocławiu", not "w Wrocław"',
    {
      say: ['Frontend developer, React, Wrocław'],
      lang: 'pl',
      propose: { jobPositionName: 'Frontend Developer' },
      describes: [/we Wrocławiu\./],
      undescribed: [/w Wrocław/],
    },
  ],
  [
    'a city found by its locative only ("w Pile")',
    {
      say: ['Kotlin developer, biuro w Pile'],
      lang: 'pl',
      propose: { jobPositionName: 'Kotlin Developer', locations: [expect.objectContaining({ city: 'Piła' })] },
      required: ['Kotlin'],
      describes: [/w Pile\./],
    },
  ],
  [
    'two cities, each with its own preposition',
    {
      say: ['Senior DevOps engineer, Warszawa lub Wrocław, hybrydowo, Kubernetes, Terraform'],
      lang: 'pl',
      propose: { workingPlace: 'hybrid' },
      required: ['Kubernetes', 'Terraform'],
      describes: [/w Warszawie lub we Wrocławiu\./],
    },
  ],
  [
    'an indeclinable city name: "Zakopane" → "w Zakopanem"',
    {
      say: ['Mid PHP developer, Laravel, Zakopane, pełny etat'],
      lang: 'pl',
      propose: { workingTime: 'full_time', locations: [expect.objectContaining({ city: 'Zakopane' })] },
      required: ['PHP', 'Laravel'],
      describes: [/w Zakopanem\./],
    },
  ],
  // ── Contradictions ──────────────────────────────────────────────────────────────────────────────
  [
    'two levels in one message: asked, neither chosen',
    {
      say: ['Senior albo junior frontend developer, React'],
      lang: 'pl',
      propose: { jobPositionName: 'Frontend Developer' },
      absent: ['jobPositionExperience'],
      required: ['React'],
      says: [/poziom doświadczenia: senior czy junior\?/],
      never: [/Poziom: /],
    },
  ],
  [
    'remote and on-site in one message: asked, neither chosen',
    {
      say: ['DevOps engineer w Gdańsku, praca zdalna albo stacjonarna'],
      lang: 'pl',
      propose: { locations: [expect.objectContaining({ city: 'Gdańsk' })] },
      absent: ['workingPlace'],
      says: [/tryb pracy: zdalnie czy stacjonarnie\?/],
    },
  ],
  [
    'a later message settles the level',
    {
      say: ['Senior albo junior frontend developer, React', 'Jednak senior'],
      lang: 'pl',
      propose: { jobPositionExperience: 'senior' },
      never: [/senior czy junior/],
    },
  ],
  // ── Follow-ups ──────────────────────────────────────────────────────────────────────────────────
  [
    'a follow-up takes a skill away ("bez Kafki")',
    {
      say: ['Senior Java developer, Spring, Kafka, Kraków, 25-30k B2B', 'bez Kafki'],
      lang: 'pl',
      propose: { jobPositionName: 'Senior Java Developer' },
      required: ['Java', 'Spring'],
      undescribed: [/Kafka/],
    },
  ],
  [
    'a follow-up swaps one skill for another ("nie Spring, tylko Quarkus")',
    {
      say: ['Senior Java developer, Spring, Kafka', 'Jednak nie Spring, tylko Quarkus'],
      lang: 'pl',
      propose: {},
      required: ['Java', 'Kafka', 'Quarkus'],
    },
  ],
  [
    'a follow-up corrects pay and place in Polish',
    {
      say: ['Senior Java developer, 25-30k B2B, Kraków', 'Poprawka: 28-34k B2B i Warszawa'],
      lang: 'pl',
      propose: {
        primaryEmploymentType: expect.objectContaining({ salaryFrom: 28000, salaryTo: 34000 }),
        locations: [expect.objectContaining({ city: 'Warszawa' })],
      },
      describes: [/w Warszawie\./],
      undescribed: [/Krak/],
    },
  ],
  [
    'a follow-up in English is answered in English',
    {
      say: ['Senior Java developer, 25-30k B2B, Kraków', 'Sorry, it should be 28-34k B2B and the office is in Warsaw'],
      lang: 'en',
      propose: { primaryEmploymentType: expect.objectContaining({ salaryFrom: 28000, salaryTo: 34000 }) },
      says: [/Here is what I understood/],
      describes: [/in Warsaw\./],
    },
  ],
  [
    'benefits the employer lists go into the description verbatim',
    {
      say: [
        'Senior Java developer, Kraków, 25-30k B2B',
        'Oferujemy: prywatną opiekę medyczną, kartę Multisport i elastyczne godziny pracy',
      ],
      lang: 'pl',
      propose: {},
      describes: [
        /<li>Prywatną opiekę medyczną<\/li>/,
        /<li>Kartę Multisport<\/li>/,
        /<li>Elastyczne godziny pracy<\/li>/,
      ],
    },
  ],
  [
    'thanks after a proposal: nothing new, the proposal is not repeated',
    {
      say: ['Senior Java developer, Kraków, 25-30k B2B', 'Dzięki!'],
      lang: 'pl',
      propose: null,
      says: [/nie ma nic nowego/],
      never: [/Oto propozycja ogłoszenia/],
    },
  ],
  // ── Questions it cannot answer ──────────────────────────────────────────────────────────────────
  [
    '"what benefits do we offer?" after a Polish draft: it does not know, in English, no proposal',
    {
      say: ['Senior Java developer, Kraków hybrydowo, 25-30k B2B, Spring, Kafka', 'what benefits do we offer?'],
      lang: 'en',
      propose: null,
      says: [/I do not know which benefits you offer/, /List them/],
      never: [/Here is what I understood/, /Senior Java Developer/, /Multisport|medical care, a gym/i],
    },
  ],
  [
    '"jakie benefity oferujemy?": it does not know, in Polish',
    {
      say: ['Senior Java developer, Kraków, 25-30k B2B', 'Jakie benefity oferujemy?'],
      lang: 'pl',
      propose: null,
      says: [/Nie wiem, jakie benefity oferujecie/],
      never: [/Oto, co rozumiem z opisu/],
    },
  ],
  [
    'how much to pay: it names no amount',
    {
      say: ['Junior QA engineer, Selenium', 'Ile powinienem zapłacić?'],
      lang: 'pl',
      propose: null,
      says: [/Nie podam kwoty za Ciebie/],
      never: [/\d+\s?(k|zł|PLN)/],
    },
  ],
  [
    'a pay question that also states the role: the role is taken, the amount is not invented',
    {
      say: ['How much should we pay a senior Go developer?'],
      lang: 'en',
      propose: { jobPositionExperience: 'senior' },
      absent: ['primaryEmploymentType', 'salaryCurrency'],
      required: ['Go'],
      says: [/I cannot name an amount for you/, SALARY_ASK_EN],
    },
  ],
  [
    'a question about the company: it does not know',
    {
      say: ['What does our company do?'],
      board: 'pl',
      lang: 'en',
      propose: null,
      says: [/I do not know that/, /Describe the position/],
    },
  ],
  [
    'a Polish question about the recruitment: it does not know',
    {
      say: ['Senior Java developer, Kraków', 'Ile etapów ma nasza rekrutacja?'],
      lang: 'pl',
      propose: null,
      says: [/Tego nie wiem/],
    },
  ],
  // ── English ─────────────────────────────────────────────────────────────────────────────────────
  [
    'an English message on a Polish board is answered in English',
    {
      say: ['Hello, we are hiring a Data Engineer in Poznań, Python and Spark, 20-26k net B2B, English B2'],
      board: 'pl',
      lang: 'en',
      propose: {
        jobPositionName: 'Data Engineer',
        languages: [{ code: 'en', level: 'b2' }],
        locations: [expect.objectContaining({ city: 'Poznań' })],
      },
      required: ['Python', 'Spark'],
      says: [/Here is what I understood/],
      never: [/Oto, co rozumiem z opisu/],
      describes: [/We are looking for a <strong>Data Engineer<\/strong> in Poznań\./],
    },
  ],
  [
    "the trade's English on an English board: English, with nice-to-haves and remote work",
    {
      say: ['Senior .NET developer, C#, Azure; nice to have: Kubernetes; fully remote'],
      board: 'en',
      lang: 'en',
      propose: { workingPlace: 'remote' },
      required: ['.NET', 'C#', 'Azure'],
      optional: ['Kubernetes'],
      never: [/where the job is/],
    },
  ],
  [
    "the trade's English in a Polish employer's message does not switch the answer to English",
    {
      say: ['Senior Java developer, Kraków, full remote, 25-30k B2B, nice to have: Kafka'],
      board: 'pl',
      lang: 'pl',
      propose: { workingPlace: 'remote' },
      required: ['Java'],
      optional: ['Kafka'],
      says: [/Oto, co rozumiem z opisu/],
    },
  ],
  [
    '"I need a developer" is vague in English too',
    {
      say: ['I need a developer'],
      board: 'pl',
      lang: 'en',
      propose: null,
      says: [/"developer" is not enough for the ad's title/],
    },
  ],
  [
    'an English follow-up removes a skill ("without Docker")',
    {
      say: ['React developer, React, Redux, Docker, Gdynia', 'without Docker please'],
      lang: 'en',
      propose: {},
      required: ['React', 'Redux'],
      undescribed: [/Docker/],
    },
  ],
  [
    'a Polish message on an English board is answered in Polish',
    {
      say: ['Szukamy Senior Java Developera do zespołu płatności, 25-30k netto B2B'],
      board: 'en',
      lang: 'pl',
      propose: { jobPositionName: 'Senior Java Developer' },
      says: [/Oto, co rozumiem z opisu/],
    },
  ],
  // ── Messages that show no language ──────────────────────────────────────────────────────────────
  [
    'a bare list on a Polish board: Polish',
    {
      say: ['Java, Spring, 20-25k B2B'],
      board: 'pl',
      lang: 'pl',
      propose: { primaryEmploymentType: expect.objectContaining({ salaryFrom: 20000 }) },
      required: ['Java', 'Spring'],
    },
  ],
  [
    'a bare list on an English board: English',
    {
      say: ['Java, Spring, 20-25k B2B'],
      board: 'en',
      lang: 'en',
      propose: {},
      says: [/what the position is called/],
    },
  ],
  [
    'a bare list after English messages: English, whatever the board',
    {
      say: ['We are looking for a Java developer', 'Spring, Kafka'],
      board: 'pl',
      lang: 'en',
      propose: { jobPositionName: 'Java Developer' },
      required: ['Java', 'Spring', 'Kafka'],
    },
  ],
  // ── Nothing to go on ────────────────────────────────────────────────────────────────────────────
  [
    'a greeting proposes nothing',
    {
      say: ['Cześć!'],
      lang: 'pl',
      propose: null,
      says: [/Opisz stanowisko/],
    },
  ],
  [
    'experience and team size are not pay',
    {
      say: ['Mid Python developer, 3-5 lat doświadczenia, zespół 8-10 osób'],
      lang: 'pl',
      propose: { jobPositionExperience: 'mid' },
      absent: ['primaryEmploymentType'],
      says: [SALARY_ASK_PL],
    },
  ],
  [
    'hourly mandate contract, tester asked to be named',
    {
      say: ['Umowa zlecenie, 40-50 zł/h brutto, część etatu, tester'],
      lang: 'pl',
      propose: {
        primaryEmploymentType: { type: 'mandate_contract', salaryFrom: 40, salaryTo: 50, salaryType: 'gross' },
        salaryUnit: 'hour',
        workingTime: 'part_time',
      },
      absent: ['jobPositionName'],
      says: [/„tester” to za mało na tytuł/],
    },
  ],
];

describe('the assistant answers from this conversation only', () => {
  it('has a table of more than 30 conversations', () => expect(rows.length).toBeGreaterThanOrEqual(30));

  it.each(rows)('%s', async (_name, row) => {
    const { text, proposal } = await answer(row.say, row.board ?? 'pl');
    // The answer's language, and the AI notice in it.
    expect(text).toMatch(
      row.lang === 'pl' ? /Tekst wygenerował asystent AI|asystent AI/ : /generated by an AI assistant/,
    );
    for (const re of row.says ?? []) expect(text).toMatch(re);
    for (const re of row.never ?? []) expect(text).not.toMatch(re);

    if (row.propose === null) {
      expect(proposal).toBeNull();
      return;
    }
    expect(proposal).not.toBeNull();
    expect(proposal).toMatchObject(row.propose);
    for (const field of row.absent ?? []) expect(proposal).not.toHaveProperty(field);
    if (row.required) expect(skillNames(proposal!.requiredSkills)).toEqual(row.required);
    if (row.optional) expect(skillNames(proposal!.optionalSkills)).toEqual(row.optional);
    const description = proposal!.jobDescription ?? '';
    for (const re of row.describes ?? []) expect(description).toMatch(re);
    for (const re of row.undescribed ?? []) expect(description).not.toMatch(re);

    // Nothing invented: every skill, city and amount proposed was written by the employer.
    const said = foldText(row.say.join(' '));
    for (const skill of [...(proposal!.requiredSkills ?? []), ...(proposal!.optionalSkills ?? [])])
      expect(said).toContain(foldText(skill.name).slice(0, Math.max(2, skill.name.length - 1)));
    for (const location of proposal!.locations ?? [])
      expect(said).toMatch(new RegExp(foldText(location.city).slice(0, 3)));
    for (const block of [proposal!.primaryEmploymentType, proposal!.additionalEmploymentType])
      for (const amount of [block?.salaryFrom, block?.salaryTo])
        if (amount) expect(said).toMatch(new RegExp(String(amount >= 1000 ? amount / 1000 : amount)));
    // The description speaks the answer's language.
    if (description) expect(description).toMatch(row.lang === 'pl' ? /Szukamy|szuka osoby/ : /looking for/);
  });

  it('never declines a city the dictionary has no locative for: it names it without a preposition', async () => {
    const withoutLocatives: Dictionaries = {
      ...dictionaries,
      cities: dictionaries.cities.map(({ locative: _locative, ...city }) => city),
    };
    const { proposal } = await answer(['Senior Java developer, Kraków, 25-30k B2B'], 'pl', withoutLocatives);
    const description = proposal!.jobDescription!;
    expect(description).toMatch(/na stanowisko <strong>Senior Java Developer<\/strong>\./);
    expect(description).toContain('Lokalizacja: Kraków');
    expect(description).not.toMatch(/ w Krak/);
  });

  it('every city of the dictionary carries its Polish locative', () => {
    for (const [slug, pl, , , , , locative] of CITY_ROWS) {
      expect(locative, slug).toMatch(/^we? \p{Lu}/u);
      expect(locative, slug).not.toBe(`w ${pl}`);
    }
  });
});
