/** The words of search text (decision 0045): words that say nothing, technology names and their other spellings, and the Polish stemmer. */

/**
 * Words that say nothing on their own (Polish and English). Not "it" (IT), not single letters that
 * name languages (c, r).
 */
export const STOPWORDS = new Set(
  (
    'a aby ale albo bez by byc co czy dla do gdy i ich im jak jako jej jest juz ktora ktore ktory ktorych ' +
    'lub ma mamy na nad nam nas nie o od oraz po pod przez przy sa sie ta tak takze te ten to tu tym u w we ' +
    'z za ze an and are as at be by for from has have in into is of on or our that the their this to we ' +
    'will with you your'
  ).split(' '),
);

/**
 * Names of technologies and tools kept as they are: never cut by the Polish suffix table (which
 * would make "scala" and "scale" one stem), and never the result of cutting another word ("rusty"
 * stays "rusty", not "rust"). Their Polish case forms are listed by `inflectedForms`.
 */
const TECH_WORDS = new Set(
  (
    'java python javascript typescript golang rust php ruby kotlin swift scala elixir clojure haskell dart perl ' +
    'julia groovy lua bash powershell sql cobol fortran assembler vba abap apex solidity spring hibernate quarkus ' +
    'micronaut jakarta django flask fastapi celery pandas numpy scipy tensorflow pytorch keras xgboost langchain ' +
    'opencv spacy nltk blazor xamarin maui unity unreal godot laravel symfony zend wordpress magento drupal rails ' +
    'sinatra express nestjs fastify koa deno bun react redux mobx angular rxjs ngrx nuxt pinia svelte sveltekit ' +
    'jquery html css sass less tailwind bootstrap webpack vite rollup babel eslint storybook jest vitest mocha ' +
    'cypress playwright selenium puppeteer junit testng mockito pytest nunit xunit cucumber postman jmeter gatling ' +
    'appium espresso android flutter jetpack compose swiftui uikit retrofit dagger graphql grpc soap websocket ' +
    'oauth kafka rabbitmq activemq mqtt redis memcached postgresql mysql mariadb oracle sqlite mongodb cassandra ' +
    'dynamodb couchbase elasticsearch opensearch solr clickhouse snowflake bigquery redshift databricks spark ' +
    'hadoop hive flink airflow trino presto iceberg tableau looker qlik excel informatica talend azure docker ' +
    'kubernetes openshift helm terraform pulumi ansible chef puppet jenkins gitlab github circleci prometheus ' +
    'grafana datadog splunk dynatrace zabbix nagios linux unix windows vmware nginx apache haproxy istio envoy ' +
    'consul vault serverless lambda cloudformation git jira confluence scrum kanban agile figma sketch photoshop ' +
    'illustrator invision miro axure google okta keycloak freertos yocto arduino autosar modbus scada sap ' +
    'salesforce servicenow blockchain ethereum electron cmake maven gradle yarn pnpm lerna monorepo node vue ' +
    'next nodejs docker data cloud devops frontend backend fullstack'
  ).split(' '),
);

/** Other spellings of one technology, replaced by the one the offers use. */
export const SYNONYMS = new Map([
  ['golang', 'go'],
  ['csharp', 'c#'],
  ['cpp', 'c++'],
  ['dotnet', 'net'],
  ['k8s', 'kubernetes'],
  ['postgres', 'postgresql'],
  ['reactjs', 'react'],
  ['vuejs', 'vue'],
]);

/** Case forms of a technology's name in Polish text ("Javy", "Pythonie", "Kafki"), to its name. */
function inflectedForms(words: Iterable<string>): Map<string, string> {
  const forms = new Map<string, string>();
  // Forms that are other English words are left out ("scale" is not a form of "scala").
  const taken = new Set(['scale', 'date', 'unite', 'datum', 'lessa']);
  for (const word of words) {
    if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
    const endings = word.endsWith('a')
      ? ['y', 'i', 'ie', 'e', 'o'].map((e) => word.slice(0, -1) + e)
      : /[bcdfghjklmnprstvwxz]$/.test(word)
        ? ['a', 'u', 'em', 'ie', 'owi', ...(word.endsWith('r') ? ['ze'] : [])].map((e) => word + e)
        : [];
    for (const form of endings) if (!taken.has(form) && !TECH_WORDS.has(form)) forms.set(form, word);
  }
  return forms;
}
const TECH_FORMS = inflectedForms(TECH_WORDS);

/**
 * The Polish suffix table: an ending, what replaces it, and the shortest stem it leaves (the
 * word's length without the ending). The longest ending that fits wins; one cut per word.
 * Feminine and plural forms of occupations come back to one stem (programistka, programiści →
 * programist; analityczka, analitycy → analityk; testerka, testerzy → tester; sprzedawczyni →
 * sprzedawc), case endings of nouns and adjectives go.
 */
const SUFFIXES: [ending: string, replacement: string, minStem: number][] = (
  [
    // feminine occupations (-yczka, -iczka, -czka, -tka, -rka) in every case
    ...(
      [
        ['ycz', 'yk', 3],
        ['icz', 'ik', 3],
        ['cz', 'cz', 3],
        ['t', 't', 4],
        ['r', 'r', 4],
      ] as const
    ).flatMap(([stemEnd, replacement, minStem]) =>
      ['ka', 'ki', 'ce', 'ke', 'ko', 'ek', 'kom', 'kami', 'kach'].map((e): [string, string, number] => [
        stemEnd + e,
        replacement,
        minStem,
      ]),
    ),
    ['czyni', 'c', 3],
    ['czynie', 'c', 3],
    ['czynia', 'c', 3],
    // masculine personal plurals and their consonant changes
    ['owie', '', 5],
    ['iscie', 'ist', 3],
    ['yscie', 'yst', 3],
    ['isci', 'ist', 3],
    ['ysci', 'yst', 3],
    ['icy', 'ik', 4],
    ['ycy', 'yk', 4],
    ['yce', 'yk', 4],
    ['nci', 'nt', 4],
    ['kci', 'kt', 4],
    ['rzy', 'r', 4],
    ['rze', 'r', 4],
    ['dze', 'g', 4],
    ['rem', 'r', 4],
    ['tem', 't', 4],
    // case endings of nouns and adjectives
    ['iego', '', 4],
    ['iemu', '', 4],
    ['ego', '', 4],
    ['emu', '', 5],
    ['ymi', '', 4],
    ['imi', '', 4],
    ['ych', '', 4],
    ['ich', '', 4],
    ['ami', '', 4],
    ['ach', '', 4],
    ['iem', '', 4],
    ['iej', '', 4],
    ['owi', '', 5],
    ['ow', '', 5],
    ['om', '', 5],
    ['ej', '', 4],
    ['ym', '', 4],
    ['im', '', 4],
    ['ia', '', 4],
    ['iu', '', 4],
    ['ie', '', 4],
    ['a', '', 4],
    ['e', '', 4],
    ['i', '', 4],
    ['o', '', 4],
    ['u', '', 4],
    ['y', '', 4],
  ] as [string, string, number][]
).sort((a, b) => b[0].length - a[0].length);

/** The table's rules by the last letter of their ending, longest ending first. */
const SUFFIXES_BY_LAST = new Map<string, typeof SUFFIXES>();
for (const rule of SUFFIXES) {
  const last = rule[0].at(-1)!;
  SUFFIXES_BY_LAST.set(last, [...(SUFFIXES_BY_LAST.get(last) ?? []), rule]);
}

/** Stems already computed: a board's vocabulary is small next to its offers. */
const stems = new Map<string, string>();
export const STEMS_KEPT = 200_000;

/** The stem of one folded word: technology names stay, Polish endings are cut by the table. */
export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const result = computeStem(word);
  if (stems.size >= STEMS_KEPT) stems.clear();
  stems.set(word, result);
  return result;
}

function computeStem(word: string): string {
  if (!/^[a-z]+$/.test(word) || TECH_WORDS.has(word)) return word;
  const lemma = TECH_FORMS.get(word);
  if (lemma) return lemma;
  for (const [ending, replacement, minStem] of SUFFIXES_BY_LAST.get(word.at(-1)!) ?? []) {
    if (word.length - ending.length >= minStem && word.endsWith(ending)) {
      const cut = word.slice(0, word.length - ending.length) + replacement;
      return TECH_WORDS.has(cut) ? word : cut;
    }
  }
  return word;
}

/** One term as stored and asked for: another spelling replaced, then stemmed. */
export function normalise(word: string): string {
  const same = SYNONYMS.get(word) ?? word;
  return stem(same);
}
