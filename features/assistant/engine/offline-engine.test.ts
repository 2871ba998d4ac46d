import { IT_CATEGORIES } from '@/features/demo-data/server/seed/data/categories';
import { CITY_ROWS } from '@/features/demo-data/server/seed/data/cities';
import { ALL_SKILLS } from '@/features/demo-data/server/seed/data/skills';
import { missingOf, proposalOf, replyText } from './compose';
import { createOfflineModel, factsOfConversation, textParts, type AssistantChunk } from './offline-engine';
import type { Dictionaries } from './types';

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

const facts = (...messages: string[]) => factsOfConversation(messages, dictionaries);
const skillNames = (...messages: string[]) => facts(...messages).skills.map((s) => `${s.name}${s.required ? '' : '?'}`);

describe('what the offline engine extracts', () => {
  it.each([
    ['Senior Java developer, Kraków hybrydowo, 25-30k B2B, Spring, Kafka', 'Senior Java Developer', 'senior'],
    ['Szukamy Senior Java Developera do zespołu płatności', 'Senior Java Developer', 'senior'],
    ['We are looking for a Junior QA Engineer', 'Junior QA Engineer', 'junior'],
    ['Poszukujemy Programistę Python (mid)', 'Programista Python (mid)', 'mid'],
    ['Lead Frontend Engineer, remote', 'Lead Frontend Engineer', 'expert'],
    ['Head of Engineering', 'Head Of Engineering', 'c_level'],
  ])('title and seniority of %j', (message, title, seniority) => {
    expect(facts(message)).toMatchObject({ title, seniority });
  });

  it.each([
    [
      '25-30k B2B',
      {
        type: 'b2b',
        from: 25000,
        to: 30000,
        currency: 'PLN',
        unit: 'month',
        amountType: 'net',
        amountTypeAssumed: true,
      },
    ],
    ['15-20k netto na B2B', { type: 'b2b', from: 15000, to: 20000, amountType: 'net', amountTypeAssumed: false }],
    ['120 zł/h', { type: 'any', from: 120, to: null, unit: 'hour', currency: 'PLN' }],
    ['120 PLN/h netto B2B', { type: 'b2b', from: 120, unit: 'hour', amountType: 'net' }],
    [
      'od 12 000 do 16 000 zł brutto na umowie o pracę',
      { type: 'permanent', from: 12000, to: 16000, amountType: 'gross', amountTypeAssumed: false },
    ],
    [
      'salary 5000-6000 EUR gross per month, employment contract',
      { type: 'permanent', from: 5000, to: 6000, currency: 'EUR', unit: 'month', amountType: 'gross' },
    ],
    ['800-1000 zł dziennie B2B', { type: 'b2b', from: 800, to: 1000, unit: 'day' }],
    ['€60k-€75k per year', { from: 60000, to: 75000, currency: 'EUR', unit: 'year' }],
    ['up to 30k PLN UoP', { type: 'permanent', from: 30000, to: null }],
  ])('salary of %j', (message, salary) => {
    expect(facts(message).salaries[0]).toMatchObject(salary);
  });

  it('reads two contracts as two salary blocks', () => {
    const { salaries } = facts('25-30k netto B2B lub 20-24k brutto UoP');
    expect(salaries).toHaveLength(2);
    expect(salaries[0]).toMatchObject({ type: 'b2b', from: 25000, to: 30000, amountType: 'net' });
    expect(salaries[1]).toMatchObject({ type: 'permanent', from: 20000, to: 24000, amountType: 'gross' });
  });

  it('never reads years of experience, team sizes or percentages as pay', () => {
    expect(facts('5+ lat doświadczenia, zespół 8-10 osób, 100% remote').salaries).toEqual([]);
    expect(facts('3-5 years of experience with Java').salaries).toEqual([]);
  });

  it('has no salary when none is given', () => {
    const f = facts('Senior Java developer, Spring, Kafka, Kraków');
    expect(f.salaries).toEqual([]);
    expect(missingOf(f)).toContain('salary');
    expect(proposalOf(f, {}, 'pl').primaryEmploymentType).toBeUndefined();
  });

  it.each([
    ['Senior Java developer, Spring, Kafka', ['Java', 'Spring', 'Kafka']],
    [
      'React, TypeScript i Node.js; mile widziane Next.js i GraphQL',
      ['React', 'TypeScript', 'Node.js', 'Next.js?', 'GraphQL?'],
    ],
    ['C#, .NET, Azure; nice to have: Kubernetes', ['C#', '.NET', 'Azure', 'Kubernetes?']],
    ['Spring Boot i PostgreSQL', ['Spring Boot', 'PostgreSQL']],
    ['Go developer, gRPC', ['Go', 'gRPC']],
    ["let's go with a developer who knows C++", ['C++']],
  ])('skills of %j', (message, expected) => {
    expect(skillNames(message)).toEqual(expected);
  });

  it('never invents a technology that was not named', () => {
    const f = facts('Senior Java developer, Kraków');
    expect(f.skills.map((s) => s.name)).toEqual(['Java']);
    const html = proposalOf(f, {}, 'en').jobDescription ?? '';
    expect(html).not.toMatch(/Spring|Kafka|Docker|benefit|Multisport|medical/i);
  });

  it.each([
    ['Kraków hybrydowo', ['krakow'], 'hybrid'],
    ['praca w Warszawie lub we Wrocławiu, stacjonarnie', ['warszawa', 'wroclaw'], 'office'],
    ['fully remote', [], 'remote'],
    ['biuro w Łodzi, praca zdalna możliwa', ['lodz'], 'remote'],
    ['office in Gdańsk and Gdynia, hybrid', ['gdansk', 'gdynia'], 'hybrid'],
    ['w Białymstoku albo Lublinie', ['bialystok', 'lublin'], undefined],
  ])('cities and mode of %j', (message, slugs, workplace) => {
    const f = facts(message);
    expect(f.cities.map((c) => c.slug)).toEqual(slugs);
    expect(f.workplace).toBe(workplace);
  });

  it.each([
    ['angielski B2', [{ code: 'en', level: 'b2' }]],
    [
      'English at C1 level and German B1',
      [
        { code: 'en', level: 'c1' },
        { code: 'de', level: 'b1' },
      ],
    ],
    ['fluent English', [{ code: 'en', level: 'c1' }]],
    ['znajomość języka niemieckiego', [{ code: 'de', level: null }]],
  ])('languages of %j', (message, languages) => {
    expect(facts(message).languages).toEqual(languages);
  });

  it('lets a later message correct an earlier one', () => {
    const f = facts('Senior Java developer, 25-30k B2B, Kraków', 'Sorry, 28-34k B2B and Warszawa');
    expect(f.salaries[0]).toMatchObject({ from: 28000, to: 34000 });
    expect(f.cities.map((c) => c.slug)).toEqual(['warszawa']);
    expect(f.title).toBe('Senior Java Developer');
  });

  it('guesses the category only from a clear match', () => {
    expect(facts('Senior Java developer, Spring Boot, Hibernate, Kafka').categoryKey).toBe('java');
    expect(facts('Specjalista, Excel').categoryKey).toBeUndefined();
  });
});

describe('what the offline engine answers', () => {
  it('asks for what is missing, in the board language', () => {
    const f = facts('Potrzebujemy programisty');
    const text = replyText(f, proposalOf(f, {}, 'pl'), 'pl');
    expect(text).toMatch(/widełki wynagrodzenia/);
    expect(text).toMatch(/jakich technologii/);
    expect(text).toMatch(/asystent AI/);
  });

  it('drafts the issue example completely, disclosing the AI', () => {
    const f = facts('Senior Java developer, Kraków hybrydowo, 25-30k B2B, Spring, Kafka');
    const proposal = proposalOf(f, { companyName: 'Acme <script>' }, 'en');
    expect(proposal).toMatchObject({
      jobPositionName: 'Senior Java Developer',
      jobPositionExperience: 'senior',
      requiredSkills: [
        { name: 'Java', level: 4 },
        { name: 'Spring', level: 4 },
        { name: 'Kafka', level: 4 },
      ],
      primaryEmploymentType: { type: 'b2b', salaryFrom: 25000, salaryTo: 30000, salaryType: 'net' },
      salaryCurrency: 'PLN',
      salaryUnit: 'month',
      secondSalaryActive: false,
      workingPlace: 'hybrid',
      locations: [{ city: 'Kraków', countryCode: 'PL' }],
    });
    expect(proposal.jobDescription).toContain('Acme &#60;script&#62;');
    expect(proposal.jobDescription).not.toContain('<script>');
    const text = replyText(f, proposal, 'en');
    expect(text).toMatch(/I took the amount as net/);
    expect(text).toMatch(/generated by an AI assistant/);
    expect(missingOf(f)).toEqual([]);
  });

  it('streams a proposal after the text, in parts that rebuild the text', async () => {
    const model = createOfflineModel(async () => dictionaries);
    const chunks: AssistantChunk[] = [];
    for await (const c of model.answer({ userMessages: ['Senior Java developer, 25-30k B2B'], form: {}, locale: 'pl' }))
      chunks.push(c);
    expect(chunks[0]).toEqual({ kind: 'proposing' });
    expect(chunks.at(-1)).toMatchObject({ kind: 'proposal', proposal: { jobPositionName: 'Senior Java Developer' } });
    const text = chunks.flatMap((c) => (c.kind === 'text' ? [c.text] : [])).join('');
    expect(text).toContain('Senior Java Developer');
  });

  it('proposes nothing from a greeting', async () => {
    const model = createOfflineModel(async () => dictionaries);
    const chunks: AssistantChunk[] = [];
    for await (const c of model.answer({ userMessages: ['Cześć!'], form: {}, locale: 'pl' })) chunks.push(c);
    expect(chunks.some((c) => c.kind === 'proposal' || c.kind === 'proposing')).toBe(false);
  });

  it('cuts text into parts without splitting words', () => {
    const parts = [...textParts('one two three four five six seven eight nine ten', 10)];
    expect(parts.join('')).toBe('one two three four five six seven eight nine ten');
    expect(parts.every((p) => p.length <= 11)).toBe(true);
  });
});
