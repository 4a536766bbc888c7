/**
 * The demo academy: what a new client of Lato AI (the phone assistant that answers their business's
 * calls and texts) reads in their first weeks, in both languages. The last one is still a draft.
 */

interface DemoModule {
  title: { en: string; es: string };
  summary: { en: string; es: string };
  body: { en: string; es: string };
  minutes: number;
  published: boolean;
}

export const DEMO_MODULES: readonly DemoModule[] = [
  {
    title: { en: 'Welcome to Lato AI', es: 'Bienvenido a Lato AI' },
    summary: {
      en: 'What the assistant does for your business and how these lessons help you get the most out of it.',
      es: 'Qué hace el asistente por tu negocio y cómo estas lecciones te ayudan a sacarle el máximo partido.',
    },
    body: {
      en: `<p>Lato AI answers your business's phone calls and text messages, day and night, in English and Spanish. It greets your callers, answers their questions and takes a message when someone needs you.</p>
<h3>What you will learn</h3>
<ul><li>How to set your number and your business hours.</li><li>How to teach the assistant your own answers.</li><li>Where to read every call and every message.</li></ul>
<p>Each lesson takes a few minutes. Mark it <strong>done</strong> when you finish, and come back to it whenever you need.</p>`,
      es: `<p>Lato AI contesta las llamadas y los mensajes de texto de tu negocio, de día y de noche, en inglés y en español. Saluda a quien llama, responde sus preguntas y toma un recado cuando alguien necesita hablar contigo.</p>
<h3>Qué vas a aprender</h3>
<ul><li>Cómo configurar tu número y tu horario.</li><li>Cómo enseñar al asistente tus propias respuestas.</li><li>Dónde leer cada llamada y cada mensaje.</li></ul>
<p>Cada lección dura unos minutos. Márcala como <strong>hecha</strong> al terminar y vuelve a ella cuando la necesites.</p>`,
    },
    minutes: 3,
    published: true,
  },
  {
    title: { en: 'Your number and business hours', es: 'Tu número y tu horario' },
    summary: {
      en: 'Choose the number your customers call and tell the assistant when you are open.',
      es: 'Elige el número al que llaman tus clientes y dile al asistente cuándo está abierto tu negocio.',
    },
    body: {
      en: `<p>Your assistant answers on its own phone number. You can give that number to your customers, or forward your current line to it.</p>
<h3>Business hours</h3>
<p>Open <strong>Settings</strong> and set the hours for each day of the week. Outside those hours the assistant tells callers when you open again and offers to take a message.</p>
<ul><li>Add holidays so nobody is told you are open on a closed day.</li><li>Your time zone decides when each day starts.</li></ul>`,
      es: `<p>Tu asistente contesta en un número de teléfono propio. Puedes dar ese número a tus clientes o desviar a él tu línea actual.</p>
<h3>Horario</h3>
<p>Abre <strong>Configuración</strong> y fija el horario de cada día de la semana. Fuera de ese horario, el asistente dice a quien llama cuándo vuelves a abrir y se ofrece a tomar un recado.</p>
<ul><li>Añade los festivos para que nadie oiga que abres un día cerrado.</li><li>Tu zona horaria decide cuándo empieza cada día.</li></ul>`,
    },
    minutes: 5,
    published: true,
  },
  {
    title: { en: 'Teaching the assistant your FAQ', es: 'Enseña al asistente tus preguntas frecuentes' },
    summary: {
      en: 'Write down the questions your customers ask most, so the assistant answers them your way.',
      es: 'Escribe las preguntas que más te hacen tus clientes para que el asistente las responda a tu manera.',
    },
    body: {
      en: `<p>The assistant answers best when it knows your business. Add the questions you hear every week and the answer you would give.</p>
<ul><li><strong>Prices:</strong> what a visit or a service costs.</li><li><strong>Location:</strong> your address and where to park.</li><li><strong>Bookings:</strong> how to book and how to cancel.</li></ul>
<p>Keep each answer short and friendly. If the assistant does not know something, it takes a message instead of guessing.</p>`,
      es: `<p>El asistente responde mejor cuando conoce tu negocio. Añade las preguntas que oyes cada semana y la respuesta que darías tú.</p>
<ul><li><strong>Precios:</strong> cuánto cuesta una visita o un servicio.</li><li><strong>Ubicación:</strong> tu dirección y dónde aparcar.</li><li><strong>Reservas:</strong> cómo reservar y cómo cancelar.</li></ul>
<p>Escribe respuestas breves y amables. Si el asistente no sabe algo, toma un recado en lugar de adivinar.</p>`,
    },
    minutes: 8,
    published: true,
  },
  {
    title: { en: 'Reading call transcripts', es: 'Cómo leer las transcripciones de llamadas' },
    summary: {
      en: 'Find any call, read what was said and see how the assistant handled it.',
      es: 'Encuentra cualquier llamada, lee lo que se dijo y mira cómo la atendió el asistente.',
    },
    body: {
      en: `<p>Every call the assistant answers is kept with a short summary and the full transcript.</p>
<h3>Finding a call</h3>
<p>Search by the caller's number or by a word they said. The newest calls come first.</p>
<p>Read a few transcripts each week: if a caller asked something the assistant could not answer, add it to your FAQ.</p>`,
      es: `<p>Cada llamada que contesta el asistente se guarda con un breve resumen y la transcripción completa.</p>
<h3>Encontrar una llamada</h3>
<p>Busca por el número de quien llamó o por una palabra que dijo. Las llamadas más recientes aparecen primero.</p>
<p>Lee algunas transcripciones cada semana: si alguien preguntó algo que el asistente no supo responder, añádelo a tus preguntas frecuentes.</p>`,
    },
    minutes: 4,
    published: true,
  },
  {
    title: { en: 'Messages the assistant took', es: 'Los recados que tomó el asistente' },
    summary: {
      en: 'See who asked you to call back, and why, so no customer is left waiting.',
      es: 'Mira quién te pidió que le devolvieras la llamada, y por qué, para que ningún cliente se quede esperando.',
    },
    body: {
      en: `<p>When a caller needs you in person, the assistant takes their name, their number and the reason for the call.</p>
<ul><li>New messages are shown first and you get an e-mail for each one.</li><li>Call back, then mark the message as handled.</li></ul>
<p><strong>Tip:</strong> answer urgent messages the same day; your customers will notice.</p>`,
      es: `<p>Cuando alguien necesita hablar contigo, el asistente anota su nombre, su número y el motivo de la llamada.</p>
<ul><li>Los recados nuevos aparecen primero y recibes un correo por cada uno.</li><li>Devuelve la llamada y marca el recado como atendido.</li></ul>
<p><strong>Consejo:</strong> responde los recados urgentes el mismo día; tus clientes lo notarán.</p>`,
    },
    minutes: 4,
    published: true,
  },
  {
    title: { en: 'Plans, billing and invoices', es: 'Planes, pagos y facturas' },
    summary: {
      en: 'Understand your plan, change it when your business grows and download your invoices.',
      es: 'Entiende tu plan, cámbialo cuando tu negocio crezca y descarga tus facturas.',
    },
    body: {
      en: `<p>Your plan sets how many calls and messages the assistant handles each month.</p>
<h3>Changing plan</h3>
<p>The business's owner can move to a bigger or smaller plan at any time; the change applies from the next invoice.</p>
<ul><li>Invoices are sent by e-mail and kept under <strong>Billing</strong>.</li><li>Keep your billing address up to date for your accountant.</li></ul>`,
      es: `<p>Tu plan fija cuántas llamadas y mensajes atiende el asistente cada mes.</p>
<h3>Cambiar de plan</h3>
<p>La persona propietaria del negocio puede pasar a un plan mayor o menor en cualquier momento; el cambio se aplica desde la siguiente factura.</p>
<ul><li>Las facturas se envían por correo y se guardan en <strong>Facturación</strong>.</li><li>Mantén tu dirección de facturación al día para tu gestoría.</li></ul>`,
    },
    minutes: 6,
    published: false,
  },
];
