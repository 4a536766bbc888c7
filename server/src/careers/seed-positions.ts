import type { EmploymentType, PositionStatus, Workplace } from '@/api/contract/site-values';

/** A demo position, its dates in days from the seeding day (negative: in the past). */
export interface DemoPosition {
  titleEn: string;
  titleEs: string;
  department: string;
  location: string;
  workplace: Workplace;
  employmentType: EmploymentType;
  /** Yearly, in whole euros. */
  salary: [number, number] | null;
  status: PositionStatus;
  publishedDays: number | null;
  closesInDays: number | null;
  descriptionEn: string;
  descriptionEs: string;
  requirementsEn: string;
  requirementsEs: string;
  offerEn: string;
  offerEs: string;
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;

const OFFER_EN = list([
  'A yearly learning budget of €1,500 and time in the week to use it',
  'Flexible hours around a core of four shared hours',
  'Private health insurance from the first month',
  '25 working days of holiday, plus your birthday',
]);
const OFFER_ES = list([
  'Presupuesto anual de formación de 1.500 € y tiempo en la semana para usarlo',
  'Horario flexible en torno a cuatro horas comunes',
  'Seguro médico privado desde el primer mes',
  '25 días laborables de vacaciones, más tu cumpleaños',
]);

export const DEMO_POSITIONS: DemoPosition[] = [
  {
    titleEn: 'Full-stack developer',
    titleEs: 'Desarrollador/a full-stack',
    department: 'Engineering',
    location: 'Madrid',
    workplace: 'hybrid',
    employmentType: 'full_time',
    salary: [45_000, 60_000],
    status: 'open',
    publishedDays: -45,
    closesInDays: 30,
    descriptionEn:
      '<p>We build websites, online shops and booking systems for small businesses, and the dashboard where they follow their projects. As a full-stack developer you will take features from the first call with the client to production: <strong>React and TypeScript</strong> in the browser, <strong>Node.js and PostgreSQL</strong> on the server.</p><p>You will work in a team of six developers, with a project manager who shields you from surprise requests.</p>',
    descriptionEs:
      '<p>Creamos webs, tiendas online y sistemas de reservas para pequeñas empresas, y el panel donde siguen sus proyectos. Como desarrollador/a full-stack llevarás funcionalidades desde la primera llamada con el cliente hasta producción: <strong>React y TypeScript</strong> en el navegador, <strong>Node.js y PostgreSQL</strong> en el servidor.</p><p>Trabajarás en un equipo de seis personas de desarrollo, con una jefa de proyecto que te protege de las peticiones de última hora.</p>',
    requirementsEn: list([
      'Three years or more building web applications in production',
      'Good TypeScript, and SQL you are not afraid of',
      'Tests as part of the work, not an afterthought',
      'Spanish or English at a working level (both is a plus)',
    ]),
    requirementsEs: list([
      'Tres años o más creando aplicaciones web en producción',
      'Buen nivel de TypeScript, y SQL sin miedo',
      'Las pruebas como parte del trabajo, no como un añadido',
      'Español o inglés de trabajo (los dos es un plus)',
    ]),
    offerEn: OFFER_EN,
    offerEs: OFFER_ES,
  },
  {
    titleEn: 'Voice AI engineer',
    titleEs: 'Ingeniero/a de IA de voz',
    department: 'Lato AI',
    location: 'Remote (Europe)',
    workplace: 'remote',
    employmentType: 'full_time',
    salary: [55_000, 75_000],
    status: 'open',
    publishedDays: -5,
    closesInDays: null,
    descriptionEn:
      '<p>Lato AI answers the phone for our clients: it books appointments, takes messages and answers questions in English and Spanish. You will make it sound more natural and fail less often, from speech recognition to the moment it decides to hand a call to a person.</p><h3>What you will work on</h3>' +
      list([
        'Latency of the conversation loop, measured on real calls',
        'Prompts and evaluation sets for each kind of business',
        'Twilio call flows and the fallbacks when something breaks',
      ]),
    descriptionEs:
      '<p>Lato AI atiende el teléfono de nuestros clientes: reserva citas, toma recados y responde preguntas en inglés y en español. Harás que suene más natural y que falle menos, desde el reconocimiento de voz hasta el momento en que decide pasar la llamada a una persona.</p><h3>En qué trabajarás</h3>' +
      list([
        'La latencia del ciclo de conversación, medida en llamadas reales',
        'Instrucciones y conjuntos de evaluación para cada tipo de negocio',
        'Los flujos de llamada de Twilio y las alternativas cuando algo falla',
      ]),
    requirementsEn: list([
      'Experience shipping products on top of speech or language models',
      'Python or TypeScript, and the habit of measuring before optimising',
      'Fluent Spanish: you will listen to many calls in it',
    ]),
    requirementsEs: list([
      'Experiencia lanzando productos sobre modelos de voz o de lenguaje',
      'Python o TypeScript, y la costumbre de medir antes de optimizar',
      'Español fluido: escucharás muchas llamadas en español',
    ]),
    offerEn: OFFER_EN,
    offerEs: OFFER_ES,
  },
  {
    titleEn: 'Project manager',
    titleEs: 'Jefe/a de proyecto',
    department: 'Delivery',
    location: 'Madrid',
    workplace: 'hybrid',
    employmentType: 'full_time',
    salary: [40_000, 52_000],
    status: 'open',
    publishedDays: -60,
    closesInDays: 14,
    descriptionEn:
      '<p>You will run four to six client projects at a time: scope them with the client, plan the phases with the team, and keep everyone informed every week. Our clients are dentists, shops and law firms, not technology companies: <em>explaining clearly</em> is half of the job.</p>',
    descriptionEs:
      '<p>Llevarás entre cuatro y seis proyectos de clientes a la vez: definirás el alcance con el cliente, planificarás las fases con el equipo y mantendrás a todos informados cada semana. Nuestros clientes son clínicas dentales, tiendas y despachos, no empresas de tecnología: <em>explicar con claridad</em> es la mitad del trabajo.</p>',
    requirementsEn: list([
      'Two years or more managing web or software projects',
      'Comfortable with budgets, estimates and saying no politely',
      'Native or near-native Spanish and good English',
    ]),
    requirementsEs: list([
      'Dos años o más gestionando proyectos web o de software',
      'Soltura con presupuestos, estimaciones y con decir que no con amabilidad',
      'Español nativo o casi nativo y buen inglés',
    ]),
    offerEn: OFFER_EN,
    offerEs: OFFER_ES,
  },
  {
    titleEn: 'UX designer',
    titleEs: 'Diseñador/a UX',
    department: 'Design',
    location: 'Remote',
    workplace: 'remote',
    employmentType: 'contract',
    salary: null,
    status: 'draft',
    publishedDays: null,
    closesInDays: null,
    descriptionEn:
      '<p>A six-month contract to redesign the dashboard our clients use every day: calls, messages, projects and invoices. You will interview clients, test prototypes with them and work with two developers on the result.</p>',
    descriptionEs:
      '<p>Un contrato de seis meses para rediseñar el panel que nuestros clientes usan cada día: llamadas, mensajes, proyectos y facturas. Entrevistarás a clientes, probarás prototipos con ellos y trabajarás con dos personas de desarrollo en el resultado.</p>',
    requirementsEn: list(['A portfolio with research, not only screens', 'Figma, and accessible design as a habit']),
    requirementsEs: list(['Un portfolio con investigación, no solo pantallas', 'Figma, y el diseño accesible como costumbre']),
    offerEn: '<p>Remote work across European time zones, paid monthly.</p>',
    offerEs: '<p>Trabajo en remoto en husos horarios europeos, con pago mensual.</p>',
  },
  {
    titleEn: 'Customer success manager, Spanish-speaking markets',
    titleEs: 'Customer success manager, mercados hispanohablantes',
    department: 'Customer success',
    location: 'Bogotá',
    workplace: 'hybrid',
    employmentType: 'full_time',
    salary: [30_000, 38_000],
    status: 'closed',
    publishedDays: -90,
    closesInDays: -30,
    descriptionEn:
      '<p>You will look after our clients in Spain and Latin America once their project is live: training their staff, setting up Lato AI for their business and noticing when something is about to go wrong before they do.</p>',
    descriptionEs:
      '<p>Cuidarás de nuestros clientes en España y Latinoamérica cuando su proyecto ya esté en marcha: formarás a su personal, configurarás Lato AI para su negocio y notarás cuándo algo está a punto de fallar antes que ellos.</p>',
    requirementsEn: list(['Experience in customer success or account management for software', 'Native Spanish and fluent English']),
    requirementsEs: list(['Experiencia en customer success o gestión de cuentas de software', 'Español nativo e inglés fluido']),
    offerEn: OFFER_EN,
    offerEs: OFFER_ES,
  },
];
