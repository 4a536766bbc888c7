import type { BillingInterval, ProductKind, ProductStatus } from '@/api/contract/shop';

/** One product of the demo catalogue, in both languages; every amount in US cents. */
export interface DemoProduct {
  kind: ProductKind;
  nameEn: string;
  nameEs: string;
  descriptionEn: string;
  descriptionEs: string;
  priceMinor: number;
  interval: BillingInterval;
  yearlyPriceMinor: number | null;
  trialDays: number;
  featuresEn: string[];
  featuresEs: string[];
  numbers: number;
  maxNumbers: number | null;
  callMinutes: number;
  sms: number;
  overageMinuteMinor: number;
  overageSmsMinor: number;
  status: ProductStatus;
  /** The order on the catalogue and the pricing page. */
  position: number;
  /** Its picture's colours and discs (demo-png.ts); none for a draft. */
  picture: { from: [number, number, number]; to: [number, number, number]; marks: number } | null;
}

const BLUE: [number, number, number] = [37, 99, 235];
const VIOLET: [number, number, number] = [124, 58, 237];
const TEAL: [number, number, number] = [13, 148, 136];
const GREEN: [number, number, number] = [22, 163, 74];
const AMBER: [number, number, number] = [217, 119, 6];
const ROSE: [number, number, number] = [225, 29, 72];

const none = { numbers: 0, maxNumbers: null, callMinutes: 0, sms: 0, overageMinuteMinor: 0, overageSmsMinor: 0 };

/** A plan: sold by the month, or by the year at its yearly price. */
const plan = {
  kind: 'plan',
  interval: 'month',
  status: 'published',
} as const;
const addOn = { kind: 'add_on', interval: 'month', yearlyPriceMinor: null, trialDays: 0, status: 'published' } as const;
const service = { kind: 'service', interval: 'one_time', yearlyPriceMinor: null, trialDays: 0, status: 'published', ...none } as const;

/**
 * The agency's catalogue as the demo shows it: three plans, three add-ons, three services and an
 * Enterprise plan still being written (a draft). Prices in USD.
 */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    ...plan,
    nameEn: 'Starter',
    nameEs: 'Starter',
    descriptionEn:
      '<p>The AI assistant on one phone number: it answers every call and SMS, day and night, books what callers ask for and passes the urgent ones to you.</p><p>For a <strong>small business</strong> that misses calls while it works.</p>',
    descriptionEs:
      '<p>El asistente con IA en un número de teléfono: atiende cada llamada y cada SMS, de día y de noche, apunta lo que te piden y te pasa lo urgente.</p><p>Para un <strong>pequeño negocio</strong> que pierde llamadas mientras trabaja.</p>',
    priceMinor: 4_900,
    yearlyPriceMinor: 49_000,
    trialDays: 14,
    featuresEn: [
      '1 phone number included',
      '300 call minutes a month',
      '500 SMS a month',
      'Call summaries by e-mail',
      'Business hours and holidays',
    ],
    featuresEs: [
      '1 número de teléfono incluido',
      '300 minutos de llamada al mes',
      '500 SMS al mes',
      'Resúmenes de llamadas por correo',
      'Horario comercial y festivos',
    ],
    numbers: 1,
    maxNumbers: 2,
    callMinutes: 300,
    sms: 500,
    overageMinuteMinor: 8,
    overageSmsMinor: 3,
    position: 1,
    picture: { from: BLUE, to: VIOLET, marks: 1 },
  },
  {
    ...plan,
    nameEn: 'Growth',
    nameEs: 'Growth',
    descriptionEn:
      '<p>For a business with several lines: each number has its own assistant, with its greeting, hours and answers, and every conversation is in one place.</p><p>Hand calls to the right person, and see which questions come up most.</p>',
    descriptionEs:
      '<p>Para un negocio con varias líneas: cada número tiene su propio asistente, con su saludo, su horario y sus respuestas, y todas las conversaciones en un solo sitio.</p><p>Pasa las llamadas a la persona adecuada y descubre qué preguntas se repiten más.</p>',
    priceMinor: 14_900,
    yearlyPriceMinor: 149_000,
    trialDays: 14,
    featuresEn: [
      '3 phone numbers included',
      '1,500 call minutes a month',
      '3,000 SMS a month',
      'Call transfer to your team',
      'Conversation history and search',
    ],
    featuresEs: [
      '3 números de teléfono incluidos',
      '1.500 minutos de llamada al mes',
      '3.000 SMS al mes',
      'Transferencia de llamadas a tu equipo',
      'Historial de conversaciones con búsqueda',
    ],
    numbers: 3,
    maxNumbers: 10,
    callMinutes: 1_500,
    sms: 3_000,
    overageMinuteMinor: 6,
    overageSmsMinor: 2,
    position: 2,
    picture: { from: BLUE, to: TEAL, marks: 2 },
  },
  {
    ...plan,
    nameEn: 'Scale',
    nameEs: 'Scale',
    descriptionEn:
      '<p>For busy teams and chains: up to fifty numbers, with the volume a call centre needs and a person at the agency who knows your account.</p>',
    descriptionEs:
      '<p>Para equipos con mucho movimiento y cadenas de tiendas: hasta cincuenta números, con el volumen que necesita un centro de llamadas y una persona de la agencia que conoce tu cuenta.</p>',
    priceMinor: 39_900,
    yearlyPriceMinor: 399_000,
    trialDays: 0,
    featuresEn: [
      '10 phone numbers included',
      '5,000 call minutes a month',
      '10,000 SMS a month',
      'Priority support',
      'A dedicated account manager',
    ],
    featuresEs: [
      '10 números de teléfono incluidos',
      '5.000 minutos de llamada al mes',
      '10.000 SMS al mes',
      'Soporte prioritario',
      'Un gestor de cuenta dedicado',
    ],
    numbers: 10,
    maxNumbers: 50,
    callMinutes: 5_000,
    sms: 10_000,
    overageMinuteMinor: 4,
    overageSmsMinor: 1,
    position: 3,
    picture: { from: VIOLET, to: ROSE, marks: 3 },
  },
  {
    ...plan,
    nameEn: 'Enterprise',
    nameEs: 'Enterprise',
    descriptionEn: '<p>Numbers and minutes made to measure, with a service agreement. Not for sale yet: its terms are being written.</p>',
    descriptionEs:
      '<p>Números y minutos a medida, con un acuerdo de nivel de servicio. Aún no está a la venta: estamos cerrando sus condiciones.</p>',
    priceMinor: 99_900,
    yearlyPriceMinor: 999_000,
    trialDays: 0,
    featuresEn: ['25 phone numbers included', '20,000 call minutes a month', '40,000 SMS a month', 'Service level agreement'],
    featuresEs: [
      '25 números de teléfono incluidos',
      '20.000 minutos de llamada al mes',
      '40.000 SMS al mes',
      'Acuerdo de nivel de servicio',
    ],
    numbers: 25,
    maxNumbers: 200,
    callMinutes: 20_000,
    sms: 40_000,
    overageMinuteMinor: 3,
    overageSmsMinor: 1,
    status: 'draft',
    position: 4,
    picture: null,
  },
  {
    ...addOn,
    ...none,
    nameEn: 'Extra number',
    nameEs: 'Número adicional',
    descriptionEn: '<p>One more phone number for your plan, with its own assistant. It shares the plan’s minutes and SMS.</p>',
    descriptionEs: '<p>Un número de teléfono más para tu plan, con su propio asistente. Comparte los minutos y los SMS del plan.</p>',
    priceMinor: 1_500,
    featuresEn: ['1 more phone number', 'Its own greeting and hours'],
    featuresEs: ['1 número de teléfono más', 'Su propio saludo y horario'],
    numbers: 1,
    position: 10,
    picture: { from: TEAL, to: GREEN, marks: 1 },
  },
  {
    ...addOn,
    ...none,
    nameEn: '500 minutes',
    nameEs: '500 minutos',
    descriptionEn: '<p>500 more call minutes every month, for the months the phone rings more than your plan expects.</p>',
    descriptionEs: '<p>500 minutos de llamada más cada mes, para los meses en que el teléfono suena más de lo que prevé tu plan.</p>',
    priceMinor: 4_000,
    featuresEn: ['500 more call minutes a month'],
    featuresEs: ['500 minutos de llamada más al mes'],
    callMinutes: 500,
    position: 11,
    picture: { from: TEAL, to: BLUE, marks: 2 },
  },
  {
    ...addOn,
    ...none,
    nameEn: '1,000 SMS',
    nameEs: '1.000 SMS',
    descriptionEn: '<p>1,000 more text messages every month: confirmations, reminders and answers to the customers who write.</p>',
    descriptionEs: '<p>1.000 SMS más cada mes: confirmaciones, recordatorios y respuestas a los clientes que te escriben.</p>',
    priceMinor: 2_000,
    featuresEn: ['1,000 more SMS a month'],
    featuresEs: ['1.000 SMS más al mes'],
    sms: 1_000,
    position: 12,
    picture: { from: TEAL, to: VIOLET, marks: 3 },
  },
  {
    ...service,
    nameEn: 'Website',
    nameEs: 'Sitio web',
    descriptionEn:
      '<p>A fast, accessible website for your business, designed and built by the agency: up to eight pages in two languages, ready for search engines, with a contact form that reaches your assistant.</p>',
    descriptionEs:
      '<p>Un sitio web rápido y accesible para tu negocio, diseñado y construido por la agencia: hasta ocho páginas en dos idiomas, preparado para los buscadores y con un formulario de contacto que llega a tu asistente.</p>',
    priceMinor: 240_000,
    featuresEn: ['Up to 8 pages', 'English and Spanish', 'Search engine basics', 'Two rounds of changes'],
    featuresEs: ['Hasta 8 páginas', 'En inglés y en español', 'Lo básico para los buscadores', 'Dos rondas de cambios'],
    position: 20,
    picture: { from: AMBER, to: ROSE, marks: 1 },
  },
  {
    ...service,
    nameEn: 'Launch campaign',
    nameEs: 'Campaña de lanzamiento',
    descriptionEn:
      '<p>A four-week campaign to announce your new number or service: the message, the ads and the SMS to your customers, and a report of what it brought in.</p>',
    descriptionEs:
      '<p>Una campaña de cuatro semanas para dar a conocer tu nuevo número o servicio: el mensaje, los anuncios y los SMS a tus clientes, y un informe de lo que ha conseguido.</p>',
    priceMinor: 90_000,
    featuresEn: ['Four weeks', 'Ads and SMS to your customers', 'A results report'],
    featuresEs: ['Cuatro semanas', 'Anuncios y SMS a tus clientes', 'Un informe de resultados'],
    position: 21,
    picture: { from: AMBER, to: VIOLET, marks: 2 },
  },
  {
    ...service,
    nameEn: 'Onboarding & setup',
    nameEs: 'Puesta en marcha',
    descriptionEn:
      '<p>We set up your assistant with you: its greeting, business hours, the answers to your customers’ usual questions and where urgent calls go. One session, and a check a week later.</p>',
    descriptionEs:
      '<p>Configuramos tu asistente contigo: su saludo, el horario, las respuestas a las preguntas habituales de tus clientes y adónde van las llamadas urgentes. Una sesión, y una revisión una semana después.</p>',
    priceMinor: 30_000,
    featuresEn: ['A setup session', 'Your usual questions answered', 'A check a week later'],
    featuresEs: ['Una sesión de configuración', 'Tus preguntas habituales, respondidas', 'Una revisión a la semana'],
    position: 22,
    picture: { from: AMBER, to: GREEN, marks: 3 },
  },
];

/** The demo coupons: one for everyone, one amount off in dollars, and one already expired. */
export const DEMO_COUPONS = [
  { code: 'WELCOME10', kind: 'percent', value: 10, currency: null, expiredDaysAgo: null },
  { code: 'LAUNCH50', kind: 'amount', value: 5_000, currency: 'USD', expiredDaysAgo: null },
  { code: 'EXPIRED20', kind: 'percent', value: 20, currency: null, expiredDaysAgo: 30 },
] as const;
