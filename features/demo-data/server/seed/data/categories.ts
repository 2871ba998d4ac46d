/**
 * Category trees of the two demo boards, with the role titles and skills their offers use. Data, not code:
 * one table read top to bottom, longer than 400 lines because the boards have that many categories.
 */
export interface SubcategoryDef {
  key: string;
  pl: string;
  en: string;
  roles: string[];
  skills: string[];
}

export interface CategoryDef extends Omit<SubcategoryDef, 'roles' | 'skills'> {
  color: [light: string, dark: string];
  roles?: string[];
  skills?: string[];
  children?: SubcategoryDef[];
  redirectTo?: string;
  isNew?: boolean;
}

const sub = (key: string, pl: string, en: string, roles: string[], skills: string[]): SubcategoryDef => ({
  key,
  pl,
  en,
  roles,
  skills,
});

export const IT_CATEGORIES: CategoryDef[] = [
  {
    key: 'backend',
    pl: 'Backend',
    en: 'Backend',
    color: ['#1f6feb', '#58a6ff'],
    children: [
      sub(
        'java',
        'Java',
        'Java',
        ['Java Developer', 'Java Software Engineer', 'Backend Developer (Java)'],
        ['Java', 'Spring Boot', 'Hibernate', 'Kafka', 'PostgreSQL', 'Docker', 'Microservices', 'JUnit', 'Kotlin'],
      ),
      sub(
        'python',
        'Python',
        'Python',
        ['Python Developer', 'Backend Engineer (Python)', 'Django Developer'],
        ['Python', 'Django', 'FastAPI', 'Flask', 'PostgreSQL', 'Celery', 'Redis', 'pytest', 'Docker'],
      ),
      sub(
        'net',
        '.NET',
        '.NET',
        ['.NET Developer', 'C# Developer', 'Backend Developer (.NET)'],
        ['C#', '.NET', 'ASP.NET Core', 'Entity Framework', 'MS SQL Server', 'Azure', 'xUnit', 'Microservices'],
      ),
      sub(
        'php',
        'PHP',
        'PHP',
        ['PHP Developer', 'Symfony Developer', 'Laravel Developer'],
        ['PHP', 'Symfony', 'Laravel', 'MySQL', 'Redis', 'Docker', 'REST', 'Design Patterns'],
      ),
      sub(
        'go',
        'Go',
        'Go',
        ['Go Developer', 'Golang Engineer', 'Backend Engineer (Go)'],
        ['Go', 'gRPC', 'Kubernetes', 'PostgreSQL', 'Kafka', 'Docker', 'Microservices'],
      ),
      sub(
        'nodejs',
        'Node.js',
        'Node.js',
        ['Node.js Developer', 'Backend Developer (Node.js)', 'TypeScript Backend Engineer'],
        ['Node.js', 'TypeScript', 'NestJS', 'Express', 'MongoDB', 'PostgreSQL', 'GraphQL', 'AWS'],
      ),
      sub(
        'ruby',
        'Ruby',
        'Ruby',
        ['Ruby on Rails Developer', 'Ruby Developer'],
        ['Ruby', 'Ruby on Rails', 'PostgreSQL', 'Redis', 'RabbitMQ', 'TDD'],
      ),
      sub(
        'scala',
        'Scala',
        'Scala',
        ['Scala Developer', 'Scala Engineer'],
        ['Scala', 'Spark', 'Kafka', 'Functional Programming', 'AWS'],
      ),
    ],
  },
  {
    key: 'frontend',
    pl: 'Frontend',
    en: 'Frontend',
    color: ['#8250df', '#bc8cff'],
    children: [
      sub(
        'react',
        'React',
        'React',
        ['React Developer', 'Frontend Developer (React)', 'Frontend Engineer'],
        ['React', 'TypeScript', 'Redux', 'Next.js', 'JavaScript', 'CSS', 'Jest', 'Webpack'],
      ),
      sub(
        'angular',
        'Angular',
        'Angular',
        ['Angular Developer', 'Frontend Developer (Angular)'],
        ['Angular', 'TypeScript', 'RxJS', 'NgRx', 'HTML', 'Sass', 'Jest'],
      ),
      sub(
        'vue',
        'Vue.js',
        'Vue.js',
        ['Vue.js Developer', 'Frontend Developer (Vue)'],
        ['Vue.js', 'Nuxt', 'Pinia', 'TypeScript', 'JavaScript', 'Vite', 'Tailwind CSS'],
      ),
      sub(
        'javascript',
        'JavaScript',
        'JavaScript',
        ['JavaScript Developer', 'Web Developer'],
        ['JavaScript', 'HTML', 'CSS', 'TypeScript', 'Webpack', 'Node.js'],
      ),
    ],
  },
  {
    key: 'fullstack',
    pl: 'Fullstack',
    en: 'Fullstack',
    color: ['#bf3989', '#f778ba'],
    roles: ['Fullstack Developer', 'Fullstack Engineer (TypeScript)', 'Fullstack Developer (Java + React)'],
    skills: ['TypeScript', 'React', 'Node.js', 'Java', 'PostgreSQL', 'Docker', 'AWS', 'GraphQL'],
  },
  {
    key: 'mobile',
    pl: 'Mobile',
    en: 'Mobile',
    color: ['#1a7f37', '#3fb950'],
    children: [
      sub(
        'android',
        'Android',
        'Android',
        ['Android Developer', 'Kotlin Developer (Android)'],
        ['Kotlin', 'Android', 'Jetpack Compose', 'Coroutines', 'Retrofit', 'Room', 'Dagger'],
      ),
      sub(
        'ios',
        'iOS',
        'iOS',
        ['iOS Developer', 'Swift Developer'],
        ['Swift', 'iOS', 'SwiftUI', 'UIKit', 'Combine', 'XCTest'],
      ),
      sub(
        'flutter',
        'Flutter',
        'Flutter',
        ['Flutter Developer', 'Mobile Developer (Flutter)'],
        ['Flutter', 'Dart', 'REST', 'Android', 'iOS'],
      ),
      sub(
        'react-native',
        'React Native',
        'React Native',
        ['React Native Developer'],
        ['React Native', 'TypeScript', 'Redux', 'iOS', 'Android'],
      ),
    ],
  },
  {
    key: 'devops',
    pl: 'DevOps',
    en: 'DevOps',
    color: ['#9a6700', '#d29922'],
    children: [
      sub(
        'aws',
        'AWS',
        'AWS',
        ['DevOps Engineer (AWS)', 'Cloud Engineer (AWS)'],
        ['AWS', 'Terraform', 'Kubernetes', 'Docker', 'Linux', 'Python', 'GitHub Actions'],
      ),
      sub(
        'azure',
        'Azure',
        'Azure',
        ['Azure DevOps Engineer', 'Cloud Engineer (Azure)'],
        ['Azure', 'Terraform', 'Azure DevOps', 'Kubernetes', 'PowerShell'],
      ),
      sub(
        'kubernetes',
        'Kubernetes',
        'Kubernetes',
        ['Platform Engineer', 'Site Reliability Engineer', 'Kubernetes Engineer'],
        ['Kubernetes', 'Helm', 'Argo CD', 'Prometheus', 'Grafana', 'Go', 'Linux'],
      ),
    ],
  },
  {
    key: 'data',
    pl: 'Data',
    en: 'Data',
    color: ['#0550ae', '#79c0ff'],
    children: [
      sub(
        'data-engineering',
        'Inżynieria danych',
        'Data engineering',
        ['Data Engineer', 'Big Data Engineer'],
        ['Python', 'Spark', 'Airflow', 'SQL', 'Databricks', 'Kafka', 'Snowflake', 'dbt'],
      ),
      sub(
        'data-science',
        'Data Science',
        'Data science',
        ['Data Scientist', 'Machine Learning Engineer'],
        ['Python', 'Machine Learning', 'scikit-learn', 'PyTorch', 'Pandas', 'Statistics', 'SQL'],
      ),
      sub(
        'bi',
        'Business Intelligence',
        'Business intelligence',
        ['BI Developer', 'Data Analyst', 'Power BI Developer'],
        ['Power BI', 'SQL', 'Tableau', 'Excel', 'Data Modeling', 'SSIS'],
      ),
    ],
  },
  {
    key: 'ai',
    pl: 'AI / ML',
    en: 'AI / ML',
    color: ['#cf222e', '#ff7b72'],
    isNew: true,
    roles: ['AI Engineer', 'LLM Engineer', 'MLOps Engineer'],
    skills: ['Python', 'LLM', 'PyTorch', 'LangChain', 'Hugging Face', 'MLOps', 'Kubernetes', 'NLP'],
  },
  {
    key: 'testing',
    pl: 'Testowanie',
    en: 'Testing',
    color: ['#57606a', '#8b949e'],
    children: [
      sub(
        'manual-testing',
        'Testy manualne',
        'Manual testing',
        ['QA Engineer', 'Manual Tester', 'Software Tester'],
        ['Jira', 'Postman', 'SQL', 'Agile', 'Confluence'],
      ),
      sub(
        'test-automation',
        'Automatyzacja testów',
        'Test automation',
        ['QA Automation Engineer', 'Test Automation Engineer', 'Quality Engineer'],
        ['Selenium', 'Playwright', 'Cypress', 'Java', 'TypeScript', 'JMeter', 'Cucumber'],
      ),
    ],
  },
  {
    key: 'security',
    pl: 'Bezpieczeństwo',
    en: 'Security',
    color: ['#a40e26', '#ffa198'],
    roles: ['Security Engineer', 'Penetration Tester', 'SOC Analyst', 'Cloud Security Engineer'],
    skills: ['Penetration Testing', 'OWASP', 'SIEM', 'Burp Suite', 'ISO 27001', 'Linux', 'Python', 'AWS'],
  },
  {
    key: 'embedded',
    pl: 'Embedded',
    en: 'Embedded',
    color: ['#6e7781', '#b1bac4'],
    roles: ['Embedded Software Engineer', 'Firmware Engineer', 'Embedded C Developer'],
    skills: ['Embedded C', 'C++', 'RTOS', 'ARM', 'STM32', 'Yocto', 'CAN', 'Linux'],
  },
  {
    key: 'gamedev',
    pl: 'Gamedev',
    en: 'Game dev',
    color: ['#953800', '#ffa657'],
    roles: ['Unity Developer', 'Gameplay Programmer', 'Unreal Engine Developer'],
    skills: ['Unity', 'C#', 'Unreal Engine', 'C++', 'WebGL'],
  },
  {
    key: 'project-management',
    pl: 'Zarządzanie projektami',
    en: 'Project management',
    color: ['#116329', '#56d364'],
    roles: ['Project Manager', 'Scrum Master', 'Delivery Manager', 'Product Owner'],
    skills: ['Scrum', 'Jira', 'Agile', 'Prince2', 'Kanban', 'Confluence', 'SAFe'],
  },
  {
    key: 'ux-ui',
    pl: 'UX / UI',
    en: 'UX / UI',
    color: ['#8250df', '#d2a8ff'],
    roles: ['UX Designer', 'UI Designer', 'Product Designer', 'UX Researcher'],
    skills: ['Figma', 'UX Research', 'Prototyping', 'Wireframing', 'Accessibility', 'Miro'],
  },
  {
    key: 'business-analysis',
    pl: 'Analiza biznesowa',
    en: 'Business analysis',
    color: ['#0969da', '#a5d6ff'],
    roles: ['Business Analyst', 'System Analyst', 'IT Business Analyst'],
    skills: ['UML', 'BPMN', 'SQL', 'Jira', 'Confluence', 'REST'],
  },
  {
    key: 'support',
    pl: 'Wsparcie IT',
    en: 'IT support',
    color: ['#4d2d00', '#e3b341'],
    roles: ['IT Support Specialist', 'Helpdesk Engineer', 'System Administrator'],
    skills: ['Windows Server', 'Active Directory', 'Linux', 'ITIL', 'VMware', 'PowerShell'],
  },
  {
    key: 'erp',
    pl: 'ERP',
    en: 'ERP',
    color: ['#1b1f24', '#c9d1d9'],
    roles: ['SAP Consultant', 'SAP Developer', 'Dynamics 365 Consultant'],
    skills: ['SAP', 'ABAP', 'SAP S/4HANA', 'SAP FI/CO', 'Dynamics 365', 'SQL'],
  },
  {
    key: 'architecture',
    pl: 'Architektura',
    en: 'Architecture',
    color: ['#0a3069', '#cae8ff'],
    roles: ['Solution Architect', 'Software Architect', 'Cloud Architect'],
    skills: ['Microservices', 'AWS', 'Azure', 'DDD', 'Kafka', 'TOGAF', 'Kubernetes'],
  },
  {
    key: 'it-trainings',
    pl: 'Szkolenia IT',
    en: 'IT training',
    color: ['#6639ba', '#e2c5ff'],
    redirectTo: 'https://szkolenia.wakat.example/',
  },
];

export const BIZ_CATEGORIES: CategoryDef[] = [
  {
    key: 'sales',
    pl: 'Sprzedaż',
    en: 'Sales',
    color: ['#0e7a6d', '#2fd0b8'],
    children: [
      sub(
        'b2b-sales',
        'Sprzedaż B2B',
        'B2B sales',
        ['Key Account Manager', 'Handlowiec B2B', 'Sales Manager'],
        ['Sprzedaż B2B', 'Negocjacje', 'CRM', 'Key Account Management', 'Lead Generation'],
      ),
      sub(
        'retail-sales',
        'Sprzedaż detaliczna',
        'Retail sales',
        ['Doradca klienta', 'Kierownik sklepu', 'Sales Representative'],
        ['Sprzedaż B2C', 'Obsługa klienta', 'Negocjacje'],
      ),
    ],
  },
  {
    key: 'marketing',
    pl: 'Marketing',
    en: 'Marketing',
    color: ['#c2410c', '#fb923c'],
    children: [
      sub(
        'digital-marketing',
        'Marketing internetowy',
        'Digital marketing',
        ['Performance Marketing Specialist', 'SEM Specialist', 'Digital Marketing Manager'],
        ['Google Ads', 'Meta Ads', 'Google Analytics', 'SEO', 'Marketing Automation'],
      ),
      sub(
        'content',
        'Content i PR',
        'Content and PR',
        ['Content Marketing Specialist', 'Copywriter', 'PR Manager'],
        ['Copywriting', 'Content Marketing', 'Social Media', 'PR'],
      ),
    ],
  },
  {
    key: 'finance',
    pl: 'Finanse',
    en: 'Finance',
    color: ['#15803d', '#4ade80'],
    children: [
      sub(
        'accounting',
        'Księgowość',
        'Accounting',
        ['Księgowa / Księgowy', 'Główna Księgowa', 'Accountant'],
        ['Księgowość', 'Podatki', 'MSSF', 'Excel', 'SAP FI/CO'],
      ),
      sub(
        'controlling',
        'Controlling',
        'Controlling',
        ['Controller finansowy', 'Financial Analyst', 'FP&A Specialist'],
        ['Controlling', 'Budżetowanie', 'Excel', 'Power BI'],
      ),
    ],
  },
  {
    key: 'hr',
    pl: 'HR',
    en: 'HR',
    color: ['#be185d', '#f472b6'],
    children: [
      sub(
        'recruitment',
        'Rekrutacja',
        'Recruitment',
        ['Rekruter IT', 'Talent Acquisition Specialist', 'HR Business Partner'],
        ['Rekrutacja', 'Employer Branding', 'Onboarding', 'Negocjacje'],
      ),
      sub(
        'payroll',
        'Kadry i płace',
        'Payroll',
        ['Specjalista ds. kadr i płac', 'Payroll Specialist'],
        ['Kadry', 'Płace', 'Prawo pracy', 'Excel'],
      ),
    ],
  },
  {
    key: 'logistics',
    pl: 'Logistyka',
    en: 'Logistics',
    color: ['#1d4ed8', '#60a5fa'],
    children: [
      sub(
        'transport',
        'Transport i spedycja',
        'Transport and forwarding',
        ['Spedytor', 'Logistics Coordinator', 'Dispatcher'],
        ['Spedycja', 'Logistyka', 'Excel'],
      ),
      sub(
        'warehouse',
        'Magazyn',
        'Warehouse',
        ['Kierownik magazynu', 'Supply Chain Specialist'],
        ['Magazyn', 'Łańcuch dostaw', 'Zakupy', 'SAP MM'],
      ),
    ],
  },
  {
    key: 'customer-service',
    pl: 'Obsługa klienta',
    en: 'Customer service',
    color: ['#7c3aed', '#a78bfa'],
    roles: ['Konsultant obsługi klienta', 'Customer Success Manager', 'Customer Support Specialist'],
    skills: ['Obsługa klienta', 'Zendesk', 'Freshdesk', 'CRM'],
  },
  {
    key: 'administration',
    pl: 'Administracja biurowa',
    en: 'Office administration',
    color: ['#475569', '#94a3b8'],
    roles: ['Office Manager', 'Asystentka zarządu', 'Administrative Assistant'],
    skills: ['Excel', 'Obsługa klienta', 'Zakupy'],
  },
  {
    key: 'law',
    pl: 'Prawo',
    en: 'Law',
    color: ['#854d0e', '#facc15'],
    isNew: true,
    roles: ['Radca prawny', 'Compliance Officer', 'Legal Counsel'],
    skills: ['Prawo handlowe', 'Compliance', 'AML', 'GDPR'],
  },
  {
    key: 'courses',
    pl: 'Kursy zawodowe',
    en: 'Professional courses',
    color: ['#0f766e', '#5eead4'],
    redirectTo: 'https://kursy.wakat.example/',
  },
];
