/** Real skills named in IT and business job ads (over 300). The first ones are suggested in forms. */
const IT = `Java|Python|JavaScript|TypeScript|C#|.NET|C++|C|Go|Rust|PHP|Ruby|Kotlin|Swift|Scala|Elixir|Clojure|Haskell|F#|Dart|
Objective-C|Perl|R|MATLAB|Julia|Groovy|Lua|Bash|PowerShell|SQL|PL/SQL|T-SQL|COBOL|Fortran|Assembler|VBA|ABAP|Apex|Solidity|
Spring|Spring Boot|Hibernate|Quarkus|Micronaut|Jakarta EE|Vert.x|Django|Flask|FastAPI|Celery|SQLAlchemy|Pandas|NumPy|SciPy|
scikit-learn|TensorFlow|PyTorch|Keras|XGBoost|LightGBM|Hugging Face|LangChain|OpenCV|spaCy|NLTK|ASP.NET Core|Entity Framework|
Blazor|WPF|Xamarin|MAUI|Unity|Unreal Engine|Godot|Laravel|Symfony|Zend|WordPress|Magento|Drupal|Ruby on Rails|Sinatra|
Node.js|Express|NestJS|Fastify|Koa|Deno|Bun|React|Next.js|Redux|MobX|Angular|RxJS|NgRx|Vue.js|Nuxt|Pinia|Svelte|SvelteKit|
SolidJS|Ember.js|Backbone.js|jQuery|HTML|CSS|Sass|Less|Tailwind CSS|Bootstrap|Material UI|Styled Components|Webpack|Vite|
Rollup|Babel|ESLint|Storybook|Jest|Vitest|Mocha|Cypress|Playwright|Selenium|WebdriverIO|Puppeteer|JUnit|TestNG|Mockito|
pytest|NUnit|xUnit|Cucumber|Postman|SoapUI|JMeter|Gatling|k6|Appium|Espresso|XCTest|Android|iOS|Flutter|React Native|
Jetpack Compose|SwiftUI|UIKit|Room|Retrofit|Dagger|Coroutines|Combine|GraphQL|REST|gRPC|SOAP|WebSocket|OAuth|OpenID Connect|
JWT|Kafka|RabbitMQ|ActiveMQ|NATS|MQTT|Redis|Memcached|PostgreSQL|MySQL|MariaDB|Oracle|MS SQL Server|SQLite|MongoDB|Cassandra|
DynamoDB|Couchbase|Neo4j|Elasticsearch|OpenSearch|Solr|ClickHouse|Snowflake|BigQuery|Redshift|Databricks|Spark|Hadoop|Hive|
Flink|Airflow|dbt|Kafka Streams|Beam|Trino|Presto|Delta Lake|Iceberg|Power BI|Tableau|Looker|Qlik|Excel|SSIS|SSRS|Informatica|
Talend|AWS|Azure|GCP|Docker|Kubernetes|OpenShift|Helm|Terraform|Pulumi|Ansible|Chef|Puppet|Jenkins|GitLab CI|GitHub Actions|
Azure DevOps|CircleCI|Argo CD|Flux|Prometheus|Grafana|ELK|Datadog|New Relic|Splunk|Dynatrace|Zabbix|Nagios|Linux|Unix|
Windows Server|Active Directory|VMware|Hyper-V|Nginx|Apache|HAProxy|Istio|Envoy|Consul|Vault|Serverless|Lambda|CloudFormation|
CDK|Git|SVN|Jira|Confluence|Scrum|Kanban|SAFe|Agile|Prince2|PMP|ITIL|TOGAF|UML|BPMN|DDD|TDD|BDD|CQRS|Event Sourcing|
Microservices|Design Patterns|Clean Code|SOLID|OOP|Functional Programming|Algorithms|Data Structures|Machine Learning|
Deep Learning|NLP|Computer Vision|LLM|MLOps|Data Modeling|ETL|Data Warehousing|Statistics|A/B Testing|Figma|Sketch|
Adobe XD|Photoshop|Illustrator|InVision|Miro|Axure|UX Research|Wireframing|Prototyping|Accessibility|SEO|Google Analytics|
Penetration Testing|OWASP|SIEM|SOC|Burp Suite|Metasploit|Wireshark|Nmap|ISO 27001|GDPR|Cryptography|PKI|IAM|Okta|Keycloak|
Embedded C|RTOS|FreeRTOS|Yocto|ARM|STM32|FPGA|VHDL|Verilog|Arduino|Raspberry Pi|AUTOSAR|CAN|Modbus|PLC|SCADA|SAP|SAP S/4HANA|
SAP FI/CO|SAP MM|SAP SD|Salesforce|Dynamics 365|ServiceNow|Blockchain|Ethereum|Web3|WebAssembly|Three.js|WebGL|D3.js|
Electron|Qt|GTK|CMake|Maven|Gradle|npm|Yarn|pnpm|Nx|Lerna|Monorepo|Microfrontends|PWA|Web Components|Lit`;

const BUSINESS = `Sprzedaż B2B|Sprzedaż B2C|Negocjacje|CRM|HubSpot|Pipedrive|Key Account Management|Cold Calling|Lead Generation|
Marketing Automation|Google Ads|Meta Ads|Content Marketing|Copywriting|Social Media|Employer Branding|PR|Event Marketing|
Księgowość|Controlling|Budżetowanie|MSSF|Audyt|Podatki|Płace|Kadry|Rekrutacja|Onboarding|Prawo pracy|Logistyka|
Spedycja|Zakupy|Łańcuch dostaw|Magazyn|Obsługa klienta|Zendesk|Freshdesk|Prawo handlowe|Compliance|AML`;

const split = (list: string) =>
  list
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

export const IT_SKILLS = split(IT);
export const BUSINESS_SKILLS = split(BUSINESS);
export const ALL_SKILLS = [...new Set([...IT_SKILLS, ...BUSINESS_SKILLS])];
export const SUGGESTED_SKILL_COUNT = 40;
