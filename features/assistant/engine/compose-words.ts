import type { EmploymentType, SalaryUnit, Seniority, WorkingTime, WorkplaceType } from '@/features/offers/options';
import type { MissingField, QuestionTopic } from './types';

/** The assistant's words in both languages of the boards (what `compose.ts` writes its answers with). */
export const WORDS = {
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
