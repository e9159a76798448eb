/**
 * The careers page's seeded openings: the eight roles Danube Digital advertises when the site is
 * first set up, with their titles and Markdown descriptions in all seven site languages. The
 * seeder (server/db/seed-careers.ts) writes each one whose slug is not stored yet; after that,
 * staff edit them in the back office like any other opening (src/shared/resources/job-openings.ts),
 * and this file is not read again for them.
 */
import type { LanguageCode } from '../../src/shared/languages';
import type { EMPLOYMENT_TYPES, JOB_DEPARTMENTS, SENIORITY_LEVELS } from '../../src/shared/resources/job-openings';

/** One seeded opening. */
export interface SeededOpening {
  slug: string;
  department: (typeof JOB_DEPARTMENTS)[number];
  /** City and country in each language; null for a fully remote role. */
  location: Record<LanguageCode, string> | null;
  remote: boolean;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  seniority: (typeof SENIORITY_LEVELS)[number];
  positions: number;
  /** Gross monthly salary in euros it starts from; null when not advertised. */
  salaryFrom: number | null;
  /** Days from the seeding day to its closing date. */
  closesInDays: number;
  title: Record<LanguageCode, string>;
  /** Markdown. */
  description: Record<LanguageCode, string>;
}

/** The Belgrade office, in each language. */
const BELGRADE: Record<LanguageCode, string> = {
  en: 'Belgrade, Serbia',
  sr: 'Beograd, Srbija',
  it: 'Belgrado, Serbia',
  zh: '塞尔维亚贝尔格莱德',
  es: 'Belgrado, Serbia',
  ru: 'Белград, Сербия',
  nl: 'Belgrado, Servië',
};

export const SEEDED_OPENINGS: readonly SeededOpening[] = [
  {
    slug: 'senior-frontend-engineer-react',
    department: 'engineering',
    location: BELGRADE,
    remote: false,
    employmentType: 'full-time',
    seniority: 'senior',
    positions: 2,
    salaryFrom: 3500,
    closesInDays: 60,
    title: {
      en: 'Senior Frontend Engineer (React)',
      sr: 'Senior Frontend inženjer (React)',
      it: 'Senior Frontend Engineer (React)',
      zh: '高级前端工程师（React）',
      es: 'Ingeniero/a frontend sénior (React)',
      ru: 'Senior Frontend-разработчик (React)',
      nl: 'Senior frontend engineer (React)',
    },
    description: {
      en: `Danube Digital is looking for a senior frontend engineer to build fast, accessible web applications for clients in finance, logistics and healthcare. You will join a cross-functional team in our Belgrade office, working hybrid, and help shape frontend practice across the company.

## What you will do

- Build and maintain complex web applications in React and TypeScript
- Turn designs into reusable components and contribute to our shared design system
- Own decisions on frontend architecture, performance and accessibility
- Review code and mentor less experienced colleagues
- Work directly with clients' product owners to refine requirements

## What we are looking for

- At least five years of professional frontend development, three or more of them with React
- Strong TypeScript and modern CSS, and a good grasp of browser performance
- Experience with automated testing (Jest, Testing Library, Playwright)
- Familiarity with REST and GraphQL APIs
- Good spoken and written English

## What we offer

- A competitive salary and a clear career path
- Hybrid work from our Belgrade office with flexible hours
- Private health insurance and an annual education budget
- Modern equipment of your choice`,
      sr: `Danube Digital traži senior frontend inženjera koji će razvijati brze i pristupačne veb-aplikacije za klijente iz oblasti finansija, logistike i zdravstva. Bićete deo multidisciplinarnog tima u našoj beogradskoj kancelariji, uz hibridni način rada, i pomoći ćete nam da oblikujemo frontend praksu u celoj kompaniji.

## Šta ćete raditi

- Razvijati i održavati složene veb-aplikacije u React-u i TypeScript-u
- Pretvarati dizajn u komponente za višekratnu upotrebu i doprinositi našem zajedničkom dizajn sistemu
- Donositi odluke o frontend arhitekturi, performansama i pristupačnosti
- Pregledati kod i biti mentor manje iskusnim kolegama
- Raditi direktno sa vlasnicima proizvoda kod klijenata na preciziranju zahteva

## Šta tražimo

- Najmanje pet godina profesionalnog iskustva u frontend razvoju, od toga tri ili više sa React-om
- Odlično poznavanje TypeScript-a i modernog CSS-a, kao i dobro razumevanje performansi u pregledaču
- Iskustvo sa automatizovanim testiranjem (Jest, Testing Library, Playwright)
- Poznavanje REST i GraphQL API-ja
- Dobro znanje engleskog jezika, govorno i pisano

## Šta nudimo

- Konkurentnu platu i jasan put napredovanja
- Hibridni rad iz beogradske kancelarije uz fleksibilno radno vreme
- Privatno zdravstveno osiguranje i godišnji budžet za edukaciju
- Savremenu opremu po vašem izboru`,
      it: `Danube Digital cerca un Senior Frontend Engineer per sviluppare applicazioni web veloci e accessibili per clienti dei settori finanziario, logistico e sanitario. Entrerai a far parte di un team interfunzionale nella nostra sede di Belgrado, in modalità ibrida, e contribuirai a definire le pratiche frontend di tutta l'azienda.

## Di cosa ti occuperai

- Sviluppare e mantenere applicazioni web complesse in React e TypeScript
- Trasformare i progetti grafici in componenti riutilizzabili e contribuire al nostro sistema di design condiviso
- Prendere decisioni sull'architettura frontend, sulle prestazioni e sull'accessibilità
- Revisionare il codice e fare da mentore ai colleghi meno esperti
- Lavorare a stretto contatto con i responsabili di prodotto dei clienti per definire i requisiti

## Cosa cerchiamo

- Almeno cinque anni di esperienza professionale nello sviluppo frontend, di cui almeno tre con React
- Ottima padronanza di TypeScript e del CSS moderno, e una buona conoscenza delle prestazioni nel browser
- Esperienza con i test automatizzati (Jest, Testing Library, Playwright)
- Familiarità con le API REST e GraphQL
- Buona conoscenza dell'inglese, parlato e scritto

## Cosa offriamo

- Una retribuzione competitiva e un percorso di crescita chiaro
- Lavoro ibrido dalla nostra sede di Belgrado con orari flessibili
- Assicurazione sanitaria privata e un budget annuale per la formazione
- Attrezzatura moderna a tua scelta`,
      zh: `Danube Digital 正在招聘一名高级前端工程师，为金融、物流和医疗领域的客户打造快速、无障碍的 Web 应用。你将加入我们贝尔格莱德办公室的跨职能团队，采用混合办公模式，并参与塑造整个公司的前端技术实践。

## 工作内容

- 使用 React 和 TypeScript 开发和维护复杂的 Web 应用
- 将设计稿转化为可复用组件，并参与共建公司的设计系统
- 负责前端架构决策，把控性能与无障碍体验
- 进行代码评审，指导经验较少的同事
- 直接与客户的产品负责人沟通，细化需求

## 任职要求

- 至少五年前端开发工作经验，其中三年以上使用 React
- 精通 TypeScript 和现代 CSS，深入理解浏览器性能优化
- 具备自动化测试经验（Jest、Testing Library、Playwright）
- 熟悉 REST 和 GraphQL API
- 良好的英语口语和书面表达能力

## 我们提供

- 有竞争力的薪酬和清晰的职业发展路径
- 在贝尔格莱德办公室混合办公，工作时间灵活
- 私人医疗保险和年度培训预算
- 自选的现代化办公设备`,
      es: `En Danube Digital buscamos un/a ingeniero/a frontend sénior para desarrollar aplicaciones web rápidas y accesibles para clientes de los sectores financiero, logístico y sanitario. Te incorporarás a un equipo multidisciplinar en nuestra oficina de Belgrado, en modalidad híbrida, y ayudarás a definir las buenas prácticas de frontend en toda la empresa.

## Qué harás

- Desarrollar y mantener aplicaciones web complejas con React y TypeScript
- Convertir diseños en componentes reutilizables y contribuir a nuestro sistema de diseño compartido
- Tomar decisiones sobre la arquitectura frontend, el rendimiento y la accesibilidad
- Revisar código y ejercer de mentor/a de compañeros con menos experiencia
- Trabajar directamente con los responsables de producto de los clientes para concretar los requisitos

## Qué buscamos

- Al menos cinco años de experiencia profesional en desarrollo frontend, tres o más de ellos con React
- Dominio de TypeScript y CSS moderno, y buen conocimiento del rendimiento en el navegador
- Experiencia con pruebas automatizadas (Jest, Testing Library, Playwright)
- Conocimiento de API REST y GraphQL
- Buen nivel de inglés, oral y escrito

## Qué ofrecemos

- Un salario competitivo y una trayectoria profesional clara
- Trabajo híbrido desde nuestra oficina de Belgrado con horario flexible
- Seguro médico privado y un presupuesto anual para formación
- Equipo informático moderno a tu elección`,
      ru: `Danube Digital ищет Senior Frontend-разработчика для создания быстрых и доступных веб-приложений для клиентов из сферы финансов, логистики и здравоохранения. Вы станете частью кросс-функциональной команды в нашем белградском офисе с гибридным форматом работы и поможете развивать frontend-практику во всей компании.

## Чем предстоит заниматься

- Разрабатывать и поддерживать сложные веб-приложения на React и TypeScript
- Превращать макеты в переиспользуемые компоненты и развивать нашу общую дизайн-систему
- Принимать решения по frontend-архитектуре, производительности и доступности
- Проводить код-ревью и менторить менее опытных коллег
- Работать напрямую с владельцами продукта на стороне клиента над уточнением требований

## Что мы ожидаем

- Не менее пяти лет коммерческой frontend-разработки, из них от трёх лет с React
- Уверенное владение TypeScript и современным CSS, понимание производительности в браузере
- Опыт автоматизированного тестирования (Jest, Testing Library, Playwright)
- Знание REST и GraphQL API
- Хороший уровень устного и письменного английского

## Что мы предлагаем

- Конкурентную зарплату и понятный карьерный рост
- Гибридный формат работы из белградского офиса и гибкий график
- ДМС и ежегодный бюджет на обучение
- Современную технику на ваш выбор`,
      nl: `Danube Digital zoekt een senior frontend engineer die snelle, toegankelijke webapplicaties bouwt voor klanten in de financiële sector, de logistiek en de zorg. Je komt in een multidisciplinair team op ons kantoor in Belgrado, waar we hybride werken, en je helpt de frontendpraktijk binnen het hele bedrijf vorm te geven.

## Wat ga je doen

- Complexe webapplicaties bouwen en onderhouden in React en TypeScript
- Ontwerpen omzetten in herbruikbare componenten en bijdragen aan ons gedeelde ontwerpsysteem
- Beslissingen nemen over frontendarchitectuur, prestaties en toegankelijkheid
- Code van teamgenoten beoordelen en minder ervaren collega's begeleiden
- Rechtstreeks met de productverantwoordelijken van klanten samenwerken om de eisen aan te scherpen

## Wat we zoeken

- Minstens vijf jaar professionele ervaring met frontendontwikkeling, waarvan drie of meer met React
- Sterke kennis van TypeScript en moderne CSS, en goed inzicht in prestaties in de browser
- Ervaring met geautomatiseerd testen (Jest, Testing Library, Playwright)
- Bekendheid met REST- en GraphQL-API's
- Goede beheersing van het Engels, in woord en geschrift

## Wat we bieden

- Een marktconform salaris en een duidelijk loopbaanpad
- Hybride werken vanuit ons kantoor in Belgrado met flexibele werktijden
- Een aanvullende zorgverzekering en een jaarlijks opleidingsbudget
- Moderne apparatuur naar keuze`,
    },
  },
  {
    slug: 'backend-engineer-java',
    department: 'engineering',
    location: BELGRADE,
    remote: false,
    employmentType: 'full-time',
    seniority: 'medior',
    positions: 2,
    salaryFrom: 2800,
    closesInDays: 75,
    title: {
      en: 'Backend Engineer (Java, Spring Boot)',
      sr: 'Backend inženjer (Java, Spring Boot)',
      it: 'Backend Engineer (Java, Spring Boot)',
      zh: '后端工程师（Java、Spring Boot）',
      es: 'Ingeniero/a backend (Java, Spring Boot)',
      ru: 'Backend-разработчик (Java, Spring Boot)',
      nl: 'Backend engineer (Java, Spring Boot)',
    },
    description: {
      en: `We are looking for a backend engineer to design and build the services behind our clients' platforms, from payment processing to shipment tracking. You will work in a team of six to eight people, hybrid from our Belgrade office, with a senior engineer as your mentor.

## What you will do

- Develop and maintain microservices in Java and Spring Boot
- Design REST APIs and data models in PostgreSQL
- Integrate services through message brokers such as Kafka or RabbitMQ
- Write unit and integration tests and take part in code reviews
- Investigate and fix production issues together with the DevOps team

## What we are looking for

- Two or more years of commercial experience with Java 11 or newer and Spring Boot
- Solid knowledge of SQL and relational databases
- Understanding of HTTP, REST and basic security practices
- Experience with Git and with working in an agile team
- Good English for everyday communication with clients

## What we offer

- Hybrid work from our Belgrade office with flexible hours
- A clear path towards a senior role, with regular feedback
- Private health insurance and a sports card
- An annual budget for courses and certifications`,
      sr: `Tražimo backend inženjera koji će projektovati i razvijati servise na kojima počivaju platforme naših klijenata, od obrade plaćanja do praćenja pošiljki. Radićete u timu od šest do osam ljudi, hibridno iz naše beogradske kancelarije, a mentor će vam biti jedan od naših senior inženjera.

## Šta ćete raditi

- Razvijati i održavati mikroservise u Javi i Spring Boot-u
- Projektovati REST API-je i modele podataka u PostgreSQL-u
- Povezivati servise preko brokera poruka kao što su Kafka ili RabbitMQ
- Pisati jedinične i integracione testove i učestvovati u pregledima koda
- Zajedno sa DevOps timom istraživati i rešavati probleme u produkciji

## Šta tražimo

- Najmanje dve godine komercijalnog iskustva sa Javom 11 ili novijom i Spring Boot-om
- Solidno poznavanje SQL-a i relacionih baza podataka
- Razumevanje HTTP-a, REST-a i osnovnih bezbednosnih praksi
- Iskustvo sa Git-om i radom u agilnom timu
- Dobro znanje engleskog za svakodnevnu komunikaciju sa klijentima

## Šta nudimo

- Hibridni rad iz beogradske kancelarije uz fleksibilno radno vreme
- Jasan put do senior pozicije, uz redovne povratne informacije
- Privatno zdravstveno osiguranje i sportsku karticu
- Godišnji budžet za kurseve i sertifikate`,
      it: `Cerchiamo un Backend Engineer per progettare e sviluppare i servizi alla base delle piattaforme dei nostri clienti, dall'elaborazione dei pagamenti al tracciamento delle spedizioni. Lavorerai in un team di sei-otto persone, in modalità ibrida dalla nostra sede di Belgrado, con un ingegnere senior come mentore.

## Di cosa ti occuperai

- Sviluppare e mantenere microservizi in Java e Spring Boot
- Progettare API REST e modelli di dati in PostgreSQL
- Integrare i servizi tramite sistemi di messaggistica come Kafka o RabbitMQ
- Scrivere test unitari e di integrazione e partecipare alle revisioni del codice
- Analizzare e risolvere i problemi in produzione insieme al team DevOps

## Cosa cerchiamo

- Almeno due anni di esperienza professionale con Java 11 o versioni successive e Spring Boot
- Solida conoscenza di SQL e dei database relazionali
- Comprensione di HTTP, REST e delle principali pratiche di sicurezza
- Esperienza con Git e con il lavoro in un team agile
- Buona conoscenza dell'inglese per la comunicazione quotidiana con i clienti

## Cosa offriamo

- Lavoro ibrido dalla nostra sede di Belgrado con orari flessibili
- Un percorso chiaro verso un ruolo senior, con riscontri regolari sui tuoi progressi
- Assicurazione sanitaria privata e abbonamento sportivo
- Un budget annuale per corsi e certificazioni`,
      zh: `我们正在招聘一名后端工程师，负责设计和构建支撑客户平台的各类服务，涵盖从支付处理到物流追踪的多种场景。你将加入一个六到八人的团队，在贝尔格莱德办公室混合办公，并由一名资深工程师担任你的导师。

## 工作内容

- 使用 Java 和 Spring Boot 开发和维护微服务
- 设计 REST API 以及基于 PostgreSQL 的数据模型
- 通过 Kafka 或 RabbitMQ 等消息中间件实现服务集成
- 编写单元测试和集成测试，参与代码评审
- 与 DevOps 团队一起排查和修复生产环境问题

## 任职要求

- 两年以上 Java（11 及以上版本）和 Spring Boot 商业项目经验
- 扎实掌握 SQL 和关系型数据库
- 理解 HTTP、REST 及基本的安全实践
- 熟悉 Git，具备敏捷团队协作经验
- 良好的英语能力，能够与客户进行日常沟通

## 我们提供

- 在贝尔格莱德办公室混合办公，工作时间灵活
- 清晰的资深岗位晋升路径，并定期获得反馈
- 私人医疗保险和运动卡
- 年度课程与认证预算`,
      es: `Buscamos un/a ingeniero/a backend para diseñar y desarrollar los servicios que sostienen las plataformas de nuestros clientes, desde el procesamiento de pagos hasta el seguimiento de envíos. Trabajarás en un equipo de seis a ocho personas, en modalidad híbrida desde nuestra oficina de Belgrado, con un ingeniero sénior como mentor.

## Qué harás

- Desarrollar y mantener microservicios con Java y Spring Boot
- Diseñar API REST y modelos de datos en PostgreSQL
- Integrar servicios mediante sistemas de mensajería como Kafka o RabbitMQ
- Escribir pruebas unitarias y de integración, y participar en las revisiones de código
- Investigar y resolver incidencias en producción junto con el equipo de DevOps

## Qué buscamos

- Al menos dos años de experiencia profesional con Java 11 o superior y Spring Boot
- Conocimientos sólidos de SQL y bases de datos relacionales
- Comprensión de HTTP, REST y buenas prácticas básicas de seguridad
- Experiencia con Git y trabajando en equipos ágiles
- Buen nivel de inglés para la comunicación diaria con clientes

## Qué ofrecemos

- Trabajo híbrido desde nuestra oficina de Belgrado con horario flexible
- Una trayectoria clara hacia un puesto sénior, con evaluaciones periódicas
- Seguro médico privado y acceso a gimnasios y centros deportivos
- Un presupuesto anual para cursos y certificaciones`,
      ru: `Мы ищем Backend-разработчика, который будет проектировать и создавать сервисы, на которых работают платформы наших клиентов, — от обработки платежей до отслеживания грузов. Вы будете работать в команде из шести–восьми человек в гибридном формате из белградского офиса, а вашим ментором станет опытный инженер.

## Чем предстоит заниматься

- Разрабатывать и поддерживать микросервисы на Java и Spring Boot
- Проектировать REST API и модели данных в PostgreSQL
- Интегрировать сервисы через брокеры сообщений, такие как Kafka или RabbitMQ
- Писать модульные и интеграционные тесты, участвовать в код-ревью
- Вместе с DevOps-командой разбирать и устранять инциденты в продакшене

## Что мы ожидаем

- От двух лет коммерческой разработки на Java 11+ и Spring Boot
- Уверенное знание SQL и реляционных баз данных
- Понимание HTTP, REST и базовых практик безопасности
- Опыт работы с Git и в команде, работающей по гибким методологиям
- Английский на уровне, достаточном для ежедневного общения с клиентами

## Что мы предлагаем

- Гибридный формат работы из белградского офиса и гибкий график
- Понятный путь к позиции старшего разработчика и регулярную обратную связь
- ДМС и спортивный абонемент
- Ежегодный бюджет на курсы и сертификации`,
      nl: `We zoeken een backend engineer die de diensten ontwerpt en bouwt waarop de platforms van onze klanten draaien, van betalingsverwerking tot het volgen van zendingen. Je werkt in een team van zes tot acht mensen, hybride vanuit ons kantoor in Belgrado, met een senior engineer als mentor.

## Wat ga je doen

- Microservices ontwikkelen en onderhouden in Java en Spring Boot
- REST-API's en datamodellen in PostgreSQL ontwerpen
- Diensten koppelen via berichtensystemen zoals Kafka of RabbitMQ
- Unit- en integratietests schrijven en meedoen aan codereviews
- Samen met het DevOps-team productieproblemen onderzoeken en oplossen

## Wat we zoeken

- Minstens twee jaar werkervaring met Java 11 of nieuwer en Spring Boot
- Gedegen kennis van SQL en relationele databases
- Begrip van HTTP, REST en de basisprincipes van beveiliging
- Ervaring met Git en met werken in een agile team
- Goed Engels voor de dagelijkse communicatie met klanten

## Wat we bieden

- Hybride werken vanuit ons kantoor in Belgrado met flexibele werktijden
- Een duidelijk groeipad naar een seniorfunctie, met regelmatige feedback
- Een aanvullende zorgverzekering en een sportabonnement
- Een jaarlijks budget voor cursussen en certificeringen`,
    },
  },
  {
    slug: 'dotnet-developer',
    department: 'engineering',
    location: null,
    remote: true,
    employmentType: 'full-time',
    seniority: 'medior',
    positions: 1,
    salaryFrom: null,
    closesInDays: 45,
    title: {
      en: '.NET Developer',
      sr: '.NET developer',
      it: 'Sviluppatore .NET',
      zh: '.NET 开发工程师',
      es: 'Desarrollador/a .NET',
      ru: '.NET-разработчик',
      nl: '.NET-developer',
    },
    description: {
      en: `Danube Digital is hiring a .NET developer to work on business systems for European clients in insurance and energy. The role is fully remote from anywhere in Serbia, with occasional team days in Belgrade, and we cover the travel costs.

## What you will do

- Build and extend web APIs and backend services in C# and ASP.NET Core
- Modernise legacy .NET Framework applications step by step
- Work with SQL Server and Entity Framework Core
- Deploy to Azure and keep services reliable and well monitored
- Collaborate with QA engineers, designers and clients' product teams

## What we are looking for

- Three or more years of experience with C# and .NET
- Good knowledge of SQL Server, including query optimisation
- Experience with Azure or another cloud platform
- Familiarity with automated testing in xUnit or NUnit
- Self-organisation and clear written communication for remote work

## What we offer

- Fully remote work within Serbia with flexible hours
- Modern equipment of your choice, delivered to your home
- Private health insurance, with options for your family
- Extra days of annual leave on top of the statutory minimum`,
      sr: `Danube Digital zapošljava .NET developera za rad na poslovnim sistemima evropskih klijenata iz oblasti osiguranja i energetike. Posao se obavlja u potpunosti na daljinu, iz bilo kog mesta u Srbiji, uz povremene timske dane u Beogradu, za koje pokrivamo putne troškove.

## Šta ćete raditi

- Razvijati i proširivati veb API-je i backend servise u C#-u i ASP.NET Core-u
- Postepeno modernizovati starije aplikacije zasnovane na .NET Framework-u
- Raditi sa SQL Server-om i Entity Framework Core-om
- Postavljati servise na Azure i brinuti o njihovoj pouzdanosti i nadzoru
- Sarađivati sa QA inženjerima, dizajnerima i produktnim timovima klijenata

## Šta tražimo

- Najmanje tri godine iskustva sa C#-om i .NET-om
- Dobro poznavanje SQL Server-a, uključujući optimizaciju upita
- Iskustvo sa Azure-om ili nekom drugom platformom u oblaku
- Iskustvo sa automatizovanim testiranjem u xUnit-u ili NUnit-u
- Samostalnost u organizaciji posla i jasna pisana komunikacija, neophodne za rad na daljinu

## Šta nudimo

- Rad u potpunosti na daljinu iz Srbije, uz fleksibilno radno vreme
- Savremenu opremu po vašem izboru, dostavljenu na vašu adresu
- Privatno zdravstveno osiguranje, uz mogućnost proširenja na porodicu
- Dodatne dane godišnjeg odmora preko zakonskog minimuma`,
      it: `Danube Digital cerca uno sviluppatore .NET per lavorare sui sistemi gestionali di clienti europei dei settori assicurativo ed energetico. Il ruolo è completamente da remoto, da qualsiasi località della Serbia, con giornate di team occasionali a Belgrado, di cui copriamo le spese di viaggio.

## Di cosa ti occuperai

- Sviluppare ed estendere API web e servizi backend in C# e ASP.NET Core
- Modernizzare gradualmente applicazioni esistenti basate su .NET Framework
- Lavorare con SQL Server ed Entity Framework Core
- Rilasciare su Azure e garantire servizi affidabili e ben monitorati
- Collaborare con gli specialisti QA, i designer e i team di prodotto dei clienti

## Cosa cerchiamo

- Almeno tre anni di esperienza con C# e .NET
- Buona conoscenza di SQL Server, inclusa l'ottimizzazione delle query
- Esperienza con Azure o un'altra piattaforma cloud
- Familiarità con i test automatizzati in xUnit o NUnit
- Capacità di organizzarti in autonomia e comunicazione scritta chiara, indispensabili nel lavoro da remoto

## Cosa offriamo

- Lavoro completamente da remoto dalla Serbia con orari flessibili
- Attrezzatura moderna a tua scelta, consegnata a casa tua
- Assicurazione sanitaria privata, estendibile alla famiglia
- Giorni di ferie aggiuntivi rispetto al minimo di legge`,
      zh: `Danube Digital 正在招聘一名 .NET 开发工程师，参与欧洲保险和能源行业客户的业务系统开发。该职位可在塞尔维亚境内任意地点完全远程办公，公司会不定期在贝尔格莱德举办团队日，差旅费用由公司承担。

## 工作内容

- 使用 C# 和 ASP.NET Core 构建和扩展 Web API 及后端服务
- 逐步对基于 .NET Framework 的遗留应用进行现代化改造
- 使用 SQL Server 和 Entity Framework Core 进行开发
- 将服务部署到 Azure，并确保其稳定可靠、便于监控
- 与测试工程师、设计师以及客户的产品团队紧密协作

## 任职要求

- 三年以上 C# 和 .NET 开发经验
- 熟练掌握 SQL Server，包括查询优化
- 具备 Azure 或其他云平台的使用经验
- 熟悉使用 xUnit 或 NUnit 进行自动化测试
- 具备良好的自我管理能力和清晰的书面沟通能力，能够胜任远程工作

## 我们提供

- 在塞尔维亚境内完全远程办公，工作时间灵活
- 自选现代化办公设备，直接寄送到家
- 私人医疗保险，可为家人投保
- 在法定假期之外享有额外年假`,
      es: `Danube Digital busca un/a desarrollador/a .NET para trabajar en sistemas de gestión de clientes europeos de los sectores de seguros y energía. El puesto es totalmente en remoto desde cualquier lugar de Serbia, con jornadas de equipo ocasionales en Belgrado cuyos gastos de viaje cubrimos nosotros.

## Qué harás

- Desarrollar y ampliar API web y servicios backend con C# y ASP.NET Core
- Modernizar paso a paso aplicaciones heredadas en .NET Framework
- Trabajar con SQL Server y Entity Framework Core
- Desplegar en Azure y mantener los servicios fiables y bien monitorizados
- Colaborar con especialistas de QA, diseñadores y los equipos de producto de los clientes

## Qué buscamos

- Al menos tres años de experiencia con C# y .NET
- Buen conocimiento de SQL Server, incluida la optimización de consultas
- Experiencia con Azure u otra plataforma en la nube
- Conocimiento de pruebas automatizadas con xUnit o NUnit
- Capacidad para organizarte de forma autónoma y comunicación escrita clara, imprescindibles en remoto

## Qué ofrecemos

- Trabajo totalmente en remoto desde Serbia con horario flexible
- Equipo informático moderno a tu elección, enviado a tu domicilio
- Seguro médico privado, ampliable a tu familia
- Días de vacaciones adicionales por encima del mínimo legal`,
      ru: `Danube Digital ищет .NET-разработчика для работы над бизнес-системами европейских клиентов из страховой и энергетической отраслей. Работа полностью удалённая, из любой точки Сербии; время от времени мы собираем команду в Белграде и оплачиваем дорогу.

## Чем предстоит заниматься

- Разрабатывать и расширять веб-API и backend-сервисы на C# и ASP.NET Core
- Поэтапно модернизировать унаследованные приложения на .NET Framework
- Работать с SQL Server и Entity Framework Core
- Развёртывать сервисы в Azure и обеспечивать их надёжность и прозрачный мониторинг
- Взаимодействовать с QA-инженерами, дизайнерами и продуктовыми командами клиентов

## Что мы ожидаем

- От трёх лет опыта разработки на C# и .NET
- Хорошее знание SQL Server, включая оптимизацию запросов
- Опыт работы с Azure или другой облачной платформой
- Опыт автоматизированного тестирования с xUnit или NUnit
- Самоорганизованность и умение ясно излагать мысли письменно, что особенно важно при удалённой работе

## Что мы предлагаем

- Полностью удалённую работу из Сербии и гибкий график
- Современную технику на ваш выбор с доставкой на дом
- ДМС с возможностью подключить членов семьи
- Дополнительные дни отпуска сверх установленного законом минимума`,
      nl: `Danube Digital zoekt een .NET-developer voor de bedrijfssystemen van Europese klanten in de verzekerings- en energiesector. Je werkt volledig op afstand, vanaf elke plek in Servië, met af en toe een teamdag in Belgrado; de reiskosten vergoeden wij.

## Wat ga je doen

- Web-API's en backenddiensten bouwen en uitbreiden in C# en ASP.NET Core
- Verouderde .NET Framework-applicaties stap voor stap moderniseren
- Werken met SQL Server en Entity Framework Core
- Diensten uitrollen naar Azure en zorgen dat ze betrouwbaar en goed bewaakt zijn
- Samenwerken met testers, ontwerpers en de productteams van klanten

## Wat we zoeken

- Minstens drie jaar ervaring met C# en .NET
- Goede kennis van SQL Server, inclusief het optimaliseren van query's
- Ervaring met Azure of een ander cloudplatform
- Bekendheid met geautomatiseerd testen in xUnit of NUnit
- Zelfstandigheid en heldere schriftelijke communicatie, onmisbaar bij werken op afstand

## Wat we bieden

- Volledig op afstand werken binnen Servië met flexibele werktijden
- Moderne apparatuur naar keuze, bij je thuis bezorgd
- Een aanvullende zorgverzekering, ook voor je gezin
- Extra vakantiedagen bovenop het wettelijk minimum`,
    },
  },
  {
    slug: 'qa-automation-engineer',
    department: 'engineering',
    location: null,
    remote: true,
    employmentType: 'full-time',
    seniority: 'medior',
    positions: 1,
    salaryFrom: 2200,
    closesInDays: 50,
    title: {
      en: 'QA Automation Engineer',
      sr: 'QA Automation inženjer',
      it: 'QA Automation Engineer',
      zh: '自动化测试工程师',
      es: 'Ingeniero/a de automatización QA',
      ru: 'Инженер по автоматизации тестирования',
      nl: 'QA-automation engineer',
    },
    description: {
      en: `We are looking for a QA automation engineer to help our teams release with confidence. You will design and maintain automated test suites for web and mobile applications and work closely with developers, from the first user story to the production release. The role is fully remote within Serbia.

## What you will do

- Design, write and maintain automated end-to-end and API tests
- Build test frameworks with Playwright, Cypress or Selenium
- Run tests in CI/CD pipelines and keep them fast and stable
- Define test strategies and acceptance criteria together with the team
- Report defects clearly and verify their fixes

## What we are looking for

- Two or more years of experience in test automation
- Programming skills in TypeScript, JavaScript, Java or Python
- Experience testing REST APIs with Postman, REST Assured or similar tools
- Understanding of agile development and the software testing life cycle
- An eye for detail and good communication in English

## What we offer

- Fully remote work within Serbia with flexible hours
- Paid ISTQB and other certification exams
- Private health insurance and a sports card
- Team events, hackathons and knowledge-sharing days`,
      sr: `Tražimo QA Automation inženjera koji će pomoći našim timovima da nove verzije objavljuju sa sigurnošću. Projektovaćete i održavati automatizovane testove za veb i mobilne aplikacije i blisko sarađivati sa developerima, od prve korisničke priče do puštanja u produkciju. Posao je u potpunosti na daljinu, iz Srbije.

## Šta ćete raditi

- Projektovati, pisati i održavati automatizovane end-to-end i API testove
- Razvijati okvire za testiranje uz Playwright, Cypress ili Selenium
- Pokretati testove u okviru CI/CD procesa i održavati ih brzim i stabilnim
- Zajedno sa timom definisati strategiju testiranja i kriterijume prihvatanja
- Jasno prijavljivati greške i proveravati njihove ispravke

## Šta tražimo

- Najmanje dve godine iskustva u automatizaciji testiranja
- Znanje programiranja u TypeScript-u, JavaScript-u, Javi ili Python-u
- Iskustvo u testiranju REST API-ja uz Postman, REST Assured ili slične alate
- Razumevanje agilnog razvoja i životnog ciklusa testiranja softvera
- Pažnja prema detaljima i dobra komunikacija na engleskom jeziku

## Šta nudimo

- Rad u potpunosti na daljinu iz Srbije, uz fleksibilno radno vreme
- Plaćene ispite za ISTQB i druge sertifikate
- Privatno zdravstveno osiguranje i sportsku karticu
- Timska okupljanja, hakatone i dane razmene znanja`,
      it: `Cerchiamo un QA Automation Engineer che aiuti i nostri team a rilasciare con sicurezza. Progetterai e manterrai suite di test automatizzati per applicazioni web e mobile e lavorerai a stretto contatto con gli sviluppatori, dalla prima storia utente al rilascio in produzione. Il ruolo è completamente da remoto dalla Serbia.

## Di cosa ti occuperai

- Progettare, scrivere e mantenere test automatizzati end-to-end e delle API
- Realizzare framework di test con Playwright, Cypress o Selenium
- Integrare i test nelle pipeline CI/CD, mantenendoli veloci e stabili
- Definire con il team le strategie di test e i criteri di accettazione
- Segnalare i difetti in modo chiaro e verificarne la correzione

## Cosa cerchiamo

- Almeno due anni di esperienza nell'automazione dei test
- Capacità di programmare in TypeScript, JavaScript, Java o Python
- Esperienza nel test di API REST con Postman, REST Assured o strumenti simili
- Conoscenza dello sviluppo agile e del ciclo di vita dei test del software
- Attenzione ai dettagli e buona comunicazione in inglese

## Cosa offriamo

- Lavoro completamente da remoto dalla Serbia con orari flessibili
- Esami di certificazione ISTQB e di altro tipo a carico dell'azienda
- Assicurazione sanitaria privata e abbonamento sportivo
- Eventi di team, hackathon e giornate di condivisione delle conoscenze`,
      zh: `我们正在招聘一名自动化测试工程师，帮助团队更有把握地发布产品。你将为 Web 和移动应用设计并维护自动化测试套件，从第一个用户故事到生产发布，全程与开发人员紧密合作。该职位可在塞尔维亚境内完全远程办公。

## 工作内容

- 设计、编写和维护端到端自动化测试及 API 自动化测试
- 基于 Playwright、Cypress 或 Selenium 搭建测试框架
- 将测试集成到 CI/CD 流水线中，并保持其快速、稳定
- 与团队共同制定测试策略和验收标准
- 清晰地提交缺陷报告并验证修复结果

## 任职要求

- 两年以上自动化测试经验
- 掌握 TypeScript、JavaScript、Java 或 Python 中至少一种编程语言
- 具备使用 Postman、REST Assured 或类似工具测试 REST API 的经验
- 了解敏捷开发和软件测试生命周期
- 注重细节，具备良好的英语沟通能力

## 我们提供

- 在塞尔维亚境内完全远程办公，工作时间灵活
- 公司承担 ISTQB 等认证考试费用
- 私人医疗保险和运动卡
- 团队活动、黑客马拉松和知识分享日`,
      es: `Buscamos un/a ingeniero/a de automatización QA que ayude a nuestros equipos a publicar nuevas versiones con total confianza. Diseñarás y mantendrás baterías de pruebas automatizadas para aplicaciones web y móviles, y trabajarás codo con codo con los desarrolladores, desde la primera historia de usuario hasta el paso a producción. El puesto es totalmente en remoto desde Serbia.

## Qué harás

- Diseñar, escribir y mantener pruebas automatizadas de extremo a extremo y de API
- Crear entornos de pruebas con Playwright, Cypress o Selenium
- Integrar las pruebas en los flujos de CI/CD y mantenerlas rápidas y estables
- Definir con el equipo las estrategias de prueba y los criterios de aceptación
- Notificar los defectos con claridad y verificar su corrección

## Qué buscamos

- Al menos dos años de experiencia en automatización de pruebas
- Capacidad de programar en TypeScript, JavaScript, Java o Python
- Experiencia probando API REST con Postman, REST Assured o herramientas similares
- Conocimiento del desarrollo ágil y del ciclo de vida de las pruebas de software
- Atención al detalle y buena comunicación en inglés

## Qué ofrecemos

- Trabajo totalmente en remoto desde Serbia con horario flexible
- Exámenes de certificación ISTQB y otros, pagados por la empresa
- Seguro médico privado y acceso a gimnasios y centros deportivos
- Eventos de equipo, hackatones y jornadas para compartir conocimiento`,
      ru: `Мы ищем инженера по автоматизации тестирования, который поможет нашим командам уверенно выпускать релизы. Вы будете проектировать и поддерживать наборы автотестов для веб- и мобильных приложений и тесно работать с разработчиками — от первой пользовательской истории до выхода в продакшен. Работа полностью удалённая, из Сербии.

## Чем предстоит заниматься

- Проектировать, писать и поддерживать сквозные автотесты и автотесты API
- Создавать тестовые фреймворки на Playwright, Cypress или Selenium
- Встраивать тесты в CI/CD-пайплайны и следить за их скоростью и стабильностью
- Вместе с командой определять стратегию тестирования и критерии приёмки
- Чётко описывать дефекты и проверять их исправление

## Что мы ожидаем

- От двух лет опыта в автоматизации тестирования
- Навыки программирования на TypeScript, JavaScript, Java или Python
- Опыт тестирования REST API с помощью Postman, REST Assured или аналогичных инструментов
- Понимание гибкой разработки и жизненного цикла тестирования ПО
- Внимание к деталям и хорошая коммуникация на английском языке

## Что мы предлагаем

- Полностью удалённую работу из Сербии и гибкий график
- Оплату экзаменов ISTQB и других сертификаций
- ДМС и спортивный абонемент
- Командные мероприятия, хакатоны и дни обмена знаниями`,
      nl: `We zoeken een QA-automation engineer die onze teams helpt om met vertrouwen nieuwe versies uit te brengen. Je ontwerpt en onderhoudt geautomatiseerde testsuites voor web- en mobiele applicaties en werkt nauw samen met ontwikkelaars, van de eerste gebruikerswens tot de livegang. Je werkt volledig op afstand vanuit Servië.

## Wat ga je doen

- Geautomatiseerde end-to-end- en API-tests ontwerpen, schrijven en onderhouden
- Testframeworks opzetten met Playwright, Cypress of Selenium
- Tests opnemen in CI/CD-pipelines en ze snel en stabiel houden
- Samen met het team teststrategieën en acceptatiecriteria bepalen
- Bevindingen helder vastleggen en de oplossingen controleren

## Wat we zoeken

- Minstens twee jaar ervaring met testautomatisering
- Programmeervaardigheid in TypeScript, JavaScript, Java of Python
- Ervaring met het testen van REST-API's met Postman, REST Assured of vergelijkbare hulpmiddelen
- Kennis van agile ontwikkeling en de levenscyclus van softwaretesten
- Oog voor detail en goede communicatie in het Engels

## Wat we bieden

- Volledig op afstand werken binnen Servië met flexibele werktijden
- Betaalde examens voor ISTQB en andere certificeringen
- Een aanvullende zorgverzekering en een sportabonnement
- Teamuitjes, hackathons en kennisdeeldagen`,
    },
  },
  {
    slug: 'devops-engineer-aws-kubernetes',
    department: 'engineering',
    location: BELGRADE,
    remote: false,
    employmentType: 'full-time',
    seniority: 'senior',
    positions: 1,
    salaryFrom: 3800,
    closesInDays: 90,
    title: {
      en: 'DevOps Engineer (AWS, Kubernetes)',
      sr: 'DevOps inženjer (AWS, Kubernetes)',
      it: 'DevOps Engineer (AWS, Kubernetes)',
      zh: 'DevOps 工程师（AWS、Kubernetes）',
      es: 'Ingeniero/a DevOps (AWS, Kubernetes)',
      ru: 'DevOps-инженер (AWS, Kubernetes)',
      nl: 'DevOps engineer (AWS, Kubernetes)',
    },
    description: {
      en: `Danube Digital is looking for a DevOps engineer to build and run the cloud infrastructure behind our clients' products. You will automate everything from provisioning to deployment and help development teams release safely several times a day. The role is hybrid, from our Belgrade office.

## What you will do

- Design and operate infrastructure on AWS with Terraform
- Run and scale Kubernetes clusters on EKS and manage releases with Helm
- Build and improve CI/CD pipelines in GitHub Actions or GitLab CI
- Set up monitoring, logging and alerting with Prometheus and Grafana
- Take part in an on-call rotation, paid separately

## What we are looking for

- Four or more years of experience in DevOps or site reliability engineering
- Hands-on experience with AWS, Kubernetes and Docker
- Infrastructure as code with Terraform or a similar tool
- Scripting in Bash, Python or Go
- A security-minded approach and good English

## What we offer

- Hybrid work from our Belgrade office with flexible hours
- Paid AWS and Kubernetes certifications
- Private health insurance, with options for your family
- Modern equipment of your choice`,
      sr: `Danube Digital traži DevOps inženjera koji će graditi i održavati infrastrukturu u oblaku na kojoj rade proizvodi naših klijenata. Automatizovaćete sve, od pripreme resursa do isporuke, i pomoći razvojnim timovima da bezbedno objavljuju nove verzije i po nekoliko puta dnevno. Rad je hibridni, iz naše beogradske kancelarije.

## Šta ćete raditi

- Projektovati i održavati infrastrukturu na AWS-u uz Terraform
- Održavati i skalirati Kubernetes klastere na EKS-u, a isporuke organizovati pomoću Helm-a
- Razvijati i unapređivati CI/CD procese u GitHub Actions-u ili GitLab CI-ju
- Uvoditi nadzor, prikupljanje logova i sistem upozorenja uz Prometheus i Grafanu
- Učestvovati u dežurstvima, koja se posebno plaćaju

## Šta tražimo

- Najmanje četiri godine iskustva u DevOps-u ili na poslovima pouzdanosti sistema (SRE)
- Praktično iskustvo sa AWS-om, Kubernetes-om i Docker-om
- Upravljanje infrastrukturom kroz kod, uz Terraform ili sličan alat
- Pisanje skripti u Bash-u, Python-u ili Go-u
- Pristup u kome je bezbednost na prvom mestu i dobro znanje engleskog

## Šta nudimo

- Hibridni rad iz beogradske kancelarije uz fleksibilno radno vreme
- Plaćene AWS i Kubernetes sertifikate
- Privatno zdravstveno osiguranje, uz mogućnost proširenja na porodicu
- Savremenu opremu po vašem izboru`,
      it: `Danube Digital cerca un DevOps Engineer per costruire e gestire l'infrastruttura cloud alla base dei prodotti dei nostri clienti. Automatizzerai tutto, dalla creazione delle risorse alla messa in produzione, e aiuterai i team di sviluppo a rilasciare in sicurezza più volte al giorno. Il ruolo è ibrido, dalla nostra sede di Belgrado.

## Di cosa ti occuperai

- Progettare e gestire l'infrastruttura su AWS con Terraform
- Gestire e scalare cluster Kubernetes su EKS e coordinare i rilasci con Helm
- Realizzare e migliorare pipeline CI/CD con GitHub Actions o GitLab CI
- Configurare monitoraggio, raccolta dei log e sistemi di allerta con Prometheus e Grafana
- Partecipare ai turni di reperibilità, retribuiti a parte

## Cosa cerchiamo

- Almeno quattro anni di esperienza in ambito DevOps o SRE
- Esperienza pratica con AWS, Kubernetes e Docker
- Gestione dell'infrastruttura come codice con Terraform o strumenti simili
- Capacità di scrivere script in Bash, Python o Go
- Attenzione costante alla sicurezza e buona conoscenza dell'inglese

## Cosa offriamo

- Lavoro ibrido dalla nostra sede di Belgrado con orari flessibili
- Certificazioni AWS e Kubernetes a carico dell'azienda
- Assicurazione sanitaria privata, estendibile alla famiglia
- Attrezzatura moderna a tua scelta`,
      zh: `Danube Digital 正在招聘一名 DevOps 工程师，负责构建和运维支撑客户产品的云基础设施。你将把从资源创建到部署上线的各个环节全面自动化，帮助开发团队每天安全地多次发布。该职位为混合办公，工作地点为贝尔格莱德办公室。

## 工作内容

- 使用 Terraform 在 AWS 上设计和运维基础设施
- 在 EKS 上运行和扩展 Kubernetes 集群，并使用 Helm 管理发布
- 基于 GitHub Actions 或 GitLab CI 构建和优化 CI/CD 流水线
- 使用 Prometheus 和 Grafana 搭建监控、日志和告警体系
- 参与值班轮岗，值班另行计酬

## 任职要求

- 四年以上 DevOps 或站点可靠性工程（SRE）相关经验
- 具备 AWS、Kubernetes 和 Docker 的实战经验
- 熟练使用 Terraform 或类似工具实践基础设施即代码
- 能够使用 Bash、Python 或 Go 编写脚本
- 具备较强的安全意识，英语良好

## 我们提供

- 在贝尔格莱德办公室混合办公，工作时间灵活
- 公司承担 AWS 和 Kubernetes 认证费用
- 私人医疗保险，可为家人投保
- 自选的现代化办公设备`,
      es: `Danube Digital busca un/a ingeniero/a DevOps para construir y operar la infraestructura en la nube que sostiene los productos de nuestros clientes. Automatizarás cada paso, desde el aprovisionamiento hasta el despliegue, y ayudarás a los equipos de desarrollo a publicar varias veces al día con seguridad. El puesto es híbrido, desde nuestra oficina de Belgrado.

## Qué harás

- Diseñar y operar infraestructura en AWS con Terraform
- Gestionar y escalar clústeres de Kubernetes en EKS y los despliegues con Helm
- Crear y mejorar flujos de CI/CD con GitHub Actions o GitLab CI
- Configurar la monitorización, los registros y las alertas con Prometheus y Grafana
- Participar en las guardias, que se pagan aparte

## Qué buscamos

- Al menos cuatro años de experiencia en DevOps o ingeniería de fiabilidad (SRE)
- Experiencia práctica con AWS, Kubernetes y Docker
- Infraestructura como código con Terraform o una herramienta similar
- Programación de scripts en Bash, Python o Go
- Un enfoque centrado en la seguridad y buen nivel de inglés

## Qué ofrecemos

- Trabajo híbrido desde nuestra oficina de Belgrado con horario flexible
- Certificaciones de AWS y Kubernetes pagadas por la empresa
- Seguro médico privado, ampliable a tu familia
- Equipo informático moderno a tu elección`,
      ru: `Danube Digital ищет DevOps-инженера, который будет строить и поддерживать облачную инфраструктуру продуктов наших клиентов. Вы автоматизируете всё — от подготовки ресурсов до развёртывания — и поможете командам разработки безопасно выпускать изменения по нескольку раз в день. Формат работы гибридный, из белградского офиса.

## Чем предстоит заниматься

- Проектировать и сопровождать инфраструктуру в AWS с помощью Terraform
- Эксплуатировать и масштабировать кластеры Kubernetes на EKS, управлять релизами через Helm
- Создавать и улучшать CI/CD-пайплайны в GitHub Actions или GitLab CI
- Настраивать мониторинг, сбор логов и оповещения на Prometheus и Grafana
- Участвовать в дежурствах, которые оплачиваются отдельно

## Что мы ожидаем

- От четырёх лет опыта в DevOps или SRE
- Практический опыт работы с AWS, Kubernetes и Docker
- Подход «инфраструктура как код» с Terraform или аналогичным инструментом
- Написание скриптов на Bash, Python или Go
- Внимание к безопасности и хороший английский

## Что мы предлагаем

- Гибридный формат работы из белградского офиса и гибкий график
- Оплату сертификаций AWS и Kubernetes
- ДМС с возможностью подключить членов семьи
- Современную технику на ваш выбор`,
      nl: `Danube Digital zoekt een DevOps engineer die de cloudinfrastructuur achter de producten van onze klanten bouwt en beheert. Je automatiseert alles, van het inrichten van omgevingen tot de uitrol, en helpt ontwikkelteams om veilig meerdere keren per dag nieuwe versies uit te brengen. Je werkt hybride vanuit ons kantoor in Belgrado.

## Wat ga je doen

- Infrastructuur op AWS ontwerpen en beheren met Terraform
- Kubernetes-clusters op EKS draaien en opschalen, en de uitrol beheren met Helm
- CI/CD-pipelines bouwen en verbeteren in GitHub Actions of GitLab CI
- Monitoring, logboeken en waarschuwingen inrichten met Prometheus en Grafana
- Meedraaien in de bereikbaarheidsdienst, die apart wordt vergoed

## Wat we zoeken

- Minstens vier jaar ervaring in DevOps of als SRE
- Praktijkervaring met AWS, Kubernetes en Docker
- Infrastructuur als code met Terraform of een vergelijkbaar hulpmiddel
- Scripts schrijven in Bash, Python of Go
- Veiligheidsbewustzijn en goed Engels

## Wat we bieden

- Hybride werken vanuit ons kantoor in Belgrado met flexibele werktijden
- Betaalde AWS- en Kubernetes-certificeringen
- Een aanvullende zorgverzekering, ook voor je gezin
- Moderne apparatuur naar keuze`,
    },
  },
  {
    slug: 'technical-project-manager',
    department: 'engineering',
    location: BELGRADE,
    remote: false,
    employmentType: 'full-time',
    seniority: 'senior',
    positions: 1,
    salaryFrom: null,
    closesInDays: 40,
    title: {
      en: 'Technical Project Manager',
      sr: 'Tehnički projekt menadžer',
      it: 'Technical Project Manager',
      zh: '技术项目经理',
      es: 'Jefe/a de proyecto técnico',
      ru: 'Технический руководитель проектов',
      nl: 'Technisch projectmanager',
    },
    description: {
      en: `We are looking for a technical project manager to lead the delivery of software projects for clients in Europe and North America. You will be the link between clients and our engineering teams, keeping scope, timelines and budgets on track. The role is based in our Belgrade office.

## What you will do

- Plan and run projects from kickoff to launch using Scrum or Kanban
- Be the clients' main day-to-day contact and manage their expectations
- Track scope, budget and risks, and report on progress clearly
- Facilitate planning sessions, reviews and retrospectives with the team
- Prepare estimates and proposals with architects and team leads

## What we are looking for

- Three or more years of managing software development projects
- A technical background or a solid understanding of how software is built
- Experience with Jira, Confluence or similar tools
- Excellent spoken and written English; another foreign language is a plus
- Calm, structured communication, also under pressure

## What we offer

- Work in our Belgrade office with a friendly, experienced team
- Paid PMP, PRINCE2 or Scrum certifications
- Private health insurance and a sports card
- Extra days of annual leave on top of the statutory minimum`,
      sr: `Tražimo tehničkog projekt menadžera koji će voditi realizaciju softverskih projekata za klijente iz Evrope i Severne Amerike. Bićete spona između klijenata i naših inženjerskih timova i starati se da obim posla, rokovi i budžet ostanu pod kontrolom. Posao se obavlja iz naše kancelarije u Beogradu.

## Šta ćete raditi

- Planirati i voditi projekte od pokretanja do isporuke, uz Scrum ili Kanban
- Biti glavna svakodnevna kontakt osoba za klijente i upravljati njihovim očekivanjima
- Pratiti obim posla, budžet i rizike i jasno izveštavati o napretku
- Voditi sastanke planiranja, preglede i retrospektive sa timom
- Zajedno sa arhitektama i vođama timova pripremati procene i ponude

## Šta tražimo

- Najmanje tri godine iskustva u vođenju projekata razvoja softvera
- Tehničko obrazovanje ili dobro razumevanje načina na koji se softver razvija
- Iskustvo sa alatima kao što su Jira i Confluence
- Odlično znanje engleskog, govorno i pisano; znanje još nekog stranog jezika je prednost
- Smirena i strukturisana komunikacija, i pod pritiskom

## Šta nudimo

- Rad u našoj beogradskoj kancelariji, sa prijatnim i iskusnim timom
- Plaćene PMP, PRINCE2 ili Scrum sertifikate
- Privatno zdravstveno osiguranje i sportsku karticu
- Dodatne dane godišnjeg odmora preko zakonskog minimuma`,
      it: `Cerchiamo un Technical Project Manager che guidi la realizzazione di progetti software per clienti in Europa e Nord America. Sarai il punto di collegamento tra i clienti e i nostri team tecnici, tenendo sotto controllo perimetro, tempi e budget. Il ruolo si svolge nella nostra sede di Belgrado.

## Di cosa ti occuperai

- Pianificare e gestire i progetti dall'avvio al lancio con Scrum o Kanban
- Essere il principale referente quotidiano dei clienti e gestirne le aspettative
- Monitorare perimetro, budget e rischi e comunicare con chiarezza l'avanzamento
- Facilitare con il team le sessioni di pianificazione, le revisioni e le retrospettive
- Preparare stime e offerte insieme agli architetti e ai responsabili dei team

## Cosa cerchiamo

- Almeno tre anni di esperienza nella gestione di progetti di sviluppo software
- Una formazione tecnica o una solida comprensione di come si sviluppa il software
- Esperienza con Jira, Confluence o strumenti simili
- Ottima conoscenza dell'inglese, parlato e scritto; un'altra lingua straniera è un vantaggio
- Comunicazione calma e strutturata, anche sotto pressione

## Cosa offriamo

- Lavoro nella nostra sede di Belgrado, in un team accogliente ed esperto
- Certificazioni PMP, PRINCE2 o Scrum a carico dell'azienda
- Assicurazione sanitaria privata e abbonamento sportivo
- Giorni di ferie aggiuntivi rispetto al minimo di legge`,
      zh: `我们正在招聘一名技术项目经理，负责为欧洲和北美客户交付软件项目。你将作为客户与我们工程团队之间的桥梁，确保项目范围、进度和预算始终可控。该职位的工作地点为贝尔格莱德办公室。

## 工作内容

- 采用 Scrum 或看板方法，规划并推进项目从启动到上线的全过程
- 作为客户日常的主要联系人，管理客户预期
- 跟踪项目范围、预算和风险，清晰汇报项目进展
- 组织团队开展计划会、评审会和回顾会
- 与架构师和团队负责人一起准备工作量评估和项目方案

## 任职要求

- 三年以上软件开发项目管理经验
- 具有技术背景，或对软件开发过程有深入理解
- 熟悉 Jira、Confluence 或类似工具
- 出色的英语口语和书面表达能力，掌握其他外语者优先
- 沟通冷静、有条理，能够从容应对压力

## 我们提供

- 在贝尔格莱德办公室与友善且经验丰富的团队共事
- 公司承担 PMP、PRINCE2 或 Scrum 认证费用
- 私人医疗保险和运动卡
- 在法定假期之外享有额外年假`,
      es: `Buscamos un/a jefe/a de proyecto técnico para liderar la entrega de proyectos de software para clientes de Europa y Norteamérica. Serás el enlace entre los clientes y nuestros equipos de ingeniería, y te asegurarás de que se cumplan el alcance, los plazos y el presupuesto. El puesto es presencial en nuestra oficina de Belgrado.

## Qué harás

- Planificar y dirigir proyectos desde el arranque hasta el lanzamiento con Scrum o Kanban
- Ser el contacto principal de los clientes en el día a día y gestionar sus expectativas
- Controlar el alcance, el presupuesto y los riesgos, e informar con claridad sobre el avance
- Dinamizar con el equipo las sesiones de planificación, las revisiones y las retrospectivas
- Preparar estimaciones y propuestas junto con arquitectos y líderes de equipo

## Qué buscamos

- Al menos tres años gestionando proyectos de desarrollo de software
- Formación técnica o un buen conocimiento de cómo se construye el software
- Experiencia con Jira, Confluence o herramientas similares
- Excelente nivel de inglés, oral y escrito; se valorará otro idioma extranjero
- Comunicación serena y estructurada, también bajo presión

## Qué ofrecemos

- Trabajo en nuestra oficina de Belgrado con un equipo cercano y experimentado
- Certificaciones PMP, PRINCE2 o Scrum pagadas por la empresa
- Seguro médico privado y acceso a gimnasios y centros deportivos
- Días de vacaciones adicionales por encima del mínimo legal`,
      ru: `Мы ищем технического руководителя проектов, который будет отвечать за реализацию программных проектов для клиентов из Европы и Северной Америки. Вы станете связующим звеном между клиентами и нашими инженерными командами и будете следить за тем, чтобы объём работ, сроки и бюджет оставались под контролем. Работа в нашем офисе в Белграде.

## Чем предстоит заниматься

- Планировать и вести проекты от старта до запуска по Scrum или Kanban
- Быть основным контактным лицом для клиентов в повседневной работе и управлять их ожиданиями
- Отслеживать объём работ, бюджет и риски, ясно отчитываться о ходе проекта
- Проводить с командой планирования, демонстрации и ретроспективы
- Готовить оценки и коммерческие предложения вместе с архитекторами и руководителями команд

## Что мы ожидаем

- От трёх лет опыта управления проектами по разработке ПО
- Техническое образование или хорошее понимание того, как создаётся программное обеспечение
- Опыт работы с Jira, Confluence или аналогичными инструментами
- Отличный устный и письменный английский; знание ещё одного иностранного языка будет плюсом
- Спокойная и структурированная коммуникация, в том числе в стрессовых ситуациях

## Что мы предлагаем

- Работу в белградском офисе в дружной и опытной команде
- Оплату сертификаций PMP, PRINCE2 или Scrum
- ДМС и спортивный абонемент
- Дополнительные дни отпуска сверх установленного законом минимума`,
      nl: `We zoeken een technisch projectmanager die de oplevering van softwareprojecten voor klanten in Europa en Noord-Amerika leidt. Je bent de schakel tussen klanten en onze ontwikkelteams en bewaakt de omvang, de planning en het budget. De functie is op ons kantoor in Belgrado.

## Wat ga je doen

- Projecten plannen en leiden van aftrap tot livegang, met Scrum of Kanban
- Het dagelijkse aanspreekpunt zijn voor klanten en hun verwachtingen managen
- Omvang, budget en risico's bewaken en helder rapporteren over de voortgang
- Met het team planningsoverleggen, demo's en terugblikken begeleiden
- Samen met architecten en teamleiders schattingen en offertes opstellen

## Wat we zoeken

- Minstens drie jaar ervaring met het leiden van softwareontwikkelingsprojecten
- Een technische achtergrond of goed inzicht in hoe software wordt gebouwd
- Ervaring met Jira, Confluence of vergelijkbare software
- Uitstekend Engels in woord en geschrift; een andere vreemde taal is een pré
- Rustige, gestructureerde communicatie, ook onder druk

## Wat we bieden

- Werken op ons kantoor in Belgrado met een prettig en ervaren team
- Betaalde PMP-, PRINCE2- of Scrum-certificeringen
- Een aanvullende zorgverzekering en een sportabonnement
- Extra vakantiedagen bovenop het wettelijk minimum`,
    },
  },
  {
    slug: 'ux-ui-designer',
    department: 'design',
    location: null,
    remote: true,
    employmentType: 'part-time',
    seniority: 'medior',
    positions: 1,
    salaryFrom: null,
    closesInDays: 35,
    title: {
      en: 'UX/UI Designer',
      sr: 'UX/UI dizajner',
      it: 'UX/UI Designer',
      zh: 'UX/UI 设计师',
      es: 'Diseñador/a UX/UI',
      ru: 'UX/UI-дизайнер',
      nl: 'UX/UI-designer',
    },
    description: {
      en: `We are looking for a UX/UI designer to join us part-time, about twenty hours a week, fully remote from anywhere in Serbia. You will design clear, accessible interfaces for web and mobile products and work side by side with our engineering teams.

## What you will do

- Run user research, interviews and usability tests
- Create user flows, wireframes and interactive prototypes in Figma
- Design polished interfaces for web and mobile applications
- Maintain and extend design systems together with frontend engineers
- Present and explain design decisions to clients

## What we are looking for

- Three or more years of experience in product or UX/UI design
- A portfolio that shows your process, not only the final screens
- Excellent command of Figma
- Knowledge of accessibility guidelines (WCAG)
- Good English and confidence presenting your work to clients

## What we offer

- Flexible part-time hours, fully remote within Serbia
- Varied projects in finance, healthcare, logistics and energy
- An annual education budget for courses and conferences
- Team events and knowledge-sharing days`,
      sr: `Tražimo UX/UI dizajnera za rad sa skraćenim radnim vremenom, oko dvadeset sati nedeljno, u potpunosti na daljinu iz bilo kog mesta u Srbiji. Dizajniraćete jasne i pristupačne interfejse za veb i mobilne proizvode i raditi rame uz rame sa našim inženjerskim timovima.

## Šta ćete raditi

- Sprovoditi korisnička istraživanja, intervjue i testove upotrebljivosti
- Izrađivati korisničke tokove, žičane okvire i interaktivne prototipove u Figmi
- Dizajnirati doterane interfejse za veb i mobilne aplikacije
- Zajedno sa frontend inženjerima održavati i proširivati dizajn sisteme
- Predstavljati dizajnerska rešenja klijentima i obrazlagati ih

## Šta tražimo

- Najmanje tri godine iskustva u dizajnu proizvoda ili UX/UI dizajnu
- Portfolio koji pokazuje vaš proces rada, a ne samo konačne ekrane
- Odlično poznavanje Figme
- Poznavanje smernica za pristupačnost (WCAG)
- Dobro znanje engleskog i sigurnost u predstavljanju svog rada klijentima

## Šta nudimo

- Fleksibilno skraćeno radno vreme, u potpunosti na daljinu iz Srbije
- Raznovrsne projekte iz oblasti finansija, zdravstva, logistike i energetike
- Godišnji budžet za edukaciju, kurseve i konferencije
- Timska okupljanja i dane razmene znanja`,
      it: `Cerchiamo un UX/UI Designer part-time, per circa venti ore a settimana, completamente da remoto da qualsiasi località della Serbia. Progetterai interfacce chiare e accessibili per prodotti web e mobile e lavorerai fianco a fianco con i nostri team di sviluppo.

## Di cosa ti occuperai

- Condurre ricerche sugli utenti, interviste e test di usabilità
- Creare flussi utente, wireframe e prototipi interattivi in Figma
- Progettare interfacce curate per applicazioni web e mobile
- Mantenere ed estendere i sistemi di design insieme agli sviluppatori frontend
- Presentare e motivare le scelte progettuali ai clienti

## Cosa cerchiamo

- Almeno tre anni di esperienza nella progettazione di prodotto o nel design UX/UI
- Un portfolio che mostri il tuo processo, non solo le schermate finali
- Ottima padronanza di Figma
- Conoscenza delle linee guida sull'accessibilità (WCAG)
- Buona conoscenza dell'inglese e sicurezza nel presentare il tuo lavoro ai clienti

## Cosa offriamo

- Orario part-time flessibile, completamente da remoto dalla Serbia
- Progetti vari nei settori finanziario, sanitario, logistico ed energetico
- Un budget annuale per la formazione, tra corsi e conferenze
- Eventi di team e giornate di condivisione delle conoscenze`,
      zh: `我们正在招聘一名兼职 UX/UI 设计师，每周工作约二十小时，可在塞尔维亚境内任意地点完全远程办公。你将为 Web 和移动产品设计清晰、无障碍的界面，并与我们的工程团队并肩合作。

## 工作内容

- 开展用户研究、用户访谈和可用性测试
- 使用 Figma 绘制用户流程图、线框图和交互原型
- 为 Web 和移动应用设计精致的界面
- 与前端工程师一起维护和扩展设计系统
- 向客户展示并阐述设计决策

## 任职要求

- 三年以上产品设计或 UX/UI 设计经验
- 作品集能体现你的设计过程，而不仅仅是最终界面
- 精通 Figma
- 熟悉无障碍设计规范（WCAG）
- 英语良好，能够自信地向客户展示自己的工作

## 我们提供

- 灵活的兼职工作时间，在塞尔维亚境内完全远程办公
- 涵盖金融、医疗、物流和能源等行业的多样化项目
- 用于课程和行业会议的年度培训预算
- 团队活动和知识分享日`,
      es: `Buscamos un/a diseñador/a UX/UI a media jornada, unas veinte horas semanales, totalmente en remoto desde cualquier lugar de Serbia. Diseñarás interfaces claras y accesibles para productos web y móviles, y trabajarás codo con codo con nuestros equipos de ingeniería.

## Qué harás

- Realizar investigación con usuarios, entrevistas y pruebas de usabilidad
- Crear flujos de usuario, maquetas de baja fidelidad y prototipos interactivos en Figma
- Diseñar interfaces cuidadas para aplicaciones web y móviles
- Mantener y ampliar sistemas de diseño junto con los ingenieros de frontend
- Presentar y argumentar las decisiones de diseño ante los clientes

## Qué buscamos

- Al menos tres años de experiencia en diseño de producto o UX/UI
- Un portafolio que muestre tu proceso, no solo las pantallas finales
- Dominio de Figma
- Conocimiento de las pautas de accesibilidad (WCAG)
- Buen nivel de inglés y soltura para presentar tu trabajo a los clientes

## Qué ofrecemos

- Media jornada con horario flexible, totalmente en remoto desde Serbia
- Proyectos variados en finanzas, salud, logística y energía
- Un presupuesto anual de formación para cursos y congresos
- Eventos de equipo y jornadas para compartir conocimiento`,
      ru: `Мы ищем UX/UI-дизайнера на частичную занятость — около двадцати часов в неделю, полностью удалённо из любой точки Сербии. Вы будете проектировать понятные и доступные интерфейсы для веб- и мобильных продуктов и работать бок о бок с нашими инженерными командами.

## Чем предстоит заниматься

- Проводить пользовательские исследования, интервью и юзабилити-тестирование
- Создавать пользовательские сценарии, вайрфреймы и интерактивные прототипы в Figma
- Разрабатывать тщательно проработанные интерфейсы для веб- и мобильных приложений
- Поддерживать и развивать дизайн-системы вместе с frontend-разработчиками
- Презентовать клиентам дизайн-решения и обосновывать их

## Что мы ожидаем

- От трёх лет опыта в продуктовом или UX/UI-дизайне
- Портфолио, в котором виден ваш процесс работы, а не только финальные экраны
- Отличное владение Figma
- Знание принципов доступности (WCAG)
- Хороший английский и уверенность при презентации своей работы клиентам

## Что мы предлагаем

- Гибкий график при частичной занятости, полностью удалённо из Сербии
- Разнообразные проекты в сферах финансов, здравоохранения, логистики и энергетики
- Ежегодный бюджет на обучение: курсы и конференции
- Командные мероприятия и дни обмена знаниями`,
      nl: `We zoeken een UX/UI-designer voor een parttimefunctie van ongeveer twintig uur per week, volledig op afstand vanaf elke plek in Servië. Je ontwerpt heldere, toegankelijke interfaces voor web- en mobiele producten en werkt zij aan zij met onze ontwikkelteams.

## Wat ga je doen

- Gebruikersonderzoek, interviews en gebruikerstests uitvoeren
- Gebruikersstromen, wireframes en interactieve prototypes maken in Figma
- Verzorgde interfaces ontwerpen voor web- en mobiele applicaties
- Samen met frontendontwikkelaars ontwerpsystemen onderhouden en uitbreiden
- Ontwerpkeuzes presenteren en toelichten aan klanten

## Wat we zoeken

- Minstens drie jaar ervaring in product- of UX/UI-design
- Een portfolio dat je werkwijze laat zien, niet alleen de eindschermen
- Uitstekende beheersing van Figma
- Kennis van toegankelijkheidsrichtlijnen (WCAG)
- Goed Engels en het zelfvertrouwen om je werk aan klanten te presenteren

## Wat we bieden

- Flexibele parttime werktijden, volledig op afstand binnen Servië
- Afwisselende projecten in de financiële sector, de zorg, logistiek en energie
- Een jaarlijks opleidingsbudget voor cursussen en congressen
- Teamuitjes en kennisdeeldagen`,
    },
  },
  {
    slug: 'junior-developer-internship',
    department: 'engineering',
    location: BELGRADE,
    remote: false,
    employmentType: 'intern',
    seniority: 'junior',
    positions: 4,
    salaryFrom: 600,
    closesInDays: 105,
    title: {
      en: 'Junior Developer, internship program',
      sr: 'Junior developer, program prakse',
      it: 'Junior Developer, programma di stage',
      zh: '初级开发工程师（实习生计划）',
      es: 'Desarrollador/a júnior, programa de prácticas',
      ru: 'Junior-разработчик, программа стажировки',
      nl: 'Junior developer, traineeprogramma',
    },
    description: {
      en: `Our internship program is the best way to start a career in software development. For three months in our Belgrade office, you will work on a real project in a small team, with a dedicated mentor and a structured learning plan. Interns who do well receive an offer for a junior position.

## What you will do

- Build features for an internal or client project, from task to release
- Learn our engineering practices: code reviews, testing and continuous integration
- Attend workshops on frontend, backend, testing and DevOps
- Pair program with experienced engineers
- Present your work to the team at the end of the program

## What we are looking for

- Final-year students or recent graduates in computer science or a related field
- Knowledge of at least one programming language, such as Java, C#, JavaScript or Python
- Basic understanding of databases, Git and web development
- Curiosity, willingness to learn and good English

## What we offer

- A paid internship with a mentor who has time for you
- Equipment and everything you need from day one
- Workshops, team events and knowledge-sharing days
- The chance to stay with us as a junior developer`,
      sr: `Naš program prakse je najbolji način da započnete karijeru u razvoju softvera. Tokom tri meseca u našoj beogradskoj kancelariji radićete na pravom projektu u malom timu, uz svog mentora i strukturisan plan učenja. Praktikanti koji se istaknu dobijaju ponudu za junior poziciju.

## Šta ćete raditi

- Razvijati funkcionalnosti za interni ili klijentski projekat, od zadatka do objave
- Upoznati naše inženjerske prakse: pregled koda, testiranje i kontinuiranu integraciju
- Pohađati radionice o frontendu, backendu, testiranju i DevOps-u
- Programirati u paru sa iskusnim inženjerima
- Predstaviti svoj rad timu na kraju programa

## Šta tražimo

- Studenti završne godine i diplomci računarstva, informatike ili srodnih oblasti
- Poznavanje bar jednog programskog jezika, na primer Jave, C#-a, JavaScript-a ili Python-a
- Osnovno razumevanje baza podataka, Git-a i veb-razvoja
- Radoznalost, želja za učenjem i dobro znanje engleskog

## Šta nudimo

- Plaćenu praksu uz mentora koji ima vremena za vas
- Opremu i sve što vam je potrebno od prvog dana
- Radionice, timska okupljanja i dane razmene znanja
- Priliku da nastavite kod nas kao junior developer`,
      it: `Il nostro programma di stage è il modo migliore per iniziare una carriera nello sviluppo software. Per tre mesi, nella nostra sede di Belgrado, lavorerai a un progetto reale in un piccolo team, con un mentore dedicato e un piano di apprendimento strutturato. Gli stagisti che si distinguono ricevono un'offerta per una posizione junior.

## Di cosa ti occuperai

- Sviluppare funzionalità per un progetto interno o di un cliente, dall'attività al rilascio
- Imparare le nostre pratiche di sviluppo: revisione del codice, test e integrazione continua
- Partecipare a laboratori pratici su frontend, backend, test e DevOps
- Programmare in coppia con ingegneri esperti
- Presentare il tuo lavoro al team alla fine del programma

## Cosa cerchiamo

- Studenti dell'ultimo anno o neolaureati in informatica o discipline affini
- Conoscenza di almeno un linguaggio di programmazione, come Java, C#, JavaScript o Python
- Conoscenze di base di database, Git e sviluppo web
- Curiosità, voglia di imparare e una buona conoscenza dell'inglese

## Cosa offriamo

- Uno stage retribuito, con un mentore che ha tempo per te
- Attrezzatura e tutto il necessario fin dal primo giorno
- Laboratori, eventi di team e giornate di condivisione delle conoscenze
- La possibilità di restare con noi come sviluppatore junior`,
      zh: `我们的实习生计划是开启软件开发职业生涯的最佳途径。在贝尔格莱德办公室为期三个月的实习中，你将加入一个小团队参与真实项目，由专属导师指导，并按照系统的学习计划成长。表现优秀的实习生将获得初级职位的录用机会。

## 工作内容

- 为内部项目或客户项目开发功能，从接到任务到发布全程参与
- 学习我们的工程实践：代码评审、测试和持续集成
- 参加前端、后端、测试和 DevOps 主题的工作坊
- 与经验丰富的工程师结对编程
- 在实习结束时向团队展示你的成果

## 任职要求

- 计算机科学或相关专业的大四学生或应届毕业生
- 至少掌握一门编程语言，如 Java、C#、JavaScript 或 Python
- 对数据库、Git 和 Web 开发有基本了解
- 好奇心强、乐于学习，英语良好

## 我们提供

- 带薪实习，导师会投入时间悉心指导
- 入职第一天即配齐设备和所需的一切
- 工作坊、团队活动和知识分享日
- 有机会留任成为初级开发工程师`,
      es: `Nuestro programa de prácticas es la mejor forma de empezar una carrera en el desarrollo de software. Durante tres meses, en nuestra oficina de Belgrado, trabajarás en un proyecto real dentro de un equipo pequeño, con un/a mentor/a dedicado/a y un plan de aprendizaje estructurado. Quienes destaquen reciben una oferta para un puesto júnior.

## Qué harás

- Desarrollar funcionalidades para un proyecto interno o de un cliente, desde la tarea hasta su publicación
- Aprender nuestras prácticas de ingeniería: revisión de código, pruebas e integración continua
- Asistir a talleres sobre frontend, backend, pruebas y DevOps
- Programar en pareja con ingenieros con experiencia
- Presentar tu trabajo al equipo al final del programa

## Qué buscamos

- Estudiantes de último curso o recién titulados en informática o un campo afín
- Conocimiento de al menos un lenguaje de programación, como Java, C#, JavaScript o Python
- Nociones básicas de bases de datos, Git y desarrollo web
- Curiosidad, ganas de aprender y buen nivel de inglés

## Qué ofrecemos

- Prácticas remuneradas con un/a mentor/a que tiene tiempo para ti
- Equipo informático y lo necesario para empezar desde el primer día
- Talleres, eventos de equipo y jornadas para compartir conocimiento
- La posibilidad de seguir con nosotros como desarrollador/a júnior`,
      ru: `Наша программа стажировки — лучший способ начать карьеру в разработке ПО. В течение трёх месяцев в белградском офисе вы будете работать над реальным проектом в небольшой команде, с личным ментором и по продуманному плану обучения. Стажёры, которые хорошо себя проявят, получат предложение о работе на позиции junior-разработчика.

## Чем предстоит заниматься

- Разрабатывать функциональность для внутреннего или клиентского проекта — от задачи до релиза
- Осваивать наши инженерные практики: код-ревью, тестирование и непрерывную интеграцию
- Посещать практикумы по frontend- и backend-разработке, тестированию и DevOps
- Программировать в паре с опытными инженерами
- Представить результаты своей работы команде в конце программы

## Что мы ожидаем

- Студенты последнего курса или недавние выпускники по направлению «Информатика» или смежным специальностям
- Знание хотя бы одного языка программирования, например Java, C#, JavaScript или Python
- Базовое понимание баз данных, Git и веб-разработки
- Любознательность, желание учиться и хороший английский

## Что мы предлагаем

- Оплачиваемую стажировку с ментором, у которого есть на вас время
- Технику и всё необходимое с первого дня
- Практикумы, командные мероприятия и дни обмена знаниями
- Возможность остаться в компании в роли junior-разработчика`,
      nl: `Ons traineeprogramma is de beste manier om een loopbaan in softwareontwikkeling te beginnen. Drie maanden lang werk je op ons kantoor in Belgrado aan een echt project in een klein team, met een eigen mentor en een gestructureerd leerplan. Wie goed presteert, krijgt een aanbod voor een juniorfunctie.

## Wat ga je doen

- Functionaliteit bouwen voor een intern project of een klantproject, van taak tot oplevering
- Onze werkwijze leren kennen: codereviews, testen en continue integratie
- Workshops volgen over frontend, backend, testen en DevOps
- Samen met ervaren ontwikkelaars in tweetallen programmeren
- Je werk aan het einde van het programma presenteren aan het team

## Wat we zoeken

- Laatstejaarsstudenten of pas afgestudeerden in de informatica of een verwante richting
- Kennis van minstens één programmeertaal, zoals Java, C#, JavaScript of Python
- Basiskennis van databases, Git en webontwikkeling
- Nieuwsgierigheid, leergierigheid en goed Engels

## Wat we bieden

- Een betaalde stage met een mentor die tijd voor je heeft
- Apparatuur en alles wat je nodig hebt vanaf de eerste dag
- Workshops, teamuitjes en kennisdeeldagen
- De kans om bij ons door te gaan als junior developer`,
    },
  },
];
