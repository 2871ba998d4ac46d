import fc from 'fast-check';
import {
  FIELD_TAG,
  htmlText,
  keywordClauses,
  offerSearchTerms,
  suggestionEntry,
  suggestionFit,
  termsQuery,
  textTerms,
} from './search-terms';
import { stem } from './search-words';

/** Whether a typed keyword matches a text as the list does (every clause by one of its alternatives). */
const matches = (keyword: string, text: string) => {
  const terms = textTerms(text);
  return keywordClauses(keyword).every((alternatives) => alternatives.some((a) => a.every((t) => terms.has(t))));
};

describe('search terms', () => {
  it('bring the forms of Polish words to one stem', () => {
    const groups = [
      'programista programistka programisty programistów programiści programiście programistki programistce programistę programistek',
      'specjalista specjalistka specjaliści specjalistów specjalistą',
      'tester testerka testerzy testera testerów testerem testerze',
      'analityk analityczka analitycy analityka analityków analitykiem analityce',
      'kierownik kierowniczka kierownicy kierownika kierowników',
      'konsultant konsultantka konsultanci konsultanta konsultantem',
      'architekt architekci architekta architektem',
      'inżynier inżyniera inżynierowie inżynierka inżynierze inżynierem',
      'koordynator koordynatorka koordynatorzy koordynatora koordynatorem',
      'sprzedawca sprzedawczyni sprzedawcy sprzedawców',
      'doradca doradczyni doradcy',
      'księgowy księgowa księgowej księgowego księgowych',
      'starszy starsza starszego starszej',
      'obsługa obsługi obsłudze obsługę',
      'sprzedaż sprzedaży',
      'programowanie programowania programowaniu programowaniem',
      'zdalnie zdalna zdalny zdalnej',
      'praca pracy pracę',
      'developer developerka developerzy developera',
      'system systemy systemu systemie',
      'kraków krakowa krakowie',
      // Technologies in Polish sentences: "znajomość Javy", "w Pythonie", "z Kafką".
      'java javy javie javę',
      'python pythona pythonie pythonem',
      'kafka kafki kafkę kafką',
      'react reacta reactem',
    ];
    for (const group of groups) {
      const words = group.split(' ');
      const stems = new Set(words.map((w) => [...textTerms(w)][0]));
      expect([group, [...stems]]).toEqual([group, [[...textTerms(words[0]!)][0]]]);
    }
  });

  it('keep apart words that only look alike', () => {
    const pairs: [string, string][] = [
      ['java', 'javascript'],
      ['scala', 'scale'],
      ['unity', 'unit'],
      ['data', 'date'],
      ['rust', 'rusty'],
      ['react', 'reactive'],
      ['go', 'google'],
      ['go', 'godot'],
      ['c', 'c#'],
      ['c', 'c++'],
      ['c#', 'c++'],
      ['r', 'ruby'],
    ];
    for (const [a, b] of pairs) expect([a, b, matches(a, b)]).toEqual([a, b, false]);
  });

  it('match whole terms, ignoring case, diacritics and joiners', () => {
    const yes: [string, string][] = [
      ['java', 'Senior Java Developer'],
      ['JAVA', 'Backend Developer (Java)'],
      ['c', 'Embedded C, RTOS'],
      ['c#', 'C#/.NET Developer'],
      ['C++', 'C++ Game Developer'],
      ['.net', 'ASP.NET Core'],
      ['dotnet', 'C# .NET'],
      ['go', 'Golang Backend Engineer'],
      ['golang', 'Go Developer'],
      ['node.js', 'Node.js'],
      ['nodejs', 'Node.js'],
      ['node', 'Node.js Backend'],
      ['vue', 'Frontend (Vue.js)'],
      ['vue.js', 'Vue'],
      ['frontend', 'Front-end Developer'],
      ['front-end', 'Frontend Developer'],
      ['front-end', 'Front End Developer'],
      ['ci/cd', 'Inżynier CI/CD'],
      ['t-sql', 'T-SQL'],
      ['sql', 'T-SQL, PL/SQL'],
      ['k8s', 'Kubernetes'],
      ['kubernetes', 'we run k8s'],
      ['księgowość', 'KSIEGOWOSC'],
      ['łódź', 'Lodz'],
      ['programista', 'Programistka Python'],
      ['spring boot', 'Spring Boot'],
      ['head of', 'Head of Engineering'],
    ];
    for (const [keyword, text] of yes) expect([keyword, text, matches(keyword, text)]).toEqual([keyword, text, true]);
    const no: [string, string][] = [
      ['java', 'JavaScript Developer'],
      ['c', 'Objective-C'],
      ['c', 'C# and C++'],
      ['t-sql', 'SQL'],
      ['spring boot', 'Spring'],
      ['.net', 'network'],
    ];
    for (const [keyword, text] of no) expect([keyword, text, matches(keyword, text)]).toEqual([keyword, text, false]);
  });

  it('ask for nothing when a keyword is only stopwords or punctuation', () => {
    expect(keywordClauses('the')).toEqual([]);
    expect(keywordClauses(' - / ')).toEqual([]);
    expect(keywordClauses('java')).toEqual([[['java']]]);
  });

  it('tag where a term was found: title, key fields (title, required skills, company), company', () => {
    const terms = offerSearchTerms({
      title: 'Senior Java Developer',
      companyName: 'Javelin Systems',
      requiredSkills: ['Spring Boot'],
      otherSkills: ['Kafka'],
      bodyHtml: '<p>Migrujemy systemy z&nbsp;<strong>Pythona</strong> &amp; Go.</p>',
    });
    // Untagged: found only outside the key fields.
    expect(terms).toEqual(expect.arrayContaining(['kafka', 'python', 'go', 'system']));
    expect(terms).not.toContain('java');
    expect(terms).toEqual(expect.arrayContaining([FIELD_TAG.title + 'java', FIELD_TAG.key + 'java']));
    expect(terms).toEqual(expect.arrayContaining([FIELD_TAG.key + 'spring', FIELD_TAG.key + 'javelin']));
    expect(terms).toEqual(expect.arrayContaining([FIELD_TAG.company + 'javelin']));
    expect(terms).not.toContain(FIELD_TAG.key + 'kafka');
    expect(terms).not.toContain(FIELD_TAG.key + 'python');
    expect(terms).not.toContain(FIELD_TAG.title + 'spring');
    expect(terms).not.toContain('strong');
    expect(terms).not.toContain('nbsp');
  });

  it('write text search queries of quoted lexemes, by field', () => {
    const clauses = [...keywordClauses('node.js'), ...keywordClauses('c#')];
    expect(termsQuery(clauses, 'title')).toBe("(('t:nodejs') | ('t:node' & 't:js')) & (('t:c#'))");
    expect(termsQuery(keywordClauses('java'), 'anywhere')).toBe("((('k:java' | 'java')))");
    expect(termsQuery([], 'key')).toBeNull();
  });

  it('read the text of stored HTML', () => {
    expect(htmlText('<p>C&#35; &amp; C&#x2B;&#x2B;</p><ul><li>Go</li></ul>').replace(/\s+/g, ' ').trim()).toBe(
      'C# & C++ Go',
    );
  });

  it('never throw, and analyse text and keywords alike', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const terms = textTerms(text);
        // Whatever a text is, typing it finds it.
        expect(keywordClauses(text).every((alts) => alts.some((a) => a.every((t) => terms.has(t))))).toBe(true);
        for (const t of terms) expect(t).not.toContain(':');
      }),
    );
    expect(stem('')).toBe('');
  });

  it('fit suggestions: whole terms first, then the word being typed as a beginning', () => {
    const fit = (typed: string, title: string) => suggestionFit(typed, suggestionEntry(title));
    expect(fit('java', 'Java Developer')).toBe(0);
    expect(fit('java', 'JavaScript Developer')).toBe(1);
    expect(fit('java ', 'JavaScript Developer')).toBeNull();
    expect(fit('jav', 'Java Developer')).toBe(1);
    expect(fit('go', 'Go')).toBe(0);
    expect(fit('go', 'Google Analytics')).toBe(1);
    expect(fit('senior ja', 'Senior Java Developer')).toBe(1);
    expect(fit('senior ja', 'Java Developer')).toBeNull();
    expect(fit('programista', 'Programistka Python')).toBe(0);
    expect(fit('c#', 'C#')).toBe(0);
    expect(fit('c', 'C#')).toBe(1);
    expect(fit('nod', 'Node.js')).toBe(1);
    expect(fit('xyz', 'Java')).toBeNull();
  });
});
