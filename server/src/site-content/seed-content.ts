/**
 * The demo's public-site texts, in English and Spanish: what Lato (an agency that runs its
 * clients' projects and sells Lato AI, an assistant that answers their calls and texts) tells
 * its visitors.
 */

interface DemoAnswer {
  question: [en: string, es: string];
  /** Rich text, as the editor writes it. */
  answer: [en: string, es: string];
}

export const DEMO_FAQ: { name: [en: string, es: string]; entries: DemoAnswer[] }[] = [
  {
    name: ['Lato AI', 'Lato AI'],
    entries: [
      {
        question: ['What does Lato AI do when a customer calls?', '¿Qué hace Lato AI cuando llama un cliente?'],
        answer: [
          '<p>Lato AI answers every call to your business number in your name, day and night. It can:</p><ul><li>answer questions from the FAQ you give it (hours, prices, where to park);</li><li>take a message and send it to your team at once;</li><li>pass the call to a person when the caller asks for one, within your hours.</li></ul><p>Each call ends with a written summary and its transcript in your dashboard.</p>',
          '<p>Lato AI atiende cada llamada a tu número, en nombre de tu negocio, de día y de noche. Puede:</p><ul><li>responder a las preguntas frecuentes que le des (horario, precios, dónde aparcar);</li><li>tomar un recado y enviarlo a tu equipo al momento;</li><li>pasar la llamada a una persona cuando quien llama lo pide, dentro de tu horario.</li></ul><p>Cada llamada termina con un resumen escrito y su transcripción en tu panel.</p>',
        ],
      },
      {
        question: ['Does it answer text messages too?', '¿También responde mensajes de texto?'],
        answer: [
          '<p>Yes. Texts to the same number are answered automatically with the same knowledge as the calls, and every conversation is kept so your team can step in and reply by hand at any moment.</p>',
          '<p>Sí. Los SMS al mismo número se responden solos con lo mismo que sabe para las llamadas, y cada conversación queda guardada para que tu equipo intervenga y conteste a mano cuando quiera.</p>',
        ],
      },
      {
        question: ['Which languages does the assistant speak?', '¿Qué idiomas habla el asistente?'],
        answer: [
          '<p>English and Spanish, each with several natural voices. Every number has its own language, greeting and voice, so a clinic in Madrid and one in Austin can share one account.</p>',
          '<p>Inglés y español, cada uno con varias voces naturales. Cada número tiene su propio idioma, saludo y voz, así que una clínica en Madrid y otra en Austin pueden compartir una cuenta.</p>',
        ],
      },
      {
        question: ['Can I keep my current phone number?', '¿Puedo conservar mi número de teléfono actual?'],
        answer: [
          '<p>Yes. You can forward your current number to the one we give you, or <strong>port</strong> it to us so nothing changes for your customers. Porting usually takes one to two weeks; forwarding works the same day.</p>',
          '<p>Sí. Puedes desviar tu número actual al que te damos, o <strong>portarlo</strong> a nosotros para que tus clientes no noten ningún cambio. La portabilidad suele tardar de una a dos semanas; el desvío funciona el mismo día.</p>',
        ],
      },
    ],
  },
  {
    name: ['Projects', 'Proyectos'],
    entries: [
      {
        question: ['How does a project with Lato start?', '¿Cómo empieza un proyecto con Lato?'],
        answer: [
          '<p>With a free discovery call. Then:</p><ol><li>we send a written proposal with scope, phases and price;</li><li>once you accept it, you get a project manager and a board where you follow every phase;</li><li>we deliver phase by phase, and you approve each one before the next starts.</li></ol>',
          '<p>Con una llamada inicial gratuita. Después:</p><ol><li>te enviamos una propuesta por escrito con alcance, fases y precio;</li><li>cuando la aceptas, tienes un jefe de proyecto y un tablero donde sigues cada fase;</li><li>entregamos fase a fase, y apruebas cada una antes de empezar la siguiente.</li></ol>',
        ],
      },
      {
        question: ['How long does a typical project take?', '¿Cuánto dura un proyecto típico?'],
        answer: [
          '<p>A website or a booking flow takes four to eight weeks; a larger web application, three to six months. The proposal gives the dates of each phase, and the board shows at any moment where the work stands.</p>',
          '<p>Una web o un sistema de reservas lleva de cuatro a ocho semanas; una aplicación web más grande, de tres a seis meses. La propuesta fija las fechas de cada fase, y el tablero muestra en todo momento cómo va el trabajo.</p>',
        ],
      },
      {
        question: ['Who owns the code and the designs?', '¿De quién son el código y los diseños?'],
        answer: [
          '<p>You do. Once a phase is paid, everything made in it is yours: source code, designs and documents. We hand over the repository and the accounts at the end of the project.</p>',
          '<p>Tuyos. Una vez pagada una fase, todo lo hecho en ella es tuyo: código fuente, diseños y documentos. Al final del proyecto te entregamos el repositorio y las cuentas.</p>',
        ],
      },
    ],
  },
  {
    name: ['Billing', 'Facturación'],
    entries: [
      {
        question: ['How is Lato AI billed?', '¿Cómo se factura Lato AI?'],
        answer: [
          '<p>Monthly, per number, with a set of minutes and texts included. Minutes beyond them are billed at the end of the month at the price of your plan. There is no setup fee and no long-term contract.</p>',
          '<p>Cada mes, por número, con un paquete de minutos y mensajes incluido. Los minutos de más se facturan a final de mes al precio de tu plan. No hay cuota de alta ni permanencia.</p>',
        ],
      },
      {
        question: ['How do I pay for a project?', '¿Cómo se paga un proyecto?'],
        answer: [
          '<p>By phase: a first payment when the proposal is accepted, then one invoice as each phase is approved. We accept bank transfer and card; invoices are in your business’s currency.</p>',
          '<p>Por fases: un primer pago al aceptar la propuesta y después una factura cuando apruebas cada fase. Aceptamos transferencia y tarjeta; las facturas van en la moneda de tu negocio.</p>',
        ],
      },
      {
        question: ['Can I cancel Lato AI at any time?', '¿Puedo cancelar Lato AI cuando quiera?'],
        answer: [
          '<p>Yes. Cancelling stops the next month’s billing; the assistant keeps answering until the end of the month already paid, and you can export your calls and messages before then.</p>',
          '<p>Sí. Al cancelar se deja de facturar el mes siguiente; el asistente sigue respondiendo hasta el final del mes ya pagado, y puedes exportar tus llamadas y mensajes antes.</p>',
        ],
      },
    ],
  },
  {
    name: ['Privacy & data', 'Privacidad y datos'],
    entries: [
      {
        question: ['Are my customers’ calls recorded?', '¿Se graban las llamadas de mis clientes?'],
        answer: [
          '<p>Calls are transcribed, not recorded as audio. The assistant tells every caller that the call is handled by an automated assistant, and only your business’s people can read the transcripts.</p>',
          '<p>Las llamadas se transcriben, no se graban en audio. El asistente avisa a cada persona que llama de que la atiende un asistente automático, y solo las personas de tu negocio pueden leer las transcripciones.</p>',
        ],
      },
      {
        question: ['Where is my data stored?', '¿Dónde se guardan mis datos?'],
        answer: [
          '<p>In data centres in the European Union, encrypted at rest and in transit. We do not sell data, and we do not use your calls to train models for anyone else.</p>',
          '<p>En centros de datos de la Unión Europea, cifrados en reposo y en tránsito. No vendemos datos ni usamos tus llamadas para entrenar modelos de nadie más.</p>',
        ],
      },
      {
        question: ['How do I get my data deleted?', '¿Cómo pido que se borren mis datos?'],
        answer: [
          '<p>Write to us from the contact page or ask your project manager. We delete your calls, messages and account data within 30 days and confirm it in writing; invoices are kept as long as the law requires.</p>',
          '<p>Escríbenos desde la página de contacto o pídeselo a tu jefe de proyecto. Borramos tus llamadas, mensajes y datos de cuenta en un plazo de 30 días y te lo confirmamos por escrito; las facturas se conservan el tiempo que exige la ley.</p>',
        ],
      },
    ],
  },
];

export const DEMO_OFFICES = [
  {
    nameEn: 'Madrid (headquarters)',
    nameEs: 'Madrid (sede central)',
    address: 'Calle de Alcalá 120, 3.º',
    city: 'Madrid',
    country: 'Spain',
    phone: '+34 910 555 014',
    email: 'madrid@lato.example',
  },
  {
    nameEn: 'Mexico City',
    nameEs: 'Ciudad de México',
    address: 'Av. Paseo de la Reforma 250, piso 12, Juárez',
    city: 'Mexico City',
    country: 'Mexico',
    phone: '+52 55 5555 0142',
    email: 'cdmx@lato.example',
  },
  {
    nameEn: 'Austin',
    nameEs: 'Austin',
    address: '600 Congress Ave, Suite 1400',
    city: 'Austin, TX',
    country: 'United States',
    phone: '+1 512 555 0199',
    email: 'austin@lato.example',
  },
];

export const DEMO_TESTIMONIALS = [
  {
    authorName: 'Grace Okafor',
    authorRole: 'Owner',
    company: 'Okafor Dental Studio',
    quoteEn:
      'We used to miss a third of our calls during treatments. Now every patient gets an answer, and we start the day with the messages already written up.',
    quoteEs:
      'Perdíamos un tercio de las llamadas mientras atendíamos pacientes. Ahora todos reciben respuesta, y empezamos el día con los recados ya escritos.',
  },
  {
    authorName: 'Hugo Bernard',
    authorRole: 'Founder',
    company: 'Bernard Plumbing & Heating',
    quoteEn:
      'Emergencies come in at two in the morning. Lato AI takes the address and the problem, and I call back knowing exactly what to bring.',
    quoteEs:
      'Las urgencias llegan a las dos de la madrugada. Lato AI toma la dirección y el problema, y devuelvo la llamada sabiendo qué llevar.',
  },
  {
    authorName: 'Lucía Fernández',
    authorRole: 'Operations manager',
    company: 'Casa Lumbre Restaurantes',
    quoteEn:
      'Lato rebuilt our booking site in six weeks, phase by phase, and we always knew where the work stood. Reservations by phone are now handled by the assistant too.',
    quoteEs:
      'Lato rehízo nuestra web de reservas en seis semanas, fase a fase, y siempre supimos cómo iba el trabajo. Ahora el asistente también gestiona las reservas por teléfono.',
  },
  {
    authorName: 'Marcus Lee',
    authorRole: 'Practice manager',
    company: 'Northside Veterinary Clinic',
    quoteEn:
      'Pet owners get answers about opening hours and vaccines straight away, in English or Spanish, and our front desk finally has time for the animals in the waiting room.',
    quoteEs:
      'Los dueños de mascotas reciben al momento respuesta sobre horarios y vacunas, en inglés o en español, y la recepción por fin tiene tiempo para los animales de la sala de espera.',
  },
];

/** The demo staff logins who chose to appear on the About page, in its order. */
export const DEMO_TEAM: { email: string; titleEn: string; titleEs: string; bioEn: string; bioEs: string }[] = [
  {
    email: 'ceo@lato.test',
    titleEn: 'Founder & CEO',
    titleEs: 'Fundadora y CEO',
    bioEn:
      'Ava started Lato after ten years building software for clinics and shops that lost customers on the phone. She still joins the first call of every new client.',
    bioEs:
      'Ava fundó Lato tras diez años creando software para clínicas y comercios que perdían clientes por teléfono. Sigue participando en la primera llamada de cada cliente nuevo.',
  },
  {
    email: 'cto@lato.test',
    titleEn: 'Chief Technology Officer',
    titleEs: 'Directora de tecnología',
    bioEn:
      'Chloe leads the engineering of Lato AI and of every client project, from the voice pipeline to the dashboards. Before Lato she built telephony systems in Tokyo and Austin.',
    bioEs:
      'Chloe dirige la ingeniería de Lato AI y de cada proyecto de cliente, de la voz a los paneles. Antes de Lato creó sistemas de telefonía en Tokio y Austin.',
  },
  {
    email: 'pm.client@lato.test',
    titleEn: 'Client project manager',
    titleEs: 'Jefe de proyecto de clientes',
    bioEn:
      'Diego is the person our clients talk to: he turns their needs into proposals and keeps every phase on time. He works from our Mexico City office.',
    bioEs:
      'Diego es la persona con la que hablan nuestros clientes: convierte sus necesidades en propuestas y mantiene cada fase a tiempo. Trabaja desde nuestra oficina de Ciudad de México.',
  },
  {
    email: 'pm.dev@lato.test',
    titleEn: 'Delivery lead',
    titleEs: 'Responsable de entregas',
    bioEn:
      'Elena plans the work of the development team and makes sure what we ship is tested and documented. She has led more than forty launches.',
    bioEs:
      'Elena planifica el trabajo del equipo de desarrollo y se asegura de que lo que entregamos está probado y documentado. Ha dirigido más de cuarenta lanzamientos.',
  },
  {
    email: 'dev@lato.test',
    titleEn: 'Software engineer',
    titleEs: 'Ingeniero de software',
    bioEn:
      'Farid builds the web applications and integrations of our clients’ projects, and the tools that let the assistant book appointments in their calendars.',
    bioEs:
      'Farid desarrolla las aplicaciones web e integraciones de los proyectos de clientes, y las herramientas con las que el asistente reserva citas en sus calendarios.',
  },
];
