import type { InquiryStatus, SiteLanguage } from '@/api/contract/site-values';

/** A demo inquiry: who wrote, when, and the staff's answers (by a demo login's e-mail), hours after. */
export interface DemoInquiry {
  name: string;
  email: string;
  subject: string;
  language: SiteLanguage;
  status: InquiryStatus;
  hoursAgo: number;
  message: string;
  answers?: { by: string; hoursLater: number; body: string }[];
  /** Who marked it handled or spam (an answered one is held by its last answerer). */
  handledBy?: string;
}

const CEO = 'ceo@lato.test';
const PM_CLIENT = 'pm.client@lato.test';
const CTO = 'cto@lato.test';

export const DEMO_INQUIRIES: readonly DemoInquiry[] = [
  {
    name: 'Hannah Whitfield',
    email: 'hannah@whitfieldvets.test',
    subject: 'Phone assistant for a two-site veterinary practice',
    language: 'en',
    status: 'new',
    hoursAgo: 3,
    message:
      'Hi,\n\nWe run two veterinary clinics and miss a lot of calls at lunchtime. Could your phone assistant take bookings for both sites on one number, and pass emergencies straight to the on-call vet?\n\nThanks,\nHannah',
  },
  {
    name: 'Javier Soto',
    email: 'javier.soto@talleresoto.test',
    subject: 'Presupuesto para una web nueva',
    language: 'es',
    status: 'new',
    hoursAgo: 20,
    message:
      'Buenas tardes:\n\nTenemos un taller mecánico en Valencia y nuestra web tiene ya diez años. Queremos una nueva donde los clientes puedan pedir cita. ¿Podéis enviarnos un presupuesto aproximado?\n\nUn saludo,\nJavier',
  },
  {
    name: 'Priya Natarajan',
    email: 'priya@brightsmiles.test',
    subject: 'Can the assistant speak Spanish as well?',
    language: 'en',
    status: 'new',
    hoursAgo: 46,
    message:
      'Hello, about half of our patients call in Spanish. Does the AI assistant switch language on its own, or do we need a second number?',
  },
  {
    name: 'Marta Quintana',
    email: 'marta.quintana@floristeriaq.test',
    subject: 'Duda sobre la facturación mensual',
    language: 'es',
    status: 'answered',
    hoursAgo: 4 * 24,
    message: 'Hola, ¿la tarifa mensual incluye las llamadas o se cobran aparte? No lo veo claro en la página de precios.',
    answers: [
      {
        by: PM_CLIENT,
        hoursLater: 3,
        body: 'Hola, Marta:\n\nLa tarifa incluye 500 minutos de llamadas al mes; a partir de ahí se cobran por minuto, y te avisamos antes de llegar al límite. Si quieres, te preparo una estimación con tus llamadas de un mes normal.',
      },
    ],
  },
  {
    name: 'Tom Becker',
    email: 'tom@beckerplumbing.test',
    subject: 'Moving our number to you',
    language: 'en',
    status: 'answered',
    hoursAgo: 6 * 24,
    message: 'Can we keep our existing business number if we switch to Lato AI? It is printed on all our vans.',
    answers: [
      {
        by: CTO,
        hoursLater: 5,
        body: 'Hi Tom,\n\nYes: we port your existing number, and calls keep reaching you while the move is under way (usually five to ten working days). Nothing on your vans has to change.',
      },
    ],
  },
  {
    name: 'Lucía Fernández',
    email: 'lucia@clinicafernandez.test',
    subject: 'Integración con nuestra agenda',
    language: 'es',
    status: 'handled',
    hoursAgo: 9 * 24,
    message:
      'Usamos Google Calendar para las citas de la clínica. ¿El asistente puede consultar los huecos libres y reservar directamente?',
    answers: [
      {
        by: PM_CLIENT,
        hoursLater: 2,
        body: 'Hola, Lucía:\n\nSí, se conecta con Google Calendar: consulta los huecos libres y reserva la cita, y te llega un aviso con cada una. Te llamamos el jueves para enseñártelo.',
      },
    ],
    handledBy: PM_CLIENT,
  },
  {
    name: 'Oliver Grant',
    email: 'oliver.grant@grantlegal.test',
    subject: 'Data protection and call recordings',
    language: 'en',
    status: 'handled',
    hoursAgo: 12 * 24,
    message:
      'Before we sign up: where are call recordings and transcripts stored, and for how long? We are a law firm and need this for our records.',
    answers: [
      {
        by: CEO,
        hoursLater: 6,
        body: 'Dear Oliver,\n\nRecordings and transcripts are stored in the EU, encrypted, and kept for 90 days unless you choose a shorter period. I have attached nothing here on purpose: our data processing agreement is on its way to you separately for signature.',
      },
      {
        by: CEO,
        hoursLater: 30,
        body: 'Dear Oliver,\n\nA short follow-up: the agreement now also names our sub-processors, as you asked on the phone.',
      },
    ],
    handledBy: CEO,
  },
  {
    name: 'Nadia Rahman',
    email: 'nadia@rahmanbakes.test',
    subject: 'Thank you!',
    language: 'en',
    status: 'handled',
    hoursAgo: 15 * 24,
    message: 'Just wanted to say the new website is lovely and our weekend orders have doubled. Thank you all!',
    handledBy: PM_CLIENT,
  },
  {
    name: 'Andrés Molina',
    email: 'andres.molina@molinaarquitectos.test',
    subject: 'Colaboración para un proyecto',
    language: 'es',
    status: 'answered',
    hoursAgo: 19 * 24,
    message:
      'Somos un estudio de arquitectura y buscamos una agencia para una aplicación que muestre nuestras obras en realidad aumentada. ¿Hacéis este tipo de proyectos?',
    answers: [
      {
        by: CTO,
        hoursLater: 20,
        body: 'Hola, Andrés:\n\nNos encaja muy bien: hemos hecho dos aplicaciones parecidas. ¿Te viene bien una videollamada la semana que viene para ver el alcance?',
      },
    ],
  },
  {
    name: 'SEO Rank Pro',
    email: 'offers@seo-rank-pro.test',
    subject: 'Get your site on page 1 of Google GUARANTEED',
    language: 'en',
    status: 'spam',
    hoursAgo: 2 * 24,
    message: 'Dear website owner, we guarantee first page rankings in 30 days for only $99. Reply now to claim your spot!!!',
    handledBy: PM_CLIENT,
  },
  {
    name: 'Crypto Growth',
    email: 'promo@crypto-growth.test',
    subject: 'Partnership opportunity',
    language: 'en',
    status: 'spam',
    hoursAgo: 11 * 24,
    message: 'Invest in our new token and double your agency revenue. Limited time partnership offer, click the link in our profile.',
    handledBy: CEO,
  },
  {
    name: 'Carmen Ibáñez',
    email: 'carmen@ibanezseguros.test',
    subject: 'Cambio de horario del asistente',
    language: 'es',
    status: 'new',
    hoursAgo: 26 * 24,
    message:
      'Hola, en agosto cerramos por las tardes. ¿Cómo cambio el horario en el que el asistente dice que estamos abiertos? No encuentro la opción.',
  },
];
