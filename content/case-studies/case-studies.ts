/**
 * The case studies page's seeded content: six client stories of clearly fictional companies, with
 * their challenge, solution and result in Markdown, their result figures and testimonials, in all
 * seven site languages, and their logos and covers drawn in ./pictures.ts. The seeder
 * (server/db/seed-case-studies.ts) writes them, with their pictures as media-library records, once,
 * on a database that never held a case study; after that staff edit them in the back office
 * (src/shared/resources/case-studies.ts), and this file is not read again for them.
 */
import type { SeededCaseStudy, Texts } from './types';

/** "<client> logo" in every language. */
const logoAlt = (client: string): Texts => ({
  en: `${client} logo`,
  sr: `Logo kompanije ${client}`,
  it: `Logo di ${client}`,
  zh: `${client} 标志`,
  es: `Logotipo de ${client}`,
  ru: `Логотип ${client}`,
  nl: `Logo van ${client}`,
});

export const SEEDED_CASE_STUDIES: readonly SeededCaseStudy[] = [
  {
    slug: 'nordhaven-freight',
    clientName: 'Nordhaven Freight',
    country: 'NL',
    industry: 'logistics',
    services: ['custom', 'excellence'],
    featured: true,
    title: {
      en: 'A dispatch and route-planning platform for Nordhaven Freight',
      sr: 'Platforma za dispečing i planiranje ruta za Nordhaven Freight',
      it: 'Una piattaforma di pianificazione dei percorsi e dispatching per Nordhaven Freight',
      zh: '为 Nordhaven Freight 打造调度与路线规划平台',
      es: 'Una plataforma de planificación de rutas y despacho para Nordhaven Freight',
      ru: 'Платформа диспетчеризации и планирования маршрутов для Nordhaven Freight',
      nl: 'Een platform voor ritplanning en dispatch voor Nordhaven Freight',
    },
    summary: {
      en: 'We replaced spreadsheets and a 15-year-old dispatch system with a route-planning platform and a driver app for a Rotterdam haulier with 220 trucks, cutting planning time by 41 % and empty kilometers by 18 %.',
      sr: 'Tabele i petnaest godina star sistem za dispečing zamenili smo platformom za planiranje ruta i aplikacijom za vozače za roterdamskog prevoznika sa 220 kamiona: planiranje sada traje 41 % kraće, a praznih kilometara je 18 % manje.',
      it: "Per un autotrasportatore di Rotterdam con 220 camion abbiamo sostituito fogli di calcolo e un sistema di dispatching vecchio di 15 anni con una piattaforma di pianificazione dei percorsi e un'app per gli autisti: −41 % di tempo di pianificazione e −18 % di chilometri a vuoto.",
      zh: '我们为一家拥有 220 辆卡车的鹿特丹公路运输企业，用路线规划平台和司机应用取代了电子表格和已有 15 年历史的调度系统，排程时间缩短 41%，空驶里程减少 18%。',
      es: 'Para un transportista de Róterdam con 220 camiones sustituimos hojas de cálculo y un sistema de despacho de 15 años por una plataforma de planificación de rutas y una app para conductores: un 41 % menos de tiempo de planificación y un 18 % menos de kilómetros en vacío.',
      ru: 'Для роттердамского автоперевозчика с парком из 220 грузовиков мы заменили электронные таблицы и 15-летнюю диспетчерскую систему платформой планирования маршрутов и приложением для водителей: время планирования сократилось на 41 %, порожний пробег — на 18 %.',
      nl: 'Voor een Rotterdamse vervoerder met 220 vrachtwagens vervingen we spreadsheets en een vijftien jaar oud dispatchsysteem door een platform voor ritplanning en een chauffeursapp. De planning kost 41 % minder tijd en er worden 18 % minder lege kilometers gereden.',
    },
    challenge: {
      en: `Nordhaven Freight runs 220 trucks from three depots around Rotterdam, carrying goods for retailers and food distributors across the Benelux and western Germany. Planners built each day's routes in spreadsheets and in a dispatch system from 2009 that could no longer be extended, and drivers received their orders by phone and on paper.

Planning the next day kept six planners busy for most of the afternoon, late changes were hard to absorb, and customers had no reliable arrival times. Nordhaven wanted a system of its own that it could keep developing, not another packaged product to work around.`,
      sr: `Nordhaven Freight upravlja voznim parkom od 220 kamiona iz tri depoa u okolini Roterdama i prevozi robu za trgovinske lance i distributere hrane širom Beneluksa i zapadne Nemačke. Planeri su dnevne rute sastavljali u tabelama i u sistemu za dispečing iz 2009. godine koji više nije mogao da se proširuje, a vozači su naloge dobijali telefonom i na papiru.

Planiranje narednog dana zaokupljalo je šest planera veći deo popodneva, izmene u poslednjem trenutku teško su se uklapale, a kupci nisu imali pouzdano vreme dolaska. Nordhaven je želeo sopstveni sistem koji može dalje da razvija, a ne još jedan gotov proizvod kome bi morao da se prilagođava.`,
      it: `Nordhaven Freight gestisce 220 camion da tre depositi nell'area di Rotterdam e trasporta merci per catene della grande distribuzione e distributori alimentari in tutto il Benelux e nella Germania occidentale. I pianificatori costruivano i viaggi di ogni giorno su fogli di calcolo e su un sistema di dispatching del 2009 ormai impossibile da estendere, mentre gli autisti ricevevano gli ordini per telefono e su carta.

La pianificazione del giorno successivo impegnava sei persone per gran parte del pomeriggio, le modifiche dell'ultimo minuto erano difficili da gestire e i clienti non avevano orari di arrivo affidabili. Nordhaven voleva un sistema proprio, da far evolvere nel tempo, e non l'ennesimo pacchetto standard a cui adattarsi.`,
      zh: `Nordhaven Freight 在鹿特丹周边拥有三个场站、220 辆卡车，为比荷卢地区和德国西部的零售商及食品分销商运输货物。调度员在电子表格和一套 2009 年上线、已无法再扩展的调度系统中编排每天的路线，司机则通过电话和纸质单据接收任务。

编排第二天的计划要占用六名调度员大半个下午，临时变更难以消化，客户也拿不到可靠的到达时间。Nordhaven 希望拥有一套可以持续演进的自有系统，而不是再买一个需要迁就的标准化软件。`,
      es: `Nordhaven Freight opera 220 camiones desde tres centros en los alrededores de Róterdam y transporta mercancías para cadenas de distribución y distribuidores de alimentación en todo el Benelux y el oeste de Alemania. Los planificadores preparaban las rutas de cada día en hojas de cálculo y en un sistema de despacho de 2009 que ya no admitía ampliaciones, y los conductores recibían las órdenes por teléfono y en papel.

Planificar el día siguiente ocupaba a seis planificadores casi toda la tarde, los cambios de última hora eran difíciles de encajar y los clientes no tenían horas de llegada fiables. Nordhaven quería un sistema propio que pudiera seguir desarrollando, y no otro paquete estándar al que adaptarse.`,
      ru: `Nordhaven Freight управляет парком из 220 грузовиков с трёх терминалов в окрестностях Роттердама и перевозит грузы для розничных сетей и дистрибьюторов продуктов питания по всему Бенилюксу и западу Германии. Планировщики составляли ежедневные маршруты в электронных таблицах и в диспетчерской системе 2009 года, которую уже нельзя было расширять, а водители получали задания по телефону и на бумаге.

Планирование следующего дня занимало у шести планировщиков большую часть второй половины дня, срочные изменения было трудно учесть, а клиенты не знали точного времени прибытия. Компания хотела собственную систему, которую можно развивать дальше, а не очередной коробочный продукт, под который пришлось бы подстраиваться.`,
      nl: `Nordhaven Freight rijdt met 220 vrachtwagens vanuit drie depots rond Rotterdam en vervoert goederen voor retailers en levensmiddelengroothandels in de Benelux en West-Duitsland. Planners stelden de ritten van elke dag samen in spreadsheets en in een dispatchsysteem uit 2009 dat niet meer uit te breiden was, en chauffeurs kregen hun opdrachten telefonisch en op papier.

Het plannen van de volgende dag hield zes planners het grootste deel van de middag bezig, wijzigingen op het laatste moment waren moeilijk in te passen en klanten kregen geen betrouwbare aankomsttijden. Nordhaven wilde een eigen systeem dat het zelf verder kon ontwikkelen, geen zoveelste standaardpakket waaromheen het moest werken.`,
    },
    solution: {
      en: `A team of seven from Danube Digital (a product owner, an architect, four engineers and a QA engineer) built the platform over 14 months in two-week sprints, side by side with Nordhaven's planners.

- A planning web application in React and TypeScript, with route optimization based on Google OR-Tools that respects delivery windows, driving-time rules and vehicle capacity
- A driver app in React Native with electronic proof of delivery, offline mode and live status updates
- Back-end services in Kotlin on PostgreSQL, running on Azure Kubernetes Service and connected to customers' EDI feeds and the telematics units already fitted in the trucks
- From our center of excellence: architecture reviews, a CI/CD pipeline with automated end-to-end tests, and monitoring with on-call runbooks

The old system ran in parallel for six weeks while the platform was rolled out depot by depot.`,
      sr: `Sedmočlani tim kompanije Danube Digital (vlasnik proizvoda, arhitekta, četiri inženjera i QA inženjer) razvio je platformu za 14 meseci, u dvonedeljnim sprintovima, rame uz rame sa planerima kompanije Nordhaven.

- Veb-aplikacija za planiranje u React-u i TypeScript-u, sa optimizacijom ruta zasnovanom na Google OR-Tools koja uvažava vremenske prozore isporuke, propise o vremenu vožnje i kapacitet vozila
- Aplikacija za vozače u React Native-u sa elektronskom potvrdom isporuke, radom bez mreže i ažuriranjem statusa u realnom vremenu
- Bekend servisi u Kotlinu sa PostgreSQL bazom, na Azure Kubernetes Service-u, povezani sa EDI porukama kupaca i telematskim uređajima koji su već ugrađeni u kamione
- Iz našeg centra izvrsnosti: revizije arhitekture, CI/CD pajplajn sa automatizovanim end-to-end testovima i monitoring sa uputstvima za dežurstva

Stari sistem je radio paralelno šest nedelja, dok je platforma uvođena depo po depo.`,
      it: `Un team di Danube Digital composto da sette persone (un product owner, un architetto, quattro sviluppatori e un QA engineer) ha realizzato la piattaforma in 14 mesi, con sprint di due settimane, fianco a fianco con i pianificatori di Nordhaven.

- Un'applicazione web di pianificazione in React e TypeScript, con ottimizzazione dei percorsi basata su Google OR-Tools che tiene conto delle finestre di consegna, dei tempi di guida e della capacità dei mezzi
- Un'app per gli autisti in React Native con prova di consegna elettronica, funzionamento offline e aggiornamento dello stato in tempo reale
- Servizi back-end in Kotlin su PostgreSQL, eseguiti su Azure Kubernetes Service e collegati ai flussi EDI dei clienti e alle unità telematiche già installate sui camion
- Dal nostro centro di eccellenza: revisioni dell'architettura, una pipeline CI/CD con test end-to-end automatizzati e un monitoraggio con procedure di reperibilità

Il vecchio sistema è rimasto attivo in parallelo per sei settimane, mentre la piattaforma veniva introdotta un deposito alla volta.`,
      zh: `Danube Digital 组建了七人团队（一名产品负责人、一名架构师、四名工程师和一名测试工程师），以两周为一个迭代，与 Nordhaven 的调度员紧密协作，用 14 个月完成了平台建设。

- 基于 React 和 TypeScript 的规划 Web 应用，采用 Google OR-Tools 进行路线优化，兼顾送货时间窗、驾驶时间法规和车辆载重
- 基于 React Native 的司机应用，支持电子签收、离线使用和实时状态更新
- 基于 Kotlin 和 PostgreSQL 的后端服务，运行在 Azure Kubernetes Service 上，对接客户的 EDI 数据和卡车上已有的车载终端
- 来自我们卓越中心的支持：架构评审、带自动化端到端测试的 CI/CD 流水线，以及配套值班手册的监控体系

新平台按场站逐个上线，期间旧系统并行运行了六周。`,
      es: `Un equipo de siete personas de Danube Digital (un product owner, un arquitecto, cuatro ingenieros y un ingeniero de QA) desarrolló la plataforma en 14 meses, en sprints de dos semanas y codo con codo con los planificadores de Nordhaven.

- Una aplicación web de planificación en React y TypeScript, con optimización de rutas basada en Google OR-Tools que respeta las ventanas de entrega, la normativa de tiempos de conducción y la capacidad de los vehículos
- Una app para conductores en React Native con prueba de entrega electrónica, modo sin conexión y actualización del estado en tiempo real
- Servicios back-end en Kotlin sobre PostgreSQL, desplegados en Azure Kubernetes Service y conectados a los mensajes EDI de los clientes y a los equipos telemáticos ya instalados en los camiones
- Desde nuestro centro de excelencia: revisiones de arquitectura, un pipeline de CI/CD con pruebas end-to-end automatizadas y monitorización con procedimientos de guardia

El sistema antiguo siguió funcionando en paralelo durante seis semanas mientras la plataforma se implantaba centro por centro.`,
      ru: `Команда Danube Digital из семи человек (владелец продукта, архитектор, четыре инженера и QA-инженер) за 14 месяцев разработала платформу двухнедельными спринтами, работая бок о бок с планировщиками Nordhaven.

- Веб-приложение для планирования на React и TypeScript с оптимизацией маршрутов на базе Google OR-Tools, которая учитывает окна доставки, режим труда и отдыха водителей и грузоподъёмность машин
- Приложение для водителей на React Native с электронным подтверждением доставки, офлайн-режимом и обновлением статусов в реальном времени
- Бэкенд-сервисы на Kotlin и PostgreSQL в Azure Kubernetes Service, интегрированные с EDI-сообщениями клиентов и телематическими блоками, уже установленными в грузовиках
- От нашего центра компетенций: архитектурные ревью, CI/CD-конвейер с автоматизированными end-to-end-тестами и мониторинг с регламентами дежурств

Старая система шесть недель работала параллельно, пока платформа поэтапно внедрялась на терминалах.`,
      nl: `Een team van zeven mensen van Danube Digital (een product owner, een architect, vier engineers en een QA-engineer) bouwde het platform in 14 maanden, in sprints van twee weken en zij aan zij met de planners van Nordhaven.

- Een webapplicatie voor de planning in React en TypeScript, met ritoptimalisatie op basis van Google OR-Tools die rekening houdt met levertijdvensters, rijtijdenregels en laadvermogen
- Een chauffeursapp in React Native met digitale afleverbevestiging, offline werking en live statusupdates
- Backendservices in Kotlin op PostgreSQL, draaiend op Azure Kubernetes Service en gekoppeld aan de EDI-berichten van klanten en de telematicakastjes die al in de vrachtwagens zaten
- Vanuit ons centre of excellence: architectuurreviews, een CI/CD-pipeline met geautomatiseerde end-to-endtests en monitoring met runbooks voor de piketdienst

Het oude systeem draaide zes weken parallel terwijl het platform depot voor depot werd ingevoerd.`,
    },
    result: {
      en: `Planners now prepare the next day's plan in under three hours instead of five, and rework it during the day in minutes. Optimized routes reduced empty running, and customers receive arrival windows that are updated live from the trucks.

Nordhaven's own IT team took over day-to-day operation after a three-month handover. Danube Digital continues to develop new features; the current one is a CO₂ report per shipment.`,
      sr: `Planeri sada plan za naredni dan pripremaju za manje od tri sata umesto pet, a tokom dana ga menjaju za nekoliko minuta. Optimizovane rute smanjile su vožnju bez tereta, a kupci dobijaju vremenske prozore dolaska koji se ažuriraju uživo, na osnovu podataka iz kamiona.

Interni IT tim kompanije Nordhaven preuzeo je svakodnevni rad sistema posle tromesečne primopredaje. Danube Digital nastavlja da razvija nove funkcije; trenutno je to izveštaj o emisiji CO₂ po pošiljci.`,
      it: `Oggi i pianificatori preparano il piano del giorno successivo in meno di tre ore invece di cinque e lo modificano durante la giornata in pochi minuti. I percorsi ottimizzati hanno ridotto i viaggi a vuoto e i clienti ricevono finestre di arrivo aggiornate in tempo reale dai camion.

Il team IT interno di Nordhaven ha preso in carico la gestione quotidiana dopo un passaggio di consegne di tre mesi. Danube Digital continua a sviluppare nuove funzionalità: quella in corso è un report delle emissioni di CO₂ per spedizione.`,
      zh: `如今，调度员编排第二天的计划只需不到三小时（过去需要五小时），白天的调整几分钟即可完成。优化后的路线减少了空驶，客户收到的预计到达时间窗会根据卡车实时数据自动更新。

经过三个月的交接，Nordhaven 自己的 IT 团队接手了系统的日常运维。Danube Digital 继续负责新功能开发，目前正在开发按单票货物统计的二氧化碳排放报告。`,
      es: `Hoy los planificadores preparan el plan del día siguiente en menos de tres horas en lugar de cinco, y lo reajustan durante el día en cuestión de minutos. Las rutas optimizadas han reducido los trayectos en vacío, y los clientes reciben ventanas de llegada que se actualizan en directo con los datos de los camiones.

El equipo de TI de Nordhaven asumió la operación diaria tras un traspaso de tres meses. Danube Digital sigue desarrollando nuevas funcionalidades; la actual es un informe de emisiones de CO₂ por envío.`,
      ru: `Теперь планировщики готовят план на следующий день меньше чем за три часа вместо пяти и за несколько минут перестраивают его в течение дня. Оптимизированные маршруты сократили порожние пробеги, а клиенты получают окна прибытия, которые обновляются в реальном времени по данным из грузовиков.

После трёхмесячной передачи дел повседневную эксплуатацию взяла на себя собственная ИТ-команда Nordhaven. Danube Digital продолжает развивать систему: сейчас в работе отчёт о выбросах CO₂ по каждой отправке.`,
      nl: `Planners maken de planning voor de volgende dag nu in minder dan drie uur in plaats van vijf, en passen die overdag binnen enkele minuten aan. Geoptimaliseerde ritten verminderden het aantal lege kilometers, en klanten krijgen aankomstvensters die live worden bijgewerkt met gegevens uit de vrachtwagens.

Het eigen IT-team van Nordhaven nam na een overdracht van drie maanden het dagelijkse beheer over. Danube Digital blijft nieuwe functies ontwikkelen; op dit moment een CO₂-rapportage per zending.`,
    },
    figures: [
      {
        value: '−41 %',
        label: {
          en: 'time spent planning the next day',
          sr: 'vreme potrebno za planiranje narednog dana',
          it: 'tempo di pianificazione del giorno successivo',
          zh: '编排次日计划所需时间',
          es: 'tiempo de planificación del día siguiente',
          ru: 'время на планирование следующего дня',
          nl: 'tijd voor het plannen van de volgende dag',
        },
      },
      {
        value: '−18 %',
        label: {
          en: 'empty kilometers driven',
          sr: 'pređenih kilometara bez tereta',
          it: 'chilometri percorsi a vuoto',
          zh: '空驶里程',
          es: 'kilómetros recorridos en vacío',
          ru: 'порожний пробег',
          nl: 'lege kilometers',
        },
      },
      {
        value: '96 %',
        label: {
          en: 'deliveries within the promised arrival window',
          sr: 'isporuka u okviru obećanog vremenskog prozora',
          it: 'consegne entro la finestra di arrivo promessa',
          zh: '在承诺时间窗内完成的配送',
          es: 'entregas dentro de la ventana de llegada prometida',
          ru: 'доставок в обещанное окно прибытия',
          nl: 'leveringen binnen het toegezegde aankomstvenster',
        },
      },
      {
        value: '99.95 %',
        label: {
          en: 'platform uptime over 12 months',
          sr: 'dostupnost platforme tokom 12 meseci',
          it: 'disponibilità della piattaforma in 12 mesi',
          zh: '平台 12 个月可用率',
          es: 'disponibilidad de la plataforma en 12 meses',
          ru: 'доступность платформы за 12 месяцев',
          nl: 'beschikbaarheid van het platform over 12 maanden',
        },
      },
    ],
    testimonial: {
      quote: {
        en: "We had tried two packaged planning systems before, and both ended up bent around our processes. Danube Digital's team sat with our planners from the first week, and the platform they built plans the way we work. What convinced me most was the rollout: depot by depot, with the old system running alongside, and not a single day of deliveries lost.",
        sr: 'Ranije smo probali dva gotova sistema za planiranje i oba smo na kraju morali da prilagođavamo našim procesima. Tim kompanije Danube Digital sedeo je sa našim planerima od prve nedelje, a platforma koju su napravili planira onako kako mi radimo. Najviše me je uverilo uvođenje: depo po depo, uz stari sistem koji je radio paralelno, bez ijednog izgubljenog dana isporuka.',
        it: "In passato avevamo provato due sistemi di pianificazione standard, ed entrambi hanno finito per essere forzati sui nostri processi. Il team di Danube Digital ha lavorato con i nostri pianificatori fin dalla prima settimana, e la piattaforma che ha costruito pianifica come lavoriamo noi. Quello che mi ha convinto di più è stato l'avvio: un deposito alla volta, con il vecchio sistema attivo in parallelo e senza perdere un solo giorno di consegne.",
        zh: '我们此前试过两套标准化排程软件，最后都不得不削足适履。Danube Digital 的团队从第一周起就和我们的调度员坐在一起，他们打造的平台完全按照我们的工作方式来排程。最让我信服的是上线过程：逐个场站切换，旧系统同步运行，没有耽误一天的配送。',
        es: 'Antes habíamos probado dos sistemas de planificación estándar y ambos acabaron forzados para encajar en nuestros procesos. El equipo de Danube Digital se sentó con nuestros planificadores desde la primera semana, y la plataforma que construyó planifica como trabajamos nosotros. Lo que más me convenció fue la implantación: centro por centro, con el sistema antiguo funcionando en paralelo y sin perder ni un solo día de entregas.',
        ru: 'До этого мы пробовали две коробочные системы планирования, и обе в итоге пришлось подгонять под наши процессы. Команда Danube Digital с первой недели работала рядом с нашими планировщиками, и созданная ими платформа планирует так, как работаем мы. Больше всего меня убедило внедрение: терминал за терминалом, при параллельной работе старой системы и без единого потерянного дня доставок.',
        nl: 'We hadden eerder twee standaardpakketten voor planning geprobeerd, en beide moesten we uiteindelijk om onze processen heen buigen. Het team van Danube Digital zat vanaf de eerste week naast onze planners, en het platform dat ze bouwden plant zoals wij werken. Wat mij het meest overtuigde, was de invoering: depot voor depot, met het oude systeem ernaast, zonder ook maar één dag aan leveringen te verliezen.',
      },
      person: 'Sanne Verhoeven',
      role: {
        en: 'Head of Operations',
        sr: 'Direktorka operacija',
        it: 'Responsabile delle operazioni',
        zh: '运营总监',
        es: 'Directora de Operaciones',
        ru: 'Директор по операционной деятельности',
        nl: 'Hoofd operaties',
      },
    },
    logoFile: 'nordhaven-freight.svg',
    logoAlt: logoAlt('Nordhaven Freight'),
    coverFile: 'nordhaven-freight.svg',
    coverAlt: {
      en: 'A delivery route with stops and a truck on a blue and teal gradient',
      sr: 'Ruta dostave sa stanicama i kamion na plavo-tirkiznoj pozadini',
      it: 'Un percorso di consegna con fermate e un camion su uno sfondo sfumato blu e verde acqua',
      zh: '蓝绿渐变背景上的配送路线、停靠点和一辆卡车',
      es: 'Una ruta de reparto con paradas y un camión sobre un degradado azul y verde azulado',
      ru: 'Маршрут доставки с остановками и грузовик на сине-бирюзовом градиенте',
      nl: 'Een bezorgroute met stops en een vrachtwagen op een achtergrond van blauw naar petrol',
    },
  },
  {
    slug: 'silberau-clinics',
    clientName: 'Silberau Clinics',
    country: 'AT',
    industry: 'healthcare',
    services: ['custom', 'talent'],
    featured: true,
    title: {
      en: 'Online booking and a patient app for Silberau Clinics',
      sr: 'Onlajn zakazivanje i aplikacija za pacijente za Silberau Clinics',
      it: "Prenotazione online e un'app per i pazienti di Silberau Clinics",
      zh: '为 Silberau Clinics 打造在线预约系统和患者应用',
      es: 'Reserva de citas online y app para pacientes de Silberau Clinics',
      ru: 'Онлайн-запись и приложение для пациентов Silberau Clinics',
      nl: 'Online afspraken maken en een patiëntenapp voor Silberau Clinics',
    },
    summary: {
      en: 'For a group of 14 outpatient clinics in southern Austria we built online appointment booking, a patient app and an integration with the hospital information system, and recruited the in-house team that runs them today.',
      sr: 'Za grupu od 14 ambulantnih klinika na jugu Austrije razvili smo onlajn zakazivanje termina, aplikaciju za pacijente i integraciju sa bolničkim informacionim sistemom, a regrutovali smo i interni tim koji ih danas vodi.',
      it: "Per un gruppo di 14 poliambulatori nel sud dell'Austria abbiamo realizzato la prenotazione online delle visite, un'app per i pazienti e l'integrazione con il sistema informativo ospedaliero, e abbiamo selezionato il team interno che oggi li gestisce.",
      zh: '我们为奥地利南部一家拥有 14 家门诊诊所的医疗集团开发了在线预约、患者应用以及与医院信息系统的集成，并为其招聘了如今负责运营这些系统的内部团队。',
      es: 'Para un grupo de 14 centros ambulatorios del sur de Austria desarrollamos la reserva de citas online, una app para pacientes y la integración con el sistema de información hospitalaria, y seleccionamos el equipo interno que hoy los gestiona.',
      ru: 'Для сети из 14 амбулаторных клиник на юге Австрии мы создали онлайн-запись на приём, приложение для пациентов и интеграцию с медицинской информационной системой, а также подобрали собственную команду клиента, которая сегодня их развивает.',
      nl: 'Voor een groep van 14 poliklinieken in het zuiden van Oostenrijk bouwden we online afspraken maken, een patiëntenapp en een koppeling met het ziekenhuisinformatiesysteem, en wierven we het interne team dat ze nu beheert.',
    },
    challenge: {
      en: `Silberau Clinics runs 14 outpatient clinics in Styria and Carinthia, with around 600,000 patient visits a year. Almost every appointment was made by phone: the lines were busy at peak hours, and one appointment in nine was missed without notice.

The group wanted patients to book, move and cancel appointments online and to receive reminders and documents, without copying data that already lives in its hospital information system. It also needed an in-house digital team to own the product long term, in a market where experienced healthcare engineers are hard to hire.`,
      sr: `Silberau Clinics ima 14 ambulantnih klinika u Štajerskoj i Koruškoj, sa oko 600.000 poseta pacijenata godišnje. Gotovo svi termini zakazivali su se telefonom: linije su u špicu bile zauzete, a svaki deveti termin propadao je bez otkazivanja.

Grupa je želela da pacijenti mogu onlajn da zakazuju, pomeraju i otkazuju termine i da dobijaju podsetnike i dokumente, bez kopiranja podataka koji se već nalaze u bolničkom informacionom sistemu. Bio joj je potreban i sopstveni digitalni tim koji će dugoročno voditi proizvod, na tržištu na kome je iskusne inženjere sa znanjem iz zdravstva teško zaposliti.`,
      it: `Silberau Clinics gestisce 14 poliambulatori in Stiria e Carinzia, con circa 600.000 visite all'anno. Quasi tutti gli appuntamenti venivano fissati per telefono: nelle ore di punta le linee erano sempre occupate e un appuntamento su nove saltava senza preavviso.

Il gruppo voleva che i pazienti potessero prenotare, spostare e disdire gli appuntamenti online e ricevere promemoria e documenti, senza duplicare i dati già presenti nel sistema informativo ospedaliero. Aveva inoltre bisogno di un team digitale interno che gestisse il prodotto nel lungo periodo, in un mercato in cui è difficile assumere sviluppatori esperti del settore sanitario.`,
      zh: `Silberau Clinics 在施蒂利亚州和克恩顿州经营 14 家门诊诊所，每年接诊约 60 万人次。几乎所有预约都通过电话完成：高峰时段电话占线，每九个预约中就有一个爽约且未提前告知。

集团希望患者能够在线预约、改约和取消预约，并接收提醒和检查文件，同时不重复录入医院信息系统中已有的数据。此外，集团还需要组建自己的数字化团队来长期负责这一产品，而在当地市场，有医疗行业经验的工程师很难招到。`,
      es: `Silberau Clinics gestiona 14 centros ambulatorios en Estiria y Carintia, con unas 600.000 visitas de pacientes al año. Casi todas las citas se pedían por teléfono: en las horas punta las líneas estaban saturadas y una de cada nueve citas se perdía sin aviso.

El grupo quería que los pacientes pudieran reservar, cambiar y anular citas online y recibir recordatorios y documentos, sin duplicar datos que ya están en su sistema de información hospitalaria. También necesitaba un equipo digital propio que se hiciera cargo del producto a largo plazo, en un mercado donde es difícil contratar ingenieros con experiencia en el sector sanitario.`,
      ru: `Silberau Clinics объединяет 14 амбулаторных клиник в Штирии и Каринтии, где ежегодно проходит около 600 000 приёмов. Почти все записи шли по телефону: в часы пик линии были перегружены, а каждый девятый пациент не приходил на приём, не предупредив об этом.

Клиники хотели, чтобы пациенты могли записываться, переносить и отменять приёмы онлайн и получать напоминания и документы, не дублируя данные, которые уже хранятся в медицинской информационной системе. Кроме того, нужна была собственная цифровая команда, которая будет развивать продукт в долгосрочной перспективе, а опытных разработчиков со знанием медицинской сферы на местном рынке найти непросто.`,
      nl: `Silberau Clinics heeft 14 poliklinieken in Stiermarken en Karinthië, met zo'n 600.000 patiëntbezoeken per jaar. Bijna alle afspraken werden telefonisch gemaakt: op piekuren waren de lijnen bezet, en één op de negen afspraken werd zonder afmelding gemist.

De groep wilde dat patiënten online afspraken konden maken, verzetten en annuleren en herinneringen en documenten konden ontvangen, zonder gegevens te kopiëren die al in het ziekenhuisinformatiesysteem staan. Daarnaast had ze een eigen digitaal team nodig om het product op lange termijn te beheren, in een markt waar ervaren engineers met kennis van de zorg moeilijk te vinden zijn.`,
    },
    solution: {
      en: `A cross-functional team of eight delivered the product in ten months, while our talent acquisition team recruited the client's own team in parallel.

- A booking web application and a patient app for iOS and Android in React Native, in German and English
- An integration layer that exchanges appointments and documents with the hospital information system over HL7 FHIR, so the clinical system stays the single source of truth
- Reminders by text message and push notification, with rebooking in two taps
- Hosting in an Austrian data center, with encryption at rest, audit logs and a data protection impact assessment prepared with the group's data protection officer

We hired five engineers and a product designer for Silberau's new digital unit in Graz. They worked alongside our developers for the last four months before taking over the product.`,
      sr: `Multidisciplinarni tim od osam ljudi isporučio je proizvod za deset meseci, a naš tim za regrutaciju je paralelno zapošljavao klijentov sopstveni tim.

- Veb-aplikacija za zakazivanje i aplikacija za pacijente za iOS i Android u React Native-u, na nemačkom i engleskom
- Integracioni sloj koji termine i dokumente razmenjuje sa bolničkim informacionim sistemom preko standarda HL7 FHIR, tako da klinički sistem ostaje jedini izvor istine
- Podsetnici SMS porukom i push obaveštenjem, uz promenu termina u dva dodira
- Hosting u austrijskom data centru, sa šifrovanjem uskladištenih podataka, revizorskim zapisima i procenom uticaja na zaštitu podataka o ličnosti, pripremljenom zajedno sa licem za zaštitu podataka grupe

Za novu digitalnu jedinicu kompanije Silberau u Gracu zaposlili smo pet inženjera i jednog produkt dizajnera. Poslednja četiri meseca radili su rame uz rame sa našim programerima, a zatim su preuzeli proizvod.`,
      it: `Un team interfunzionale di otto persone ha realizzato il prodotto in dieci mesi, mentre il nostro team di ricerca e selezione reclutava in parallelo il team interno del cliente.

- Un'applicazione web per le prenotazioni e un'app per i pazienti iOS e Android in React Native, in tedesco e in inglese
- Un livello di integrazione che scambia appuntamenti e documenti con il sistema informativo ospedaliero tramite HL7 FHIR, così che il sistema clinico resti l'unica fonte di verità
- Promemoria via SMS e notifica push, con la possibilità di spostare l'appuntamento in due tocchi
- Hosting in un data center austriaco, con cifratura dei dati a riposo, log di audit e una valutazione d'impatto sulla protezione dei dati preparata insieme al responsabile della protezione dei dati del gruppo

Per la nuova unità digitale di Silberau a Graz abbiamo assunto cinque sviluppatori e un product designer, che negli ultimi quattro mesi hanno lavorato accanto ai nostri sviluppatori prima di prendere in mano il prodotto.`,
      zh: `一支八人跨职能团队用十个月交付了产品，与此同时，我们的人才招聘团队为客户组建了自己的团队。

- 预约 Web 应用以及基于 React Native 的 iOS 和 Android 患者应用，提供德语和英语版本
- 通过 HL7 FHIR 与医院信息系统交换预约和文件的集成层，确保临床系统始终是唯一可信的数据源
- 短信和推送提醒，轻点两下即可改约
- 托管在奥地利的数据中心，采用静态数据加密和审计日志，并与集团的数据保护官共同完成了数据保护影响评估

我们为 Silberau 在格拉茨新设立的数字化部门招聘了五名工程师和一名产品设计师。他们在项目最后四个月与我们的开发人员并肩工作，随后接手了产品。`,
      es: `Un equipo multidisciplinar de ocho personas entregó el producto en diez meses, mientras nuestro equipo de captación de talento seleccionaba en paralelo el equipo propio del cliente.

- Una aplicación web de reservas y una app para pacientes en iOS y Android con React Native, en alemán e inglés
- Una capa de integración que intercambia citas y documentos con el sistema de información hospitalaria mediante HL7 FHIR, de modo que el sistema clínico sigue siendo la única fuente de verdad
- Recordatorios por SMS y notificación push, con cambio de cita en dos toques
- Alojamiento en un centro de datos austriaco, con cifrado de datos en reposo, registros de auditoría y una evaluación de impacto en protección de datos elaborada junto con el delegado de protección de datos del grupo

Contratamos a cinco ingenieros y un diseñador de producto para la nueva unidad digital de Silberau en Graz. Durante los últimos cuatro meses trabajaron junto a nuestros desarrolladores y después asumieron el producto.`,
      ru: `Кросс-функциональная команда из восьми человек создала продукт за десять месяцев, а наша служба подбора параллельно формировала собственную команду клиента.

- Веб-приложение для записи и приложение для пациентов на iOS и Android на React Native, на немецком и английском языках
- Интеграционный слой, который обменивается записями и документами с медицинской информационной системой по HL7 FHIR, чтобы клиническая система оставалась единственным источником данных
- Напоминания по SMS и push-уведомлениям с переносом приёма в два касания
- Размещение в австрийском дата-центре, шифрование хранимых данных, журналы аудита и оценка воздействия на защиту данных, подготовленная вместе с ответственным за защиту данных группы

Для нового цифрового подразделения Silberau в Граце мы наняли пять инженеров и продуктового дизайнера. Последние четыре месяца они работали вместе с нашими разработчиками, а затем приняли продукт.`,
      nl: `Een multidisciplinair team van acht mensen leverde het product in tien maanden op, terwijl ons wervingsteam tegelijkertijd het eigen team van de klant samenstelde.

- Een webapplicatie voor afspraken en een patiëntenapp voor iOS en Android in React Native, in het Duits en het Engels
- Een integratielaag die afspraken en documenten via HL7 FHIR uitwisselt met het ziekenhuisinformatiesysteem, zodat het klinische systeem de enige bron van waarheid blijft
- Herinneringen per sms en pushmelding, met verzetten in twee tikken
- Hosting in een Oostenrijks datacenter, met versleuteling van opgeslagen gegevens, auditlogs en een gegevensbeschermingseffectbeoordeling die samen met de functionaris gegevensbescherming van de groep is opgesteld

Voor de nieuwe digitale afdeling van Silberau in Graz wierven we vijf engineers en een productontwerper. Zij werkten de laatste vier maanden naast onze ontwikkelaars en namen daarna het product over.`,
    },
    result: {
      en: `Twelve months after launch, more than half of all appointments are booked online, and the phone lines are free for patients who need help. Reminders and easy rebooking cut missed appointments almost by half, and the freed slots go to patients on waiting lists.

Silberau's own team has run the product since the handover and releases every two weeks. Danube Digital supports it with architecture reviews and extra capacity when needed.`,
      sr: `Dvanaest meseci posle pokretanja više od polovine svih termina zakazuje se onlajn, a telefonske linije ostaju slobodne za pacijente kojima je potrebna pomoć. Podsetnici i jednostavna promena termina skoro su prepolovili broj propuštenih termina, a oslobođeni termini dodeljuju se pacijentima sa liste čekanja.

Tim kompanije Silberau od primopredaje samostalno vodi proizvod i objavljuje nove verzije svake dve nedelje. Danube Digital ga podržava revizijama arhitekture i dodatnim kapacitetom kada je potrebno.`,
      it: `A dodici mesi dal lancio, più della metà degli appuntamenti viene prenotata online e le linee telefoniche restano libere per i pazienti che hanno bisogno di aiuto. Promemoria e spostamenti semplici hanno quasi dimezzato gli appuntamenti mancati, e gli slot liberati vanno ai pazienti in lista d'attesa.

Dal passaggio di consegne il team di Silberau gestisce il prodotto in autonomia e rilascia ogni due settimane. Danube Digital lo affianca con revisioni dell'architettura e capacità aggiuntiva quando serve.`,
      zh: `上线十二个月后，超过一半的预约通过线上完成，电话线路留给了真正需要帮助的患者。提醒功能和便捷的改约让爽约率下降了近一半，腾出的号源分配给了候诊名单上的患者。

交接完成后，Silberau 自己的团队独立运营该产品，每两周发布一次新版本。Danube Digital 在需要时提供架构评审和额外人力支持。`,
      es: `Doce meses después del lanzamiento, más de la mitad de las citas se reservan online y las líneas telefónicas quedan libres para los pacientes que necesitan ayuda. Los recordatorios y la facilidad para cambiar la cita han reducido casi a la mitad las citas perdidas, y los huecos liberados se asignan a pacientes en lista de espera.

Desde el traspaso, el equipo de Silberau gestiona el producto por su cuenta y publica nuevas versiones cada dos semanas. Danube Digital le da apoyo con revisiones de arquitectura y capacidad adicional cuando hace falta.`,
      ru: `Через год после запуска больше половины всех записей оформляется онлайн, а телефонные линии свободны для пациентов, которым нужна помощь. Напоминания и простой перенос записи почти вдвое сократили число пропущенных приёмов, а освободившиеся окна достаются пациентам из листа ожидания.

После передачи продукт развивает собственная команда Silberau, выпуская релизы каждые две недели. Danube Digital поддерживает её архитектурными ревью и дополнительными ресурсами, когда это нужно.`,
      nl: `Twaalf maanden na de lancering wordt meer dan de helft van alle afspraken online gemaakt, en de telefoonlijnen blijven vrij voor patiënten die hulp nodig hebben. Herinneringen en eenvoudig verzetten hebben het aantal gemiste afspraken bijna gehalveerd, en de vrijgekomen plekken gaan naar patiënten op de wachtlijst.

Sinds de overdracht beheert het team van Silberau het product zelf en brengt het elke twee weken een nieuwe versie uit. Danube Digital ondersteunt met architectuurreviews en extra capaciteit wanneer dat nodig is.`,
    },
    figures: [
      {
        value: '58 %',
        label: {
          en: 'of appointments booked online after 12 months',
          sr: 'termina zakazanih onlajn posle 12 meseci',
          it: 'degli appuntamenti prenotati online dopo 12 mesi',
          zh: '12 个月后在线预约的占比',
          es: 'de las citas reservadas online tras 12 meses',
          ru: 'записей оформляется онлайн через 12 месяцев',
          nl: 'van de afspraken online gemaakt na 12 maanden',
        },
      },
      {
        value: '−46 %',
        label: {
          en: 'missed appointments',
          sr: 'propuštenih termina',
          it: 'appuntamenti mancati',
          zh: '爽约率',
          es: 'citas perdidas',
          ru: 'пропущенных приёмов',
          nl: 'gemiste afspraken',
        },
      },
      {
        value: '4.8/5',
        label: {
          en: 'app store rating',
          sr: 'ocena u prodavnicama aplikacija',
          it: 'valutazione negli app store',
          zh: '应用商店评分',
          es: 'valoración en las tiendas de apps',
          ru: 'рейтинг в магазинах приложений',
          nl: 'beoordeling in de appstores',
        },
      },
      {
        value: '6',
        label: {
          en: "people hired for the client's in-house team",
          sr: 'osoba zaposlenih u internom timu klijenta',
          it: 'persone assunte nel team interno del cliente',
          zh: '为客户内部团队招聘的人员',
          es: 'personas contratadas para el equipo interno del cliente',
          ru: 'специалистов нанято в собственную команду клиента',
          nl: 'mensen geworven voor het interne team van de klant',
        },
      },
    ],
    testimonial: {
      quote: {
        en: "We didn't just want an app; we wanted a team that could keep developing it once the project was over. Danube Digital delivered both. The booking system went live on schedule, and the people they recruited for us are now the core of our digital unit. The handover was planned from the first day, and it showed.",
        sr: 'Nismo želeli samo aplikaciju, već i tim koji će nastaviti da je razvija kada se projekat završi. Danube Digital nam je obezbedio oboje. Sistem za zakazivanje pušten je u rad u roku, a ljudi koje su za nas regrutovali danas su jezgro naše digitalne jedinice. Primopredaja je bila planirana od prvog dana i to se videlo.',
        it: "Non volevamo solo un'app, ma un team in grado di continuare a svilupparla a progetto concluso. Danube Digital ci ha dato entrambe le cose. Il sistema di prenotazione è andato in produzione nei tempi previsti e le persone che hanno selezionato per noi sono oggi il nucleo della nostra unità digitale. Il passaggio di consegne è stato pianificato fin dal primo giorno, e si è visto.",
        zh: '我们要的不只是一个应用，还有一支能在项目结束后继续开发它的团队。Danube Digital 两者都做到了：预约系统按期上线，他们为我们招聘的人如今已是我们数字化部门的核心。交接从第一天起就在规划之中，效果有目共睹。',
        es: 'No queríamos solo una app, sino un equipo capaz de seguir desarrollándola cuando terminara el proyecto. Danube Digital nos dio las dos cosas. El sistema de citas entró en producción en el plazo previsto y las personas que seleccionaron para nosotros son hoy el núcleo de nuestra unidad digital. El traspaso se planificó desde el primer día, y se notó.',
        ru: 'Нам было нужно не просто приложение, а команда, которая продолжит его развивать после завершения проекта. Danube Digital дала нам и то и другое. Система записи заработала в срок, а люди, которых для нас подобрали, сегодня составляют ядро нашего цифрового подразделения. Передачу планировали с первого дня, и это было заметно.',
        nl: 'We wilden niet alleen een app, maar ook een team dat die na afloop van het project kon blijven ontwikkelen. Danube Digital leverde allebei. Het afsprakensysteem ging op tijd live, en de mensen die zij voor ons wierven, vormen nu de kern van onze digitale afdeling. De overdracht was vanaf de eerste dag gepland, en dat merkte je.',
      },
      person: 'Dr. Katharina Pichler',
      role: {
        en: 'Chief Digital Officer',
        sr: 'Direktorka za digitalizaciju',
        it: 'Chief Digital Officer',
        zh: '首席数字官',
        es: 'Directora digital',
        ru: 'Директор по цифровой трансформации',
        nl: 'Chief Digital Officer',
      },
    },
    logoFile: 'silberau-clinics.svg',
    logoAlt: logoAlt('Silberau Clinics'),
    coverFile: 'silberau-clinics.svg',
    coverAlt: {
      en: 'A heartbeat line, a medical cross and a phone with a booking calendar on a teal and blue gradient',
      sr: 'Linija otkucaja srca, medicinski krst i telefon sa kalendarom termina na tirkizno-plavoj pozadini',
      it: 'Una linea del battito cardiaco, una croce medica e uno smartphone con il calendario delle prenotazioni su uno sfondo sfumato verde acqua e blu',
      zh: '青蓝渐变背景上的心跳曲线、医疗十字标志和显示预约日历的手机',
      es: 'Una línea de latido cardíaco, una cruz médica y un móvil con un calendario de citas sobre un degradado verde azulado y azul',
      ru: 'Линия сердцебиения, медицинский крест и телефон с календарём записи на бирюзово-синем градиенте',
      nl: 'Een hartslaglijn, een medisch kruis en een telefoon met een afsprakenkalender op een achtergrond van petrol naar blauw',
    },
  },
  {
    slug: 'brisavera-energia',
    clientName: 'Brisavera Energía',
    country: 'ES',
    industry: 'energy',
    services: ['custom', 'outsourcing'],
    featured: true,
    title: {
      en: 'A monitoring platform for 140 solar and wind sites at Brisavera Energía',
      sr: 'Platforma za nadzor 140 solarnih elektrana i vetroelektrana kompanije Brisavera Energía',
      it: 'Una piattaforma di monitoraggio per i 140 impianti solari ed eolici di Brisavera Energía',
      zh: '为 Brisavera Energía 的 140 座光伏和风电场站打造监控平台',
      es: 'Una plataforma de monitorización para las 140 plantas solares y eólicas de Brisavera Energía',
      ru: 'Платформа мониторинга 140 солнечных и ветровых электростанций Brisavera Energía',
      nl: 'Een monitoringplatform voor 140 zonne- en windparken van Brisavera Energía',
    },
    summary: {
      en: 'We built a platform that collects data from the 140 solar and wind sites of a Spanish renewable energy producer, detects faults within minutes and forecasts output. The team that built it now runs and extends it as a dedicated team.',
      sr: 'Razvili smo platformu koja prikuplja podatke sa 140 solarnih elektrana i vetroelektrana španskog proizvođača obnovljive energije, otkriva kvarove u roku od nekoliko minuta i prognozira proizvodnju. Tim koji ju je napravio sada je, kao posvećeni tim, održava i razvija.',
      it: "Abbiamo realizzato una piattaforma che raccoglie i dati dei 140 impianti solari ed eolici di un produttore spagnolo di energia rinnovabile, rileva i guasti in pochi minuti e prevede la produzione. Il team che l'ha costruita oggi la gestisce e la sviluppa come team dedicato.",
      zh: '我们为一家西班牙可再生能源生产商开发了一个平台，汇集其 140 座光伏和风电场站的数据，几分钟内发现故障并预测发电量。开发该平台的团队如今作为专属团队负责其运营和扩展。',
      es: 'Desarrollamos una plataforma que recoge los datos de las 140 plantas solares y eólicas de un productor español de energía renovable, detecta averías en minutos y prevé la producción. El equipo que la construyó la opera y amplía hoy como equipo dedicado.',
      ru: 'Мы создали платформу, которая собирает данные со 140 солнечных и ветровых электростанций испанского производителя возобновляемой энергии, за минуты выявляет неисправности и прогнозирует выработку. Теперь её сопровождает и развивает выделенная команда — та же, что её создала.',
      nl: 'We bouwden een platform dat de gegevens van 140 zonne- en windparken van een Spaanse producent van duurzame energie verzamelt, storingen binnen minuten opspoort en de opbrengst voorspelt. Het team dat het bouwde, beheert en ontwikkelt het nu als vast team.',
    },
    challenge: {
      en: `Brisavera Energía operates 140 solar parks and wind farms in Spain and Portugal, with a combined capacity of 1.1 GW. Each site reported through its equipment vendor's own portal, so the control room had to watch nine different tools, and a failed inverter or turbine was often noticed only days later, in the production reports.

The company needed a single view of all its assets, alerts within minutes rather than days, and better production forecasts for its bids on the electricity market.`,
      sr: `Brisavera Energía upravlja sa 140 solarnih parkova i vetroparkova u Španiji i Portugaliji, ukupne snage 1,1 GW. Svaka lokacija slala je podatke preko portala svog proizvođača opreme, pa je kontrolni centar morao da prati devet različitih alata, a kvar invertora ili turbine često se primećivao tek nekoliko dana kasnije, u izveštajima o proizvodnji.

Kompaniji je bio potreban jedinstven pregled svih postrojenja, upozorenja u roku od nekoliko minuta umesto dana i preciznije prognoze proizvodnje za ponude na tržištu električne energije.`,
      it: `Brisavera Energía gestisce 140 parchi solari ed eolici in Spagna e Portogallo, per una potenza complessiva di 1,1 GW. Ogni impianto trasmetteva i dati attraverso il portale del proprio fornitore, per cui la sala di controllo doveva seguire nove strumenti diversi, e un inverter o una turbina fuori servizio venivano spesso notati solo giorni dopo, nei report di produzione.

L'azienda aveva bisogno di una visione unica di tutti gli impianti, di allarmi nel giro di minuti anziché di giorni e di previsioni di produzione più accurate per le offerte sul mercato elettrico.`,
      zh: `Brisavera Energía 在西班牙和葡萄牙运营 140 座光伏电站和风电场，总装机容量 1.1 GW。每个场站都通过各自设备供应商的门户上报数据，集控中心不得不同时盯着九套不同的工具，逆变器或风机出现故障后，往往要过好几天才在发电报表中被发现。

公司需要一个覆盖全部资产的统一视图，需要在几分钟而不是几天内收到告警，还需要更准确的发电量预测，用于电力市场报价。`,
      es: `Brisavera Energía opera 140 parques solares y eólicos en España y Portugal, con una potencia total de 1,1 GW. Cada planta enviaba sus datos a través del portal de su propio fabricante, por lo que el centro de control tenía que vigilar nueve herramientas distintas, y un inversor o un aerogenerador averiado a menudo no se detectaba hasta días después, en los informes de producción.

La empresa necesitaba una visión única de todos sus activos, alertas en minutos en lugar de días y previsiones de producción más precisas para sus ofertas en el mercado eléctrico.`,
      ru: `Brisavera Energía управляет 140 солнечными и ветровыми парками в Испании и Португалии общей мощностью 1,1 ГВт. Каждая станция передавала данные через портал своего поставщика оборудования, поэтому диспетчерскому центру приходилось следить за девятью разными системами, а отказ инвертора или турбины нередко замечали лишь через несколько дней — в отчётах о выработке.

Компании были нужны единая картина по всем активам, оповещения в течение минут, а не дней, и более точные прогнозы выработки для заявок на рынке электроэнергии.`,
      nl: `Brisavera Energía exploiteert 140 zonneparken en windparken in Spanje en Portugal, met een gezamenlijk vermogen van 1,1 GW. Elk park rapporteerde via het eigen portaal van de leverancier, zodat de controlekamer negen verschillende tools in de gaten moest houden, en een defecte omvormer of turbine werd vaak pas dagen later opgemerkt, in de productierapporten.

Het bedrijf had één overzicht van alle installaties nodig, meldingen binnen minuten in plaats van dagen, en betere productievoorspellingen voor zijn biedingen op de elektriciteitsmarkt.`,
    },
    solution: {
      en: `Over nine months a team of eight built the platform, starting with twelve pilot sites and then rolling it out region by region.

- Edge collectors that read SCADA systems and data loggers over Modbus and OPC UA and buffer the data when the connection drops
- Ingestion through Apache Kafka into a TimescaleDB time-series store, handling about 1.2 million readings a minute
- Rules and anomaly detection for inverters, strings and turbines, with alerts routed to the maintenance contractors on site
- Production forecasts from weather data, with models in Python, feeding the trading desk's bids
- An Angular web application for the control room, asset managers and contractors

After go-live, five members of the build team became a dedicated team that operates the platform, with on-call support, and keeps developing it.`,
      sr: `Tim od osam ljudi razvio je platformu za devet meseci: počeo je od dvanaest pilot-lokacija, a zatim je uvodio region po region.

- Edge kolektori koji čitaju podatke iz SCADA sistema i data logera preko protokola Modbus i OPC UA i čuvaju ih u baferu kada dođe do prekida veze
- Prijem podataka preko Apache Kafke u TimescaleDB bazu vremenskih serija, oko 1,2 miliona očitavanja u minuti
- Pravila i otkrivanje anomalija za invertore, stringove i turbine, sa upozorenjima koja se prosleđuju izvođačima održavanja na terenu
- Prognoze proizvodnje na osnovu meteoroloških podataka, sa modelima u Pythonu, kao osnova za ponude trgovinskog odeljenja
- Veb-aplikacija u Angularu za kontrolni centar, menadžere postrojenja i izvođače

Posle puštanja u rad petoro članova razvojnog tima postalo je posvećeni tim koji upravlja platformom, uz dežurstva, i nastavlja da je razvija.`,
      it: `In nove mesi un team di otto persone ha realizzato la piattaforma, partendo da dodici impianti pilota per poi estenderla una regione alla volta.

- Collettori edge che leggono i sistemi SCADA e i data logger tramite Modbus e OPC UA e bufferizzano i dati quando cade la connessione
- Acquisizione tramite Apache Kafka in un database di serie temporali TimescaleDB, con circa 1,2 milioni di letture al minuto
- Regole e rilevamento delle anomalie per inverter, stringhe e turbine, con allarmi inoltrati alle ditte di manutenzione sul campo
- Previsioni di produzione basate sui dati meteo, con modelli in Python, a supporto delle offerte del trading desk
- Un'applicazione web in Angular per la sala di controllo, gli asset manager e le ditte di manutenzione

Dopo l'avvio, cinque membri del team di sviluppo sono diventati un team dedicato che gestisce la piattaforma, con servizio di reperibilità, e continua a svilupparla.`,
      zh: `一支八人团队用九个月建成了平台：先在十二个试点场站上线，再逐个区域推广。

- 边缘采集器通过 Modbus 和 OPC UA 读取 SCADA 系统和数据记录仪的数据，并在网络中断时缓存数据
- 通过 Apache Kafka 将数据写入 TimescaleDB 时序数据库，每分钟处理约 120 万条读数
- 针对逆变器、组串和风机的规则和异常检测，告警直接推送给现场运维承包商
- 基于气象数据的发电量预测，模型用 Python 构建，为交易部门的报价提供依据
- 基于 Angular 的 Web 应用，供集控中心、资产经理和运维承包商使用

平台上线后，开发团队中的五名成员组成专属团队，负责平台运营（含值班支持）并持续开发新功能。`,
      es: `En nueve meses, un equipo de ocho personas desarrolló la plataforma, empezando por doce plantas piloto y extendiéndola después región a región.

- Colectores edge que leen los sistemas SCADA y los registradores de datos mediante Modbus y OPC UA y almacenan los datos en búfer cuando se corta la conexión
- Ingesta a través de Apache Kafka en una base de datos de series temporales TimescaleDB, con unos 1,2 millones de lecturas por minuto
- Reglas y detección de anomalías para inversores, strings y aerogeneradores, con alertas que llegan directamente a las empresas de mantenimiento en planta
- Previsiones de producción a partir de datos meteorológicos, con modelos en Python, que alimentan las ofertas de la mesa de trading
- Una aplicación web en Angular para el centro de control, los gestores de activos y las empresas de mantenimiento

Tras la puesta en marcha, cinco miembros del equipo de desarrollo pasaron a formar un equipo dedicado que opera la plataforma, con servicio de guardia, y sigue ampliándola.`,
      ru: `За девять месяцев команда из восьми человек создала платформу: сначала на двенадцати пилотных станциях, затем с поэтапным развёртыванием по регионам.

- Edge-коллекторы, которые считывают данные SCADA-систем и регистраторов по Modbus и OPC UA и буферизуют их при обрыве связи
- Приём данных через Apache Kafka в базу временных рядов TimescaleDB — около 1,2 млн показаний в минуту
- Правила и обнаружение аномалий для инверторов, стрингов и турбин с передачей оповещений подрядчикам по обслуживанию на площадках
- Прогнозы выработки на основе метеоданных с моделями на Python для заявок торгового отдела
- Веб-приложение на Angular для диспетчерского центра, управляющих активами и подрядчиков

После запуска пять участников команды разработки образовали выделенную команду, которая эксплуатирует платформу с дежурствами и продолжает её развивать.`,
      nl: `In negen maanden bouwde een team van acht mensen het platform, te beginnen met twaalf pilotparken en daarna regio voor regio.

- Edge-collectors die SCADA-systemen en dataloggers uitlezen via Modbus en OPC UA en de gegevens bufferen als de verbinding wegvalt
- Verwerking via Apache Kafka in een TimescaleDB-tijdreeksdatabase, met zo'n 1,2 miljoen metingen per minuut
- Regels en anomaliedetectie voor omvormers, strings en turbines, met meldingen die direct naar de onderhoudsaannemers ter plaatse gaan
- Productievoorspellingen op basis van weergegevens, met modellen in Python, als input voor de biedingen van de handelsafdeling
- Een webapplicatie in Angular voor de controlekamer, assetmanagers en aannemers

Na de livegang vormden vijf leden van het bouwteam een vast team dat het platform beheert, met piketdienst, en verder ontwikkelt.`,
    },
    result: {
      en: `The control room now works from one application for all 140 sites. Faults are detected within minutes, and most are fixed before they show up in the production figures. More accurate forecasts have reduced the imbalance costs Brisavera pays when actual output differs from what it sold.

Since go-live, the dedicated team has added the company's first battery storage sites and a module for planning preventive maintenance.`,
      sr: `Kontrolni centar sada radi u jednoj aplikaciji za svih 140 lokacija. Kvarovi se otkrivaju u roku od nekoliko minuta, a većina se otkloni pre nego što se odrazi na podatke o proizvodnji. Preciznije prognoze smanjile su troškove debalansa koje Brisavera plaća kada se stvarna proizvodnja razlikuje od prodate.

Od puštanja u rad posvećeni tim je povezao prva baterijska skladišta kompanije i dodao modul za planiranje preventivnog održavanja.`,
      it: `Oggi la sala di controllo lavora con un'unica applicazione per tutti i 140 impianti. I guasti vengono rilevati in pochi minuti e la maggior parte viene risolta prima di incidere sui dati di produzione. Previsioni più accurate hanno ridotto gli oneri di sbilanciamento che Brisavera paga quando la produzione effettiva si discosta da quella venduta.

Dall'avvio il team dedicato ha integrato i primi impianti di accumulo a batterie dell'azienda e un modulo per la pianificazione della manutenzione preventiva.`,
      zh: `如今，集控中心用一个应用即可管理全部 140 座场站。故障在几分钟内就能被发现，大多数在影响发电数据之前就已排除。更准确的预测降低了 Brisavera 因实际发电量与售出电量不符而支付的偏差考核费用。

上线以来，专属团队又接入了公司首批储能电站，并开发了预防性维护计划模块。`,
      es: `El centro de control trabaja ahora con una sola aplicación para las 140 plantas. Las averías se detectan en minutos y la mayoría se resuelve antes de que se note en las cifras de producción. Unas previsiones más precisas han reducido los costes de desvío que Brisavera paga cuando la producción real difiere de la vendida.

Desde la puesta en marcha, el equipo dedicado ha incorporado las primeras plantas de almacenamiento con baterías de la empresa y un módulo de planificación del mantenimiento preventivo.`,
      ru: `Теперь диспетчерский центр работает в одном приложении для всех 140 станций. Неисправности обнаруживаются за минуты, и большинство из них устраняется раньше, чем они отразятся на показателях выработки. Более точные прогнозы снизили затраты на небалансы, которые Brisavera платит, когда фактическая выработка отличается от проданной.

После запуска выделенная команда подключила первые системы накопления энергии компании и добавила модуль планирования профилактического обслуживания.`,
      nl: `De controlekamer werkt nu met één applicatie voor alle 140 parken. Storingen worden binnen minuten opgespoord en de meeste zijn verholpen voordat ze in de productiecijfers zichtbaar worden. Nauwkeurigere voorspellingen hebben de onbalanskosten verlaagd die Brisavera betaalt als de werkelijke productie afwijkt van wat het heeft verkocht.

Sinds de livegang heeft het vaste team de eerste batterijopslagsystemen van het bedrijf aangesloten en een module voor het plannen van preventief onderhoud toegevoegd.`,
    },
    figures: [
      {
        value: '< 15 min',
        label: {
          en: 'to detect an equipment fault (previously days)',
          sr: 'do otkrivanja kvara na opremi (ranije i po nekoliko dana)',
          it: 'per rilevare un guasto (prima servivano giorni)',
          zh: '发现设备故障所需时间（过去需数天）',
          es: 'para detectar una avería (antes, días)',
          ru: 'на обнаружение неисправности (раньше — дни)',
          nl: 'om een storing op te sporen (voorheen dagen)',
        },
      },
      {
        value: '+2.4 %',
        label: {
          en: 'annual energy yield across the portfolio',
          sr: 'godišnja proizvodnja energije celog portfolija',
          it: 'produzione annua di energia del portafoglio',
          zh: '资产组合年发电量',
          es: 'producción anual de energía de la cartera',
          ru: 'годовая выработка по всему портфелю',
          nl: 'jaarlijkse energieopbrengst van de portefeuille',
        },
      },
      {
        value: '−31 %',
        label: {
          en: 'imbalance costs',
          sr: 'troškovi debalansa',
          it: 'oneri di sbilanciamento',
          zh: '偏差考核费用',
          es: 'costes de desvío',
          ru: 'затраты на небалансы',
          nl: 'onbalanskosten',
        },
      },
      {
        value: '1.2 M',
        label: {
          en: 'readings processed per minute',
          sr: 'očitavanja obrađenih u minuti',
          it: 'letture elaborate al minuto',
          zh: '每分钟处理的读数',
          es: 'lecturas procesadas por minuto',
          ru: 'показаний обрабатывается в минуту',
          nl: 'metingen verwerkt per minuut',
        },
      },
    ],
    testimonial: {
      quote: {
        en: 'Our operators used to spend their mornings opening vendor portals. Now they see every site in one place and act on alerts while the sun is still shining. Danube Digital understood both the software and the reality of running power plants, and the people who built the platform are the ones who run it today. That is exactly what we wanted.',
        sr: 'Naši operateri su ranije jutra provodili otvarajući portale proizvođača. Sada sve lokacije vide na jednom mestu i reaguju na upozorenja dok sunce još sija. Danube Digital je razumeo i softver i realnost upravljanja elektranama, a ljudi koji su napravili platformu danas njome i upravljaju. Upravo to smo i želeli.',
        it: 'Prima i nostri operatori passavano le mattine ad aprire i portali dei fornitori. Ora vedono tutti gli impianti in un unico posto e intervengono sugli allarmi mentre il sole splende ancora. Danube Digital ha capito sia il software sia la realtà della gestione delle centrali, e le persone che hanno costruito la piattaforma sono le stesse che oggi la gestiscono. È esattamente ciò che volevamo.',
        zh: '以前，我们的运维人员每天上午都在逐个打开设备供应商的门户。现在，他们在一个地方就能看到所有场站，趁太阳还在就能处理告警。Danube Digital 既懂软件，也懂电站运营的实际情况；搭建平台的人，正是今天运营平台的人。这正是我们想要的。',
        es: 'Antes nuestros operadores pasaban las mañanas abriendo los portales de los fabricantes. Ahora ven todas las plantas en un solo sitio y actúan sobre las alertas mientras todavía brilla el sol. Danube Digital entendió tanto el software como la realidad de operar centrales, y las personas que construyeron la plataforma son las mismas que hoy la operan. Es justo lo que queríamos.',
        ru: 'Раньше наши операторы проводили утро, открывая порталы поставщиков. Теперь они видят все станции в одном месте и реагируют на оповещения, пока солнце ещё светит. Danube Digital разобралась и в софте, и в реалиях эксплуатации электростанций, а люди, которые создали платформу, сегодня её и сопровождают. Именно этого мы и хотели.',
        nl: "Vroeger waren onze operators 's ochtends bezig met het openen van leveranciersportalen. Nu zien ze alle parken op één plek en handelen ze meldingen af terwijl de zon nog schijnt. Danube Digital begreep zowel de software als de praktijk van het beheren van energiecentrales, en de mensen die het platform bouwden, zijn degenen die het vandaag beheren. Dat is precies wat we wilden.",
      },
      person: 'Javier Montalbán',
      role: {
        en: 'Director of Operations',
        sr: 'Direktor operacija',
        it: 'Direttore delle operazioni',
        zh: '运营总监',
        es: 'Director de Operaciones',
        ru: 'Директор по эксплуатации',
        nl: 'Operationeel directeur',
      },
    },
    logoFile: 'brisavera-energia.svg',
    logoAlt: logoAlt('Brisavera Energía'),
    coverFile: 'brisavera-energia.svg',
    coverAlt: {
      en: 'A sun, solar panels and a wind turbine on an orange and blue gradient',
      sr: 'Sunce, solarni paneli i vetroturbina na narandžasto-plavoj pozadini',
      it: 'Un sole, pannelli solari e una turbina eolica su uno sfondo sfumato arancione e blu',
      zh: '橙蓝渐变背景上的太阳、光伏板和一台风力发电机',
      es: 'Un sol, paneles solares y un aerogenerador sobre un degradado naranja y azul',
      ru: 'Солнце, солнечные панели и ветрогенератор на оранжево-синем градиенте',
      nl: 'Een zon, zonnepanelen en een windturbine op een achtergrond van oranje naar blauw',
    },
  },
  {
    slug: 'casa-verdelli',
    clientName: 'Casa Verdelli',
    country: 'IT',
    industry: 'retail',
    services: ['outsourcing', 'excellence'],
    featured: false,
    title: {
      en: "A dedicated e-commerce team for Casa Verdelli's 48 stores",
      sr: 'Posvećeni e-commerce tim za 48 prodavnica lanca Casa Verdelli',
      it: 'Un team e-commerce dedicato per i 48 negozi di Casa Verdelli',
      zh: '为 Casa Verdelli 的 48 家门店组建专属电商团队',
      es: 'Un equipo de e-commerce dedicado para las 48 tiendas de Casa Verdelli',
      ru: 'Выделенная e-commerce-команда для 48 магазинов Casa Verdelli',
      nl: 'Een vast e-commerceteam voor de 48 winkels van Casa Verdelli',
    },
    summary: {
      en: 'A dedicated Danube Digital team took over the online shop of an Italian homeware chain, connected it to the stock of its 48 stores, launched click-and-collect and moved releases from once a month to several times a week.',
      sr: 'Posvećeni tim kompanije Danube Digital preuzeo je onlajn prodavnicu italijanskog lanca za opremanje doma, povezao je sa zalihama 48 prodavnica, uveo preuzimanje porudžbina u radnji i prešao sa mesečnih izdanja na nekoliko izdanja nedeljno.',
      it: 'Un team dedicato di Danube Digital ha preso in carico il negozio online di una catena italiana di articoli per la casa, lo ha collegato alle giacenze dei 48 punti vendita, ha lanciato il click & collect e ha portato i rilasci da uno al mese a diversi alla settimana.',
      zh: 'Danube Digital 的专属团队接手了一家意大利家居连锁企业的网店，将其与 48 家门店的库存打通，上线了门店自提服务，并把发布频率从每月一次提升到每周数次。',
      es: 'Un equipo dedicado de Danube Digital asumió la tienda online de una cadena italiana de artículos para el hogar, la conectó con el stock de sus 48 tiendas, lanzó el click & collect y pasó de una versión al mes a varias por semana.',
      ru: 'Выделенная команда Danube Digital взяла на себя интернет-магазин итальянской сети товаров для дома, связала его с остатками 48 магазинов, запустила самовывоз из магазина и перешла от ежемесячных релизов к нескольким в неделю.',
      nl: 'Een vast team van Danube Digital nam de webshop van een Italiaanse woonwinkelketen over, koppelde die aan de voorraad van de 48 winkels, lanceerde click & collect en ging van één release per maand naar meerdere per week.',
    },
    challenge: {
      en: `Casa Verdelli sells furniture and homeware in 48 stores across Lombardy, Veneto and Emilia-Romagna, and online. Its online shop had been built by an agency that was ending the contract, and the small internal IT team was fully occupied with the stores and the ERP.

Releases happened once a month, at night and often followed by rollbacks. Online stock was synchronized with the stores once a day, so customers regularly ordered products that were already sold out, and click-and-collect was out of reach.`,
      sr: `Casa Verdelli prodaje nameštaj i opremu za dom u 48 prodavnica u Lombardiji, Venetu i Emiliji-Romanji, kao i onlajn. Onlajn prodavnicu izradila je agencija koja je raskidala ugovor, a mali interni IT tim bio je u potpunosti zauzet prodavnicama i ERP sistemom.

Nove verzije objavljivane su jednom mesečno, noću i često uz vraćanje na prethodnu verziju. Onlajn zalihe usklađivale su se sa prodavnicama jednom dnevno, pa su kupci redovno naručivali proizvode kojih više nije bilo, a preuzimanje porudžbina u radnji nije dolazilo u obzir.`,
      it: `Casa Verdelli vende mobili e articoli per la casa in 48 punti vendita tra Lombardia, Veneto ed Emilia-Romagna, oltre che online. Il negozio online era stato realizzato da un'agenzia che stava chiudendo il contratto, e il piccolo team IT interno era completamente assorbito dai negozi e dall'ERP.

I rilasci avvenivano una volta al mese, di notte e spesso seguiti da rollback. Le giacenze online venivano sincronizzate con i negozi una volta al giorno, quindi i clienti ordinavano regolarmente prodotti già esauriti e il click & collect restava fuori portata.`,
      zh: `Casa Verdelli 在伦巴第、威尼托和艾米利亚-罗马涅拥有 48 家家具和家居用品门店，同时经营网店。网店原由一家代理公司开发，而这家公司即将终止合同；内部的小型 IT 团队则完全忙于门店和 ERP 系统。

网店每月只发布一次，且都在夜间进行，发布后经常需要回滚。线上库存每天只与门店同步一次，顾客时常下单购买已经售罄的商品，门店自提更是无从谈起。`,
      es: `Casa Verdelli vende muebles y artículos para el hogar en 48 tiendas de Lombardía, Véneto y Emilia-Romaña, además de online. Su tienda online la había desarrollado una agencia que estaba cerrando el contrato, y el pequeño equipo interno de TI estaba totalmente ocupado con las tiendas y el ERP.

Las versiones se publicaban una vez al mes, de noche y a menudo con marcha atrás. El stock online se sincronizaba con las tiendas una vez al día, de modo que los clientes pedían con frecuencia productos ya agotados, y el click & collect era inviable.`,
      ru: `Casa Verdelli продаёт мебель и товары для дома в 48 магазинах в Ломбардии, Венето и Эмилии-Романье, а также онлайн. Интернет-магазин разработало агентство, которое сворачивало сотрудничество, а небольшая внутренняя ИТ-команда была полностью занята магазинами и ERP.

Релизы выходили раз в месяц, по ночам, и нередко их приходилось откатывать. Онлайн-остатки синхронизировались с магазинами раз в сутки, поэтому покупатели регулярно заказывали уже распроданные товары, а о самовывозе из магазина не могло быть и речи.`,
      nl: `Casa Verdelli verkoopt meubels en woonaccessoires in 48 winkels in Lombardije, Veneto en Emilia-Romagna, en online. De webshop was gebouwd door een bureau dat het contract afbouwde, en het kleine interne IT-team had de handen vol aan de winkels en het ERP.

Er werd eens per maand een release gedaan, 's nachts en vaak gevolgd door een rollback. De online voorraad werd één keer per dag met de winkels gesynchroniseerd, waardoor klanten geregeld producten bestelden die al uitverkocht waren, en click & collect was onhaalbaar.`,
    },
    solution: {
      en: `We set up a dedicated team of six (a team lead, four developers and a QA engineer) that took over the shop in a six-week transition, with knowledge-transfer sessions and shadowing of the outgoing agency. The team works in Casa Verdelli's backlog and sprint rhythm and reports to its head of e-commerce.

- Stock from the ERP and the stores' POS systems streamed in near real time through an event bus, replacing the nightly batch
- Click-and-collect in all 48 stores, with a picking screen for store staff
- Manual deployments replaced by a CI/CD pipeline with automated regression tests, introduced with our center of excellence
- Performance work on product and category pages: caching, image optimization and a lighter front end`,
      sr: `Formirali smo posvećeni tim od šest ljudi (vođa tima, četiri programera i QA inženjer) koji je prodavnicu preuzeo kroz šestonedeljnu tranziciju, uz sesije prenosa znanja i praćenje rada agencije koja je odlazila. Tim radi prema beklogu i ritmu sprintova kompanije Casa Verdelli i odgovara njenoj direktorki e-trgovine.

- Zalihe iz ERP-a i kasa u prodavnicama stižu gotovo u realnom vremenu preko magistrale događaja, umesto noćne obrade
- Preuzimanje porudžbina u svih 48 prodavnica, sa ekranom za komisioniranje za osoblje prodavnica
- Ručna postavljanja zamenjena CI/CD pajplajnom sa automatizovanim regresionim testovima, uvedenim uz podršku našeg centra izvrsnosti
- Rad na performansama stranica proizvoda i kategorija: keširanje, optimizacija slika i lakši frontend`,
      it: `Abbiamo costituito un team dedicato di sei persone (un team lead, quattro sviluppatori e un QA engineer) che ha preso in carico il negozio con una transizione di sei settimane, tra sessioni di trasferimento di conoscenze e affiancamento all'agenzia uscente. Il team lavora sul backlog e con il ritmo degli sprint di Casa Verdelli e riferisce alla responsabile e-commerce.

- Giacenze dall'ERP e dalle casse dei negozi trasmesse quasi in tempo reale tramite un event bus, al posto dell'elaborazione notturna
- Click & collect in tutti i 48 punti vendita, con una schermata di preparazione degli ordini per il personale
- Rilasci manuali sostituiti da una pipeline CI/CD con test di regressione automatizzati, introdotta con il nostro centro di eccellenza
- Ottimizzazione delle prestazioni delle pagine prodotto e categoria: caching, ottimizzazione delle immagini e un front-end più leggero`,
      zh: `我们组建了一支六人专属团队（一名团队负责人、四名开发人员和一名测试工程师），通过六周的过渡期接手网店，期间开展知识转移会议，并跟随即将离场的代理公司一起工作。团队按照 Casa Verdelli 的需求列表和迭代节奏工作，向其电商负责人汇报。

- 通过事件总线近乎实时地同步 ERP 和门店 POS 系统的库存，取代每晚的批量同步
- 在全部 48 家门店上线门店自提，并为店员提供拣货界面
- 在卓越中心的支持下，用带自动化回归测试的 CI/CD 流水线取代手动部署
- 优化商品页和分类页性能：缓存、图片优化和更轻量的前端`,
      es: `Formamos un equipo dedicado de seis personas (un team lead, cuatro desarrolladores y un ingeniero de QA) que asumió la tienda en una transición de seis semanas, con sesiones de transferencia de conocimiento y acompañamiento de la agencia saliente. El equipo trabaja con el backlog y el ritmo de sprints de Casa Verdelli y reporta a su responsable de e-commerce.

- Stock del ERP y de los TPV de las tiendas transmitido casi en tiempo real a través de un bus de eventos, en lugar del proceso nocturno
- Click & collect en las 48 tiendas, con una pantalla de preparación de pedidos para el personal
- Despliegues manuales sustituidos por un pipeline de CI/CD con pruebas de regresión automatizadas, implantado con nuestro centro de excelencia
- Mejoras de rendimiento en las páginas de producto y categoría: caché, optimización de imágenes y un front-end más ligero`,
      ru: `Мы сформировали выделенную команду из шести человек (тимлид, четыре разработчика и QA-инженер), которая приняла магазин за шестинедельный переходный период: с сессиями передачи знаний и работой в паре с уходящим агентством. Команда работает по бэклогу и в ритме спринтов Casa Verdelli и подчиняется руководителю электронной коммерции.

- Остатки из ERP и кассовых систем магазинов передаются почти в реальном времени через шину событий вместо ночной выгрузки
- Самовывоз во всех 48 магазинах с экраном комплектации заказов для персонала
- Ручные развёртывания заменены CI/CD-конвейером с автоматизированными регрессионными тестами, внедрённым вместе с нашим центром компетенций
- Оптимизация производительности страниц товаров и категорий: кэширование, оптимизация изображений и облегчённый фронтенд`,
      nl: `We stelden een vast team van zes mensen samen (een teamlead, vier ontwikkelaars en een QA-engineer) dat de webshop in een transitie van zes weken overnam, met kennisoverdrachtsessies en meelopen met het vertrekkende bureau. Het team werkt vanuit de backlog en het sprintritme van Casa Verdelli en rapporteert aan de e-commercemanager.

- Voorraad uit het ERP en de kassasystemen van de winkels wordt vrijwel realtime via een eventbus doorgegeven, in plaats van in een nachtelijke batch
- Click & collect in alle 48 winkels, met een verzamelscherm voor het winkelpersoneel
- Handmatige deployments vervangen door een CI/CD-pipeline met geautomatiseerde regressietests, ingevoerd samen met ons centre of excellence
- Prestatieverbeteringen op product- en categoriepagina's: caching, beeldoptimalisatie en een lichtere frontend`,
    },
    result: {
      en: `The shop now releases several times a week during working hours, without downtime. Online stock is accurate to within minutes, and a third of online orders are now collected in store.

Two years on, the team is still in place with the same lead and low turnover, and it has grown to eight people since Casa Verdelli added a loyalty program.`,
      sr: `Prodavnica sada objavljuje nove verzije nekoliko puta nedeljno, tokom radnog vremena i bez prekida rada. Onlajn zalihe kasne za stvarnim stanjem najviše nekoliko minuta, a trećina onlajn porudžbina preuzima se u prodavnici.

Dve godine kasnije tim je i dalje na okupu, sa istim vođom i malom fluktuacijom, a porastao je na osam ljudi otkako je Casa Verdelli uvela program lojalnosti.`,
      it: `Oggi il negozio rilascia più volte alla settimana in orario di lavoro, senza interruzioni del servizio. Le giacenze online si aggiornano nel giro di pochi minuti e un terzo degli ordini online viene ritirato in negozio.

A due anni di distanza il team è ancora al suo posto, con lo stesso team lead e un turnover ridotto, ed è cresciuto a otto persone da quando Casa Verdelli ha introdotto un programma fedeltà.`,
      zh: `如今网店每周在工作时间内发布数次，且无需停机。线上库存与实际库存的延迟不超过几分钟，三分之一的线上订单选择门店自提。

两年后，团队依然稳定，负责人没有更换，人员流动率很低；随着 Casa Verdelli 推出会员计划，团队已扩大到八人。`,
      es: `Hoy la tienda publica varias versiones por semana en horario laboral y sin interrupciones del servicio. El stock online tiene un desfase de pocos minutos, y un tercio de los pedidos online se recoge en tienda.

Dos años después, el equipo sigue en su sitio, con el mismo team lead y poca rotación, y ha crecido a ocho personas desde que Casa Verdelli lanzó su programa de fidelización.`,
      ru: `Теперь магазин выпускает релизы несколько раз в неделю, в рабочее время и без простоев. Онлайн-остатки отстают от реальных не больше чем на несколько минут, а треть онлайн-заказов покупатели забирают в магазине.

Спустя два года команда по-прежнему на месте: тот же тимлид и низкая текучесть, а когда Casa Verdelli запустила программу лояльности, команда выросла до восьми человек.`,
      nl: `De webshop brengt nu meerdere keren per week een release uit, tijdens kantooruren en zonder downtime. De online voorraad loopt hooguit enkele minuten achter, en een derde van de online bestellingen wordt in de winkel afgehaald.

Twee jaar later is het team er nog steeds, met dezelfde teamlead en weinig verloop, en het is gegroeid naar acht mensen sinds Casa Verdelli een loyaliteitsprogramma heeft ingevoerd.`,
    },
    figures: [
      {
        value: '+27 %',
        label: {
          en: 'online revenue in the first year',
          sr: 'onlajn prihod u prvoj godini',
          it: 'fatturato online nel primo anno',
          zh: '第一年线上营收',
          es: 'ingresos online en el primer año',
          ru: 'онлайн-выручка за первый год',
          nl: 'online omzet in het eerste jaar',
        },
      },
      {
        value: '34 %',
        label: {
          en: 'of online orders collected in store',
          sr: 'onlajn porudžbina preuzetih u prodavnici',
          it: 'degli ordini online ritirati in negozio',
          zh: '线上订单选择门店自提的比例',
          es: 'de los pedidos online recogidos en tienda',
          ru: 'онлайн-заказов забирают в магазине',
          nl: 'van de online bestellingen afgehaald in de winkel',
        },
      },
      {
        value: '12×',
        label: {
          en: 'more frequent releases',
          sr: 'češća izdanja novih verzija',
          it: 'rilasci più frequenti',
          zh: '发布频率提升',
          es: 'más frecuencia de publicación',
          ru: 'чаще выходят релизы',
          nl: 'vaker een release',
        },
      },
      {
        value: '0.9 s',
        label: {
          en: 'median product page load time (was 2.6 s)',
          sr: 'medijana učitavanja stranice proizvoda (ranije 2,6 s)',
          it: 'tempo mediano di caricamento della pagina prodotto (prima 2,6 s)',
          zh: '商品页加载时间中位数（原为 2.6 秒）',
          es: 'mediana del tiempo de carga de la página de producto (antes 2,6 s)',
          ru: 'медианное время загрузки страницы товара (было 2,6 с)',
          nl: 'mediane laadtijd van een productpagina (was 2,6 s)',
        },
      },
    ],
    testimonial: {
      quote: {
        en: 'Changing supplier in the middle of the season felt risky, but the transition was calm and well organized. The team works like part of our company: it joins our planning, challenges our ideas when needed and releases without drama. Click-and-collect had been on our wish list for three years; they delivered it in five months.',
        sr: 'Promena dobavljača usred sezone delovala je rizično, ali je tranzicija prošla mirno i organizovano. Tim radi kao deo naše kompanije: učestvuje u planiranju, dovodi u pitanje naše ideje kada treba i objavljuje nove verzije bez drame. Preuzimanje u prodavnici bilo nam je na listi želja tri godine, a oni su ga isporučili za pet meseci.',
        it: "Cambiare fornitore a metà stagione sembrava rischioso, ma la transizione è stata tranquilla e ben organizzata. Il team lavora come parte della nostra azienda: partecipa alla pianificazione, mette in discussione le nostre idee quando serve e rilascia senza drammi. Il click & collect era nella nostra lista dei desideri da tre anni: loro l'hanno realizzato in cinque mesi.",
        zh: '在销售旺季中途更换供应商看起来很冒险，但整个过渡平稳有序。这支团队就像我们公司的一部分：参与我们的规划，在必要时对我们的想法提出质疑，发布新版本从不出乱子。门店自提在我们的愿望清单上躺了三年，他们五个月就实现了。',
        es: 'Cambiar de proveedor en plena temporada parecía arriesgado, pero la transición fue tranquila y bien organizada. El equipo funciona como parte de nuestra empresa: participa en la planificación, cuestiona nuestras ideas cuando hace falta y publica versiones sin sobresaltos. El click & collect llevaba tres años en nuestra lista de deseos; ellos lo pusieron en marcha en cinco meses.',
        ru: 'Менять подрядчика посреди сезона казалось рискованным, но переход прошёл спокойно и организованно. Команда работает как часть нашей компании: участвует в планировании, спорит с нашими идеями, когда это нужно, и выпускает релизы без лишних волнений. Самовывоз три года стоял в нашем списке желаний, а они запустили его за пять месяцев.',
        nl: 'Midden in het seizoen van leverancier wisselen voelde riskant, maar de overgang verliep rustig en goed georganiseerd. Het team werkt als een deel van ons bedrijf: het doet mee aan onze planning, zet vraagtekens bij onze ideeën als dat nodig is en brengt releases uit zonder drama. Click & collect stond al drie jaar op ons verlanglijstje; zij leverden het in vijf maanden op.',
      },
      person: 'Giulia Ferretti',
      role: {
        en: 'Head of E-commerce',
        sr: 'Direktorka e-trgovine',
        it: 'Responsabile e-commerce',
        zh: '电商负责人',
        es: 'Responsable de e-commerce',
        ru: 'Руководитель электронной коммерции',
        nl: 'Hoofd e-commerce',
      },
    },
    logoFile: 'casa-verdelli.svg',
    logoAlt: logoAlt('Casa Verdelli'),
    coverFile: 'casa-verdelli.svg',
    coverAlt: {
      en: 'A storefront with a striped awning and a shopping bag on a green and teal gradient',
      sr: 'Izlog prodavnice sa prugastom tendom i kesa za kupovinu na zeleno-tirkiznoj pozadini',
      it: 'Una vetrina con una tenda a righe e una borsa shopping su uno sfondo sfumato verde e verde acqua',
      zh: '绿色与青色渐变背景上带条纹遮阳篷的店面和购物袋',
      es: 'Un escaparate con un toldo a rayas y una bolsa de la compra sobre un degradado verde y verde azulado',
      ru: 'Витрина магазина с полосатым навесом и пакет с покупками на зелёно-бирюзовом градиенте',
      nl: 'Een winkelpui met een gestreepte luifel en een boodschappentas op een achtergrond van groen naar petrol',
    },
  },
  {
    slug: 'auenthal-leasing',
    clientName: 'Auenthal Leasing',
    country: 'DE',
    industry: 'finance',
    services: ['talent', 'excellence'],
    featured: false,
    title: {
      en: "Engineers and quality practices for Auenthal Leasing's platform modernization",
      sr: 'Inženjeri i prakse kvaliteta za modernizaciju platforme kompanije Auenthal Leasing',
      it: 'Ingegneri e pratiche di qualità per la modernizzazione della piattaforma di Auenthal Leasing',
      zh: '为 Auenthal Leasing 的平台现代化提供工程师和质量实践',
      es: 'Ingenieros y prácticas de calidad para la modernización de la plataforma de Auenthal Leasing',
      ru: 'Инженеры и практики качества для модернизации платформы Auenthal Leasing',
      nl: 'Engineers en kwaliteitspraktijken voor de platformmodernisering van Auenthal Leasing',
    },
    summary: {
      en: 'We added nine engineers to the in-house teams of a German equipment leasing company and introduced test automation and auditable delivery practices, so that its new contract platform went live on the revised schedule.',
      sr: 'Internim timovima nemačke kompanije za lizing opreme pridružili smo devet inženjera i uveli automatizaciju testiranja i proces isporuke spreman za reviziju, pa je nova platforma za ugovore puštena u rad po izmenjenom planu.',
      it: "Abbiamo inserito nove ingegneri nei team interni di una società tedesca di leasing strumentale e introdotto l'automazione dei test e pratiche di rilascio verificabili, così la nuova piattaforma dei contratti è entrata in produzione secondo il piano rivisto.",
      zh: '我们为一家德国设备租赁公司的内部团队补充了九名工程师，并引入测试自动化和可审计的交付实践，使其新合同平台按修订后的计划如期上线。',
      es: 'Incorporamos nueve ingenieros a los equipos internos de una empresa alemana de leasing de equipos e introdujimos automatización de pruebas y prácticas de entrega auditables, de modo que su nueva plataforma de contratos entró en producción según el calendario revisado.',
      ru: 'Мы усилили внутренние команды немецкой лизинговой компании девятью инженерами и внедрили автоматизацию тестирования и прозрачный для аудита процесс поставки, благодаря чему новая платформа для договоров заработала в срок по скорректированному плану.',
      nl: 'We voegden negen engineers toe aan de interne teams van een Duitse leasemaatschappij voor bedrijfsmiddelen en voerden testautomatisering en controleerbare releasepraktijken in, zodat het nieuwe contractplatform volgens de herziene planning live ging.',
    },
    challenge: {
      en: `Auenthal Leasing finances machinery and vehicles for around 9,000 small and medium-sized businesses in southern Germany. It was replacing a monolithic contract management system with a modular platform, but a year into the program it was behind schedule: four open positions had stayed vacant for months, and testing was mostly manual.

Every release needed two weeks of manual regression testing, and as a supervised financial services institution Auenthal had to document each change for its auditors.`,
      sr: `Auenthal Leasing finansira mašine i vozila za oko 9.000 malih i srednjih preduzeća u južnoj Nemačkoj. Kompanija je monolitni sistem za upravljanje ugovorima zamenjivala modularnom platformom, ali je godinu dana nakon početka program kasnio: četiri otvorene pozicije mesecima su ostale nepopunjene, a testiranje je uglavnom bilo ručno.

Svako izdanje zahtevalo je dve nedelje ručnog regresionog testiranja, a kao finansijska institucija pod nadzorom Auenthal je morao da dokumentuje svaku izmenu za revizore.`,
      it: `Auenthal Leasing finanzia macchinari e veicoli per circa 9.000 piccole e medie imprese della Germania meridionale. Stava sostituendo un sistema monolitico di gestione dei contratti con una piattaforma modulare, ma dopo un anno il programma era in ritardo: quattro posizioni aperte erano rimaste scoperte per mesi e i test erano per lo più manuali.

Ogni rilascio richiedeva due settimane di test di regressione manuali e, in quanto istituto finanziario vigilato, Auenthal doveva documentare ogni modifica per i revisori.`,
      zh: `Auenthal Leasing 为德国南部约 9,000 家中小企业提供机械设备和车辆融资租赁。公司正在用模块化平台取代单体式合同管理系统，但项目启动一年后已明显滞后：四个空缺岗位数月无人填补，测试也大多依靠人工。

每次发布都需要两周的人工回归测试；同时，作为受监管的金融服务机构，Auenthal 必须为审计人员记录每一项变更。`,
      es: `Auenthal Leasing financia maquinaria y vehículos para unas 9.000 pequeñas y medianas empresas del sur de Alemania. Estaba sustituyendo un sistema monolítico de gestión de contratos por una plataforma modular, pero al cabo de un año el programa iba con retraso: cuatro vacantes llevaban meses sin cubrirse y las pruebas eran en su mayoría manuales.

Cada versión requería dos semanas de pruebas de regresión manuales y, como entidad financiera supervisada, Auenthal debía documentar cada cambio para sus auditores.`,
      ru: `Auenthal Leasing предоставляет в лизинг оборудование и транспорт примерно 9000 малым и средним предприятиям на юге Германии. Компания заменяла монолитную систему управления договорами модульной платформой, но через год программа отставала от графика: четыре вакансии месяцами оставались незакрытыми, а тестирование было в основном ручным.

Каждый релиз требовал двух недель ручного регрессионного тестирования, а как поднадзорная финансовая организация Auenthal была обязана документировать каждое изменение для аудиторов.`,
      nl: `Auenthal Leasing financiert machines en voertuigen voor zo'n 9.000 mkb-bedrijven in Zuid-Duitsland. Het bedrijf verving een monolithisch contractbeheersysteem door een modulair platform, maar na een jaar liep het programma achter: vier vacatures stonden al maanden open en er werd vooral handmatig getest.

Elke release vergde twee weken handmatige regressietests, en als financiële instelling onder toezicht moest Auenthal elke wijziging voor de auditors documenteren.`,
    },
    solution: {
      en: `Within seven weeks our talent acquisition team placed nine engineers in Auenthal's teams: five Java and Kotlin back-end developers, two front-end developers and two test automation engineers. They work under Auenthal's engineering managers, with its processes and tools, while a Danube Digital delivery manager looks after onboarding, retention and performance.

Alongside them, consultants from our center of excellence ran a twelve-week quality program:

- A test strategy with contract tests between services and end-to-end tests for the main leasing journeys
- A GitLab CI pipeline that records the change and test evidence the auditors ask for
- Coaching for Auenthal's own teams, so the practices stay in place after the consultants leave`,
      sr: `Naš tim za regrutaciju za sedam nedelja je u timove kompanije Auenthal uključio devet inženjera: pet bekend programera za Javu i Kotlin, dva frontend programera i dva inženjera za automatizaciju testiranja. Oni rade pod vođstvom inženjerskih menadžera kompanije Auenthal, u njenim procesima i alatima, dok menadžer isporuke iz kompanije Danube Digital brine o uvođenju u posao, zadržavanju i učinku.

Uporedo sa njima, konsultanti našeg centra izvrsnosti sproveli su dvanaestonedeljni program za kvalitet:

- Strategija testiranja sa ugovornim testovima između servisa i end-to-end testovima za glavne tokove lizinga
- GitLab CI pajplajn koji beleži dokaze o izmenama i testovima koje revizori traže
- Mentorisanje internih timova kompanije Auenthal, kako bi prakse ostale i posle odlaska konsultanata`,
      it: `In sette settimane il nostro team di ricerca e selezione ha inserito nove ingegneri nei team di Auenthal: cinque sviluppatori back-end Java e Kotlin, due sviluppatori front-end e due ingegneri di automazione dei test. Lavorano sotto la guida degli engineering manager di Auenthal, con i suoi processi e strumenti, mentre un delivery manager di Danube Digital si occupa di inserimento, fidelizzazione e rendimento.

Accanto a loro, i consulenti del nostro centro di eccellenza hanno condotto un programma di qualità di dodici settimane:

- Una strategia di test con contract test tra i servizi e test end-to-end per i principali percorsi di leasing
- Una pipeline GitLab CI che registra le evidenze su modifiche e test richieste dai revisori
- Coaching per i team interni di Auenthal, perché le pratiche restino anche dopo l'uscita dei consulenti`,
      zh: `我们的人才招聘团队在七周内为 Auenthal 的团队输送了九名工程师：五名 Java 和 Kotlin 后端开发人员、两名前端开发人员和两名测试自动化工程师。他们在 Auenthal 工程经理的领导下，按照客户的流程和工具开展工作；Danube Digital 的交付经理则负责入职融入、人员稳定和绩效。

与此同时，我们卓越中心的顾问开展了为期十二周的质量提升计划：

- 制定测试策略：服务之间的契约测试，以及覆盖主要租赁业务流程的端到端测试
- 搭建 GitLab CI 流水线，自动记录审计人员要求的变更和测试证据
- 辅导 Auenthal 的内部团队，确保顾问离开后这些实践依然延续`,
      es: `En siete semanas, nuestro equipo de captación de talento incorporó nueve ingenieros a los equipos de Auenthal: cinco desarrolladores back-end de Java y Kotlin, dos desarrolladores front-end y dos ingenieros de automatización de pruebas. Trabajan bajo la dirección de los engineering managers de Auenthal, con sus procesos y herramientas, mientras un delivery manager de Danube Digital se ocupa de la incorporación, la retención y el rendimiento.

Junto a ellos, consultores de nuestro centro de excelencia llevaron a cabo un programa de calidad de doce semanas:

- Una estrategia de pruebas con tests de contrato entre servicios y pruebas end-to-end de los principales recorridos de leasing
- Un pipeline en GitLab CI que registra las evidencias de cambios y pruebas que piden los auditores
- Acompañamiento a los equipos internos de Auenthal, para que las prácticas se mantengan cuando los consultores se vayan`,
      ru: `За семь недель наша служба подбора вывела в команды Auenthal девять инженеров: пять бэкенд-разработчиков на Java и Kotlin, двух фронтенд-разработчиков и двух инженеров по автоматизации тестирования. Они работают под руководством инженерных менеджеров Auenthal, по процессам и с инструментами клиента, а delivery-менеджер Danube Digital отвечает за адаптацию, удержание и результативность.

Параллельно консультанты нашего центра компетенций провели двенадцатинедельную программу по качеству:

- Стратегия тестирования с контрактными тестами между сервисами и end-to-end-тестами основных лизинговых сценариев
- Конвейер в GitLab CI, который фиксирует доказательства изменений и тестов, требуемые аудиторами
- Коучинг внутренних команд Auenthal, чтобы практики сохранились и после ухода консультантов`,
      nl: `Binnen zeven weken plaatste ons wervingsteam negen engineers in de teams van Auenthal: vijf backendontwikkelaars voor Java en Kotlin, twee frontendontwikkelaars en twee testautomatiseerders. Ze werken onder de engineering managers van Auenthal, met de processen en tools van het bedrijf, terwijl een delivery manager van Danube Digital zorgt voor onboarding, behoud en prestaties.

Daarnaast voerden consultants van ons centre of excellence een kwaliteitsprogramma van twaalf weken uit:

- Een teststrategie met contracttests tussen services en end-to-endtests voor de belangrijkste leasetrajecten
- Een GitLab CI-pipeline die het bewijs van wijzigingen en tests vastlegt waar de auditors om vragen
- Coaching van de eigen teams van Auenthal, zodat de werkwijzen blijven als de consultants vertrekken`,
    },
    result: {
      en: `The new platform went live for new contracts on the date set in the revised plan, and existing contracts were migrated three months later. Regression testing that used to take two weeks now runs overnight, in about six hours.

All nine engineers are still on the program after 18 months, and Auenthal has since extended the arrangement to its data team.`,
      sr: `Nova platforma puštena je u rad za nove ugovore na dan predviđen izmenjenim planom, a postojeći ugovori preneti su tri meseca kasnije. Regresiono testiranje koje je trajalo dve nedelje sada se izvršava preko noći, za oko šest sati.

Svih devet inženjera i posle 18 meseci radi na programu, a Auenthal je u međuvremenu proširio saradnju i na svoj tim za podatke.`,
      it: `La nuova piattaforma è entrata in produzione per i nuovi contratti alla data fissata nel piano rivisto, e i contratti esistenti sono stati migrati tre mesi dopo. I test di regressione, che prima richiedevano due settimane, ora girano di notte in circa sei ore.

Dopo 18 mesi tutti e nove gli ingegneri lavorano ancora al programma, e nel frattempo Auenthal ha esteso la collaborazione al proprio team dati.`,
      zh: `新平台在修订计划确定的日期上线处理新合同，三个月后完成了存量合同的迁移。过去需要两周的回归测试，现在一夜之间约六小时即可跑完。

18 个月后，九名工程师全部仍在项目中，Auenthal 随后还把这一合作模式扩展到了数据团队。`,
      es: `La nueva plataforma entró en producción para los contratos nuevos en la fecha fijada en el plan revisado, y los contratos existentes se migraron tres meses después. Las pruebas de regresión, que antes llevaban dos semanas, ahora se ejecutan durante la noche en unas seis horas.

Al cabo de 18 meses, los nueve ingenieros siguen en el programa, y Auenthal ha ampliado desde entonces la colaboración a su equipo de datos.`,
      ru: `Новая платформа начала обслуживать новые договоры в день, установленный скорректированным планом, а существующие договоры были перенесены через три месяца. Регрессионное тестирование, которое раньше занимало две недели, теперь проходит за ночь, примерно за шесть часов.

Спустя 18 месяцев все девять инженеров по-прежнему работают в программе, а Auenthal распространила этот формат сотрудничества и на свою команду по работе с данными.`,
      nl: `Het nieuwe platform ging voor nieuwe contracten live op de datum uit de herziene planning, en de bestaande contracten werden drie maanden later gemigreerd. Regressietests die vroeger twee weken kostten, draaien nu 's nachts in ongeveer zes uur.

Na 18 maanden werken alle negen engineers nog steeds aan het programma, en Auenthal heeft de samenwerking inmiddels uitgebreid naar zijn datateam.`,
    },
    figures: [
      {
        value: '7 wk',
        label: {
          en: "to place nine engineers in the client's teams",
          sr: 'do uključivanja devet inženjera u timove klijenta',
          it: 'per inserire nove ingegneri nei team del cliente',
          zh: '为客户团队配齐九名工程师',
          es: 'para incorporar nueve ingenieros a los equipos del cliente',
          ru: 'на подбор девяти инженеров в команды клиента',
          nl: 'om negen engineers in de teams van de klant te plaatsen',
        },
      },
      {
        value: '6 h',
        label: {
          en: 'of regression testing per release (was two weeks)',
          sr: 'regresionog testiranja po izdanju (ranije dve nedelje)',
          it: 'di test di regressione per rilascio (prima due settimane)',
          zh: '每次发布的回归测试时长（原为两周）',
          es: 'de pruebas de regresión por versión (antes, dos semanas)',
          ru: 'на регрессионное тестирование релиза (было две недели)',
          nl: 'regressietests per release (was twee weken)',
        },
      },
      {
        value: '100 %',
        label: {
          en: 'of placed engineers still on the team after 18 months',
          sr: 'angažovanih inženjera i dalje je u timu posle 18 meseci',
          it: 'degli ingegneri inseriti ancora nel team dopo 18 mesi',
          zh: '18 个月后仍在岗的工程师比例',
          es: 'de los ingenieros incorporados siguen en el equipo tras 18 meses',
          ru: 'инженеров остались в команде через 18 месяцев',
          nl: 'van de geplaatste engineers na 18 maanden nog in het team',
        },
      },
    ],
    testimonial: {
      quote: {
        en: 'We had tried to fill these roles ourselves for the better part of a year. Danube Digital found engineers who understood leasing and regulated environments and were productive within weeks. The quality program changed how our own teams work: releases are routine now, and our auditors get their evidence straight from the pipeline.',
        sr: 'Skoro godinu dana pokušavali smo sami da popunimo te pozicije. Danube Digital je pronašao inženjere koji razumeju lizing i regulisano okruženje i koji su za nekoliko nedelja postali produktivni. Program za kvalitet promenio je i način na koji rade naši timovi: izdanja su sada rutina, a revizori dokaze dobijaju direktno iz pajplajna.',
        it: 'Per quasi un anno avevamo cercato di coprire queste posizioni da soli. Danube Digital ha trovato ingegneri che conoscevano il leasing e i contesti regolamentati e che sono stati operativi nel giro di poche settimane. Il programma di qualità ha cambiato il modo di lavorare dei nostri team: oggi i rilasci sono routine e i revisori ricevono le evidenze direttamente dalla pipeline.',
        zh: '这些岗位我们自己招了将近一年也没招满。Danube Digital 找到了既懂租赁业务、又熟悉强监管环境的工程师，他们几周内就进入了状态。质量提升计划也改变了我们自己团队的工作方式：发布已成为例行工作，审计人员可以直接从流水线获取证据。',
        es: 'Llevábamos casi un año intentando cubrir estos puestos por nuestra cuenta. Danube Digital encontró ingenieros que conocían el leasing y los entornos regulados y que fueron productivos en pocas semanas. El programa de calidad cambió la forma de trabajar de nuestros propios equipos: las versiones son ahora rutina y los auditores obtienen sus evidencias directamente del pipeline.',
        ru: 'Почти год мы пытались закрыть эти вакансии сами. Danube Digital нашла инженеров, которые разбираются в лизинге и работе в регулируемой среде и вышли на полную продуктивность за считаные недели. Программа по качеству изменила и то, как работают наши собственные команды: релизы стали рутиной, а аудиторы получают доказательства прямо из конвейера.',
        nl: 'We hadden bijna een jaar geprobeerd deze functies zelf in te vullen. Danube Digital vond engineers die leasing en gereguleerde omgevingen begrepen en binnen enkele weken productief waren. Het kwaliteitsprogramma veranderde ook hoe onze eigen teams werken: releases zijn nu routine, en onze auditors halen hun bewijs rechtstreeks uit de pipeline.',
      },
      person: 'Matthias Oberländer',
      role: {
        en: 'Chief Technology Officer',
        sr: 'Direktor tehnologije',
        it: 'Chief Technology Officer',
        zh: '首席技术官',
        es: 'Director de Tecnología',
        ru: 'Технический директор',
        nl: 'Chief Technology Officer',
      },
    },
    logoFile: 'auenthal-leasing.svg',
    logoAlt: logoAlt('Auenthal Leasing'),
    coverFile: 'auenthal-leasing.svg',
    coverAlt: {
      en: 'A bar chart, a stack of coins and a shield with a check mark on a violet and blue gradient',
      sr: 'Stubičasti grafikon, naslagani novčići i štit sa znakom potvrde na ljubičasto-plavoj pozadini',
      it: 'Un grafico a barre, una pila di monete e uno scudo con un segno di spunta su uno sfondo sfumato viola e blu',
      zh: '紫蓝渐变背景上的柱状图、一摞硬币和带对勾的盾牌',
      es: 'Un gráfico de barras, una pila de monedas y un escudo con una marca de verificación sobre un degradado violeta y azul',
      ru: 'Столбчатая диаграмма, стопка монет и щит с галочкой на фиолетово-синем градиенте',
      nl: 'Een staafdiagram, een stapel munten en een schild met een vinkje op een achtergrond van paars naar blauw',
    },
  },
  {
    slug: 'ekmora-components',
    clientName: 'Ekmora Components',
    country: 'SE',
    industry: 'manufacturing',
    services: ['outsourcing', 'talent'],
    featured: false,
    title: {
      en: 'Shop-floor software and a dedicated team for Ekmora Components',
      sr: 'Softver za proizvodne pogone i posvećeni tim za Ekmora Components',
      it: 'Software di reparto e un team dedicato per Ekmora Components',
      zh: '为 Ekmora Components 打造车间软件和专属团队',
      es: 'Software de planta y un equipo dedicado para Ekmora Components',
      ru: 'Цеховое ПО и выделенная команда для Ekmora Components',
      nl: 'Software voor de werkvloer en een vast team voor Ekmora Components',
    },
    summary: {
      en: 'A dedicated team builds and runs the shop-floor applications of a Swedish maker of hydraulic components, and we recruited the automation and data specialists who work with it at the two plants. Equipment effectiveness rose by 11 points.',
      sr: 'Posvećeni tim razvija i održava softver za proizvodne pogone švedskog proizvođača hidrauličnih komponenti, a regrutovali smo i stručnjake za automatizaciju i podatke koji sa njim sarađuju u dve fabrike. Ukupna efikasnost opreme porasla je za 11 procentnih poena.',
      it: "Un team dedicato sviluppa e gestisce le applicazioni di reparto di un produttore svedese di componenti idraulici, affiancato dagli specialisti di automazione e dati che abbiamo selezionato per i due stabilimenti. L'OEE è salita di 11 punti.",
      zh: '一支专属团队为一家瑞典液压元件制造商开发并运维车间应用，我们还为其两家工厂招聘了与团队协作的自动化和数据专家。设备综合效率提高了 11 个百分点。',
      es: 'Un equipo dedicado desarrolla y opera las aplicaciones de planta de un fabricante sueco de componentes hidráulicos, y seleccionamos a los especialistas en automatización y datos que trabajan con él en las dos fábricas. La eficiencia global de los equipos subió 11 puntos.',
      ru: 'Выделенная команда разрабатывает и сопровождает цеховые приложения шведского производителя гидравлических компонентов, а специалистов по автоматизации и данным, которые работают с ней на двух заводах, подобрали мы. Общая эффективность оборудования выросла на 11 пунктов.',
      nl: 'Een vast team bouwt en beheert de werkvloerapplicaties van een Zweedse fabrikant van hydraulische componenten, en wij wierven de automatiserings- en dataspecialisten die er in de twee fabrieken mee samenwerken. De OEE steeg met 11 procentpunten.',
    },
    challenge: {
      en: `Ekmora Components makes hydraulic valves and cylinders for agricultural and construction machinery in two plants in Småland, with 180 CNC machines and six assembly lines. Production data lived in machine controllers, paper forms and a spreadsheet per shift, so nobody had a reliable picture of availability and scrap until the month was over.

The company had a plan for digitalizing the shop floor but only two people in IT, and hiring software engineers in a small Swedish town had proved slow.`,
      sr: `Ekmora Components proizvodi hidraulične ventile i cilindre za poljoprivredne i građevinske mašine u dve fabrike u Smolandu, sa 180 CNC mašina i šest montažnih linija. Podaci o proizvodnji nalazili su se u kontrolerima mašina, papirnim obrascima i po jednoj tabeli za svaku smenu, pa niko nije imao pouzdanu sliku raspoloživosti i škarta sve do kraja meseca.

Kompanija je imala plan za digitalizaciju proizvodnje, ali samo dvoje zaposlenih u IT-u, a zapošljavanje softverskih inženjera u malom švedskom gradu pokazalo se kao spor proces.`,
      it: `Ekmora Components produce valvole e cilindri idraulici per macchine agricole e movimento terra in due stabilimenti nello Småland, con 180 macchine CNC e sei linee di montaggio. I dati di produzione stavano nei controllori delle macchine, su moduli cartacei e in un foglio di calcolo per turno, quindi nessuno aveva un quadro affidabile di disponibilità e scarti prima della fine del mese.

L'azienda aveva un piano per digitalizzare la produzione ma solo due persone nell'IT, e assumere sviluppatori software in una piccola città svedese si era rivelato lento.`,
      zh: `Ekmora Components 在斯莫兰的两家工厂生产用于农业机械和工程机械的液压阀和液压缸，拥有 180 台数控机床和六条装配线。生产数据分散在机床控制器、纸质表单和每个班次各自的电子表格中，直到月底都没人能准确掌握设备可用率和废品情况。

公司制定了车间数字化计划，但 IT 部门只有两个人，而在瑞典小镇招聘软件工程师进展缓慢。`,
      es: `Ekmora Components fabrica válvulas y cilindros hidráulicos para maquinaria agrícola y de construcción en dos plantas de Småland, con 180 máquinas CNC y seis líneas de montaje. Los datos de producción estaban en los controladores de las máquinas, en formularios en papel y en una hoja de cálculo por turno, así que nadie tenía una imagen fiable de la disponibilidad y los rechazos hasta que terminaba el mes.

La empresa tenía un plan para digitalizar la planta, pero solo dos personas en TI, y contratar ingenieros de software en una pequeña ciudad sueca estaba resultando lento.`,
      ru: `Ekmora Components выпускает гидравлические клапаны и цилиндры для сельскохозяйственной и строительной техники на двух заводах в Смоланде, где работают 180 станков с ЧПУ и шесть сборочных линий. Производственные данные хранились в контроллерах станков, бумажных формах и отдельной таблице для каждой смены, поэтому достоверной картины по доступности оборудования и браку до конца месяца не было ни у кого.

У компании был план цифровизации производства, но в ИТ работали всего два человека, а нанять разработчиков в небольшом шведском городе оказалось непросто.`,
      nl: `Ekmora Components maakt hydraulische ventielen en cilinders voor land- en bouwmachines in twee fabrieken in Småland, met 180 CNC-machines en zes assemblagelijnen. Productiegegevens zaten in machinebesturingen, op papieren formulieren en in een spreadsheet per ploeg, zodat niemand vóór het einde van de maand een betrouwbaar beeld had van beschikbaarheid en afkeur.

Het bedrijf had een plan om de werkvloer te digitaliseren, maar slechts twee mensen op IT, en softwareontwikkelaars werven in een kleine Zweedse stad bleek traag te gaan.`,
    },
    solution: {
      en: `We set up a dedicated team of six in Belgrade (a team lead, three developers, a data engineer and a QA engineer) that works in English; the team lead spent the first month at the plants.

- Connectors that collect machine states and counters from the CNC controllers over MTConnect and OPC UA
- Tablet applications on which operators record stoppage reasons, scrap and quality checks instead of paper forms
- OEE dashboards per machine, line and shift, with a weekly report for the plant managers
- Batch traceability from raw material to shipped part, linked to the ERP

Our talent acquisition team also recruited two automation engineers and a data analyst who work directly for Ekmora at the plants, as the team's counterparts on site.`,
      sr: `Formirali smo posvećeni tim od šest ljudi u Beogradu (vođa tima, tri programera, inženjer za podatke i QA inženjer) koji radi na engleskom; vođa tima je prvi mesec proveo u fabrikama.

- Konektori koji preko protokola MTConnect i OPC UA prikupljaju stanja i brojače mašina iz CNC kontrolera
- Aplikacije za tablete u kojima operateri, umesto u papirne obrasce, beleže razloge zastoja, škart i kontrole kvaliteta
- OEE kontrolne table po mašini, liniji i smeni, sa nedeljnim izveštajem za direktore fabrika
- Sledljivost serija od sirovine do isporučenog dela, povezana sa ERP-om

Naš tim za regrutaciju zaposlio je i dva inženjera automatizacije i jednog analitičara podataka koji rade direktno za kompaniju Ekmora u fabrikama i sagovornici su tima na terenu.`,
      it: `Abbiamo costituito a Belgrado un team dedicato di sei persone (un team lead, tre sviluppatori, un data engineer e un QA engineer) che lavora in inglese; il team lead ha trascorso il primo mese negli stabilimenti.

- Connettori che raccolgono stati e contatori delle macchine dai controllori CNC tramite MTConnect e OPC UA
- Applicazioni per tablet con cui gli operatori registrano cause di fermo, scarti e controlli qualità al posto dei moduli cartacei
- Dashboard OEE per macchina, linea e turno, con un report settimanale per i direttori di stabilimento
- Tracciabilità dei lotti dalla materia prima al pezzo spedito, collegata all'ERP

Il nostro team di ricerca e selezione ha inoltre assunto due ingegneri dell'automazione e un data analyst che lavorano direttamente per Ekmora negli stabilimenti e sono gli interlocutori del team sul posto.`,
      zh: `我们在贝尔格莱德组建了一支六人专属团队（一名团队负责人、三名开发人员、一名数据工程师和一名测试工程师），工作语言为英语；团队负责人在项目第一个月常驻工厂。

- 连接器通过 MTConnect 和 OPC UA 从数控系统采集设备状态和计数
- 平板应用取代纸质表单，供操作工记录停机原因、废品和质检结果
- 按设备、产线和班次展示的 OEE 看板，并为厂长生成每周报告
- 从原材料到出厂零件的批次追溯，并与 ERP 系统打通

我们的人才招聘团队还招聘了两名自动化工程师和一名数据分析师，他们直接受雇于 Ekmora，在工厂现场与专属团队对接。`,
      es: `Formamos en Belgrado un equipo dedicado de seis personas (un team lead, tres desarrolladores, un ingeniero de datos y un ingeniero de QA) que trabaja en inglés; el team lead pasó el primer mes en las fábricas.

- Conectores que recogen estados y contadores de las máquinas desde los controladores CNC mediante MTConnect y OPC UA
- Aplicaciones para tabletas en las que los operarios registran causas de parada, rechazos y controles de calidad en lugar de usar formularios en papel
- Cuadros de mando de OEE por máquina, línea y turno, con un informe semanal para los directores de planta
- Trazabilidad de lotes desde la materia prima hasta la pieza expedida, vinculada al ERP

Nuestro equipo de captación de talento seleccionó además a dos ingenieros de automatización y un analista de datos que trabajan directamente para Ekmora en las fábricas y son los interlocutores del equipo sobre el terreno.`,
      ru: `Мы сформировали в Белграде выделенную команду из шести человек (тимлид, три разработчика, дата-инженер и QA-инженер), которая работает на английском; первый месяц тимлид провёл на заводах.

- Коннекторы, которые собирают состояния и счётчики станков с контроллеров ЧПУ по MTConnect и OPC UA
- Приложения для планшетов, в которых операторы вместо бумажных форм фиксируют причины простоев, брак и результаты контроля качества
- OEE-дашборды по станку, линии и смене с еженедельным отчётом для директоров заводов
- Прослеживаемость партий от сырья до отгруженной детали с привязкой к ERP

Кроме того, наша служба подбора наняла двух инженеров по автоматизации и аналитика данных, которые работают непосредственно в Ekmora на заводах и служат для команды контактными лицами на месте.`,
      nl: `We stelden in Belgrado een vast team van zes mensen samen (een teamlead, drie ontwikkelaars, een data-engineer en een QA-engineer) dat in het Engels werkt; de teamlead bracht de eerste maand door in de fabrieken.

- Connectoren die machinestatussen en tellers uit de CNC-besturingen verzamelen via MTConnect en OPC UA
- Tabletapplicaties waarop operators stilstandoorzaken, afkeur en kwaliteitscontroles vastleggen in plaats van op papieren formulieren
- OEE-dashboards per machine, lijn en ploeg, met een wekelijks rapport voor de fabrieksmanagers
- Traceerbaarheid van batches van grondstof tot verzonden onderdeel, gekoppeld aan het ERP

Ons wervingsteam wierf daarnaast twee automatiseringsengineers en een data-analist die rechtstreeks voor Ekmora in de fabrieken werken, als aanspreekpunt van het team ter plaatse.`,
    },
    result: {
      en: `Within eight months both plants were working with the new applications. Plant managers now see availability, performance and scrap per shift the next morning, and the most frequent causes of stoppages have been tackled one by one.

Overall equipment effectiveness (OEE) rose by eleven points, and a customer audit that used to mean days of searching through paper now takes a few hours.`,
      sr: `Za osam meseci obe fabrike prešle su na nove aplikacije. Direktori fabrika sada već narednog jutra vide raspoloživost, učinak i škart po smeni, a najčešći uzroci zastoja otklanjaju se jedan po jedan.

Ukupna efikasnost opreme (OEE) porasla je za jedanaest procentnih poena, a provera od strane kupca, koja je ranije značila danima pretraživanja papira, sada traje nekoliko sati.`,
      it: `Nel giro di otto mesi entrambi gli stabilimenti sono passati alle nuove applicazioni. I direttori di stabilimento vedono disponibilità, prestazioni e scarti per turno già la mattina dopo, e le cause di fermo più frequenti sono state affrontate una per una.

L'efficienza complessiva degli impianti (OEE) è salita di undici punti, e un audit cliente che prima significava giorni di ricerche tra le carte oggi richiede poche ore.`,
      zh: `八个月内，两家工厂都用上了新应用。厂长们第二天早上就能看到每个班次的可用率、性能和废品情况，最常见的停机原因已被逐一解决。

设备综合效率（OEE）提高了十一个百分点；过去需要翻查几天纸质记录的客户审核，现在几个小时就能完成。`,
      es: `En ocho meses, las dos fábricas ya trabajaban con las nuevas aplicaciones. Los directores de planta ven a la mañana siguiente la disponibilidad, el rendimiento y los rechazos de cada turno, y las causas de parada más frecuentes se han ido atacando una a una.

La eficiencia global de los equipos (OEE) subió once puntos, y una auditoría de cliente que antes suponía días buscando entre papeles ahora se resuelve en unas horas.`,
      ru: `За восемь месяцев оба завода перешли на новые приложения. Директора заводов уже на следующее утро видят доступность, производительность и брак по каждой смене, а самые частые причины простоев устраняются одна за другой.

Общая эффективность оборудования (OEE) выросла на одиннадцать пунктов, а аудит со стороны клиента, на который раньше уходили дни поиска по бумагам, теперь занимает несколько часов.`,
      nl: `Binnen acht maanden werkten beide fabrieken met de nieuwe applicaties. Fabrieksmanagers zien de volgende ochtend al de beschikbaarheid, prestaties en afkeur per ploeg, en de meest voorkomende oorzaken van stilstand zijn een voor een aangepakt.

De OEE (overall equipment effectiveness) steeg met elf procentpunten, en een klantaudit die vroeger dagen zoeken in papier betekende, kost nu een paar uur.`,
    },
    figures: [
      {
        value: '+11 pts',
        label: {
          en: 'overall equipment effectiveness (OEE)',
          sr: 'ukupna efikasnost opreme (OEE)',
          it: 'efficienza complessiva degli impianti (OEE)',
          zh: '设备综合效率（OEE）',
          es: 'eficiencia global de los equipos (OEE)',
          ru: 'общая эффективность оборудования (OEE)',
          nl: 'overall equipment effectiveness (OEE)',
        },
      },
      {
        value: '−35 %',
        label: {
          en: 'unplanned machine downtime',
          sr: 'neplanirani zastoji mašina',
          it: 'fermi macchina non pianificati',
          zh: '非计划停机时间',
          es: 'paradas no planificadas de las máquinas',
          ru: 'внеплановые простои станков',
          nl: 'ongeplande stilstand van machines',
        },
      },
      {
        value: '−22 %',
        label: {
          en: 'scrap rate',
          sr: 'stopa škarta',
          it: 'tasso di scarto',
          zh: '废品率',
          es: 'tasa de rechazo',
          ru: 'доля брака',
          nl: 'afkeurpercentage',
        },
      },
      {
        value: '10 wk',
        label: {
          en: 'to assemble the dedicated team',
          sr: 'do formiranja posvećenog tima',
          it: 'per formare il team dedicato',
          zh: '组建专属团队用时',
          es: 'para formar el equipo dedicado',
          ru: 'на формирование выделенной команды',
          nl: 'om het vaste team samen te stellen',
        },
      },
    ],
    testimonial: {
      quote: {
        en: 'We needed a software team we could never have built ourselves in Småland, and people on site who understand our machines. Danube Digital gave us both. The team knows our plants as well as many of our own staff, and the operators actually use the tablets, because the applications were designed together with them on the shop floor.',
        sr: 'Trebao nam je softverski tim kakav u Smolandu nikada ne bismo sami okupili, kao i ljudi na licu mesta koji razumeju naše mašine. Danube Digital nam je obezbedio oboje. Tim poznaje naše fabrike kao i mnogi naši zaposleni, a operateri zaista koriste tablete jer su aplikacije osmišljene zajedno sa njima, u pogonu.',
        it: 'Avevamo bisogno di un team software che nello Småland non avremmo mai potuto mettere insieme da soli, e di persone sul posto che conoscessero le nostre macchine. Danube Digital ci ha dato entrambe le cose. Il team conosce i nostri stabilimenti come molti dei nostri dipendenti, e gli operatori usano davvero i tablet, perché le applicazioni sono state progettate insieme a loro, in reparto.',
        zh: '我们需要一支在斯莫兰本地根本组建不起来的软件团队，也需要懂我们设备的现场人员。Danube Digital 两者都给了我们。这支团队对我们工厂的了解不亚于许多老员工；操作工也真的在用这些平板应用，因为它们是在车间里和操作工一起设计出来的。',
        es: 'Necesitábamos un equipo de software que nunca habríamos podido formar por nuestra cuenta en Småland, y personas en planta que entendieran nuestras máquinas. Danube Digital nos dio las dos cosas. El equipo conoce nuestras fábricas tan bien como muchos de nuestros empleados, y los operarios usan de verdad las tabletas, porque las aplicaciones se diseñaron con ellos, en la propia planta.',
        ru: 'Нам была нужна команда разработчиков, которую мы никогда не собрали бы сами в Смоланде, и люди на месте, которые понимают наши станки. Danube Digital дала нам и то и другое. Команда знает наши заводы не хуже многих наших сотрудников, а операторы действительно пользуются планшетами, потому что приложения проектировали вместе с ними, прямо в цеху.',
        nl: 'We hadden een softwareteam nodig dat we in Småland nooit zelf hadden kunnen opbouwen, en mensen ter plaatse die onze machines begrijpen. Danube Digital gaf ons allebei. Het team kent onze fabrieken net zo goed als veel van onze eigen medewerkers, en de operators gebruiken de tablets echt, omdat de applicaties samen met hen op de werkvloer zijn ontworpen.',
      },
      person: 'Linnea Bergqvist',
      role: {
        en: 'Head of Production',
        sr: 'Direktorka proizvodnje',
        it: 'Responsabile della produzione',
        zh: '生产总监',
        es: 'Directora de Producción',
        ru: 'Директор по производству',
        nl: 'Hoofd productie',
      },
    },
    logoFile: 'ekmora-components.svg',
    logoAlt: logoAlt('Ekmora Components'),
    coverFile: 'ekmora-components.svg',
    coverAlt: {
      en: 'Two gears and a conveyor belt carrying parts on a crimson and slate gradient',
      sr: 'Dva zupčanika i pokretna traka sa delovima na tamnocrveno-sivoj pozadini',
      it: 'Due ingranaggi e un nastro trasportatore con dei pezzi su uno sfondo sfumato cremisi e grigio ardesia',
      zh: '深红与石板灰渐变背景上的两个齿轮和运送零件的传送带',
      es: 'Dos engranajes y una cinta transportadora con piezas sobre un degradado carmesí y gris pizarra',
      ru: 'Две шестерни и конвейер с деталями на багрово-сером градиенте',
      nl: 'Twee tandwielen en een lopende band met onderdelen op een achtergrond van karmijnrood naar leigrijs',
    },
  },
];
