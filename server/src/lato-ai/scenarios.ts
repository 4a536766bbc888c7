import type { CallOutcome, Speaker } from '@/api/contract/lato-ai';

/**
 * Conversations the demo calls are made of, written for a dental clinic (in English and Spanish)
 * and a plumbing firm. Each has its outcome, a summary, and turns; `extra` turns are added to some
 * calls so that transcripts run from a few turns to about thirty.
 */
export interface Scenario {
  outcome: CallOutcome;
  summary: string;
  /** The message the assistant took, for `message_taken`. */
  message?: string;
  /**
   * What was said; `{assistant}` is the name the number's assistant is given in its settings,
   * `{unanswered}` one of UNANSWERED's questions and `{fallback}` the assistant's answer to what it
   * cannot answer (its turn is marked unanswered, as a real call's is).
   */
  turns: [Speaker, string][];
  extra?: [Speaker, string][];
}

/** Where a scenario's caller asks something the number's FAQ lacks, and where the assistant says it cannot answer. */
export const UNANSWERED_TURN = '{unanswered}';
export const FALLBACK_TURN = '{fallback}';

/** What the dental clinics' callers ask that their FAQs do not answer, taken in turn: the call analytics' unanswered questions. */
export const UNANSWERED: Record<'en' | 'es', string[]> = {
  en: ['Do you do teeth whitening?', 'Do you take walk-ins on Sundays?', 'Can I pay in instalments?'],
  es: ['¿Hacen descuento a estudiantes?', '¿Tienen urgencias los domingos?', '¿Se puede pagar a plazos?'],
};

export const DENTAL_EN: Scenario[] = [
  {
    outcome: 'handled',
    summary: 'Booked a cleaning for next Tuesday at 10:30 and confirmed the address.',
    turns: [
      ['assistant', 'Hello, you have reached Okafor Dental. This is {assistant}, how can I help you today?'],
      ['customer', "Hi, I'd like to book a cleaning, please."],
      ['assistant', 'Of course. Are you already a patient with us?'],
      ['customer', 'Yes, I came in last spring.'],
      ['assistant', 'Thank you. The first openings are Tuesday at 10:30 or Thursday at 4 pm. Which suits you better?'],
      ['customer', 'Tuesday at 10:30 works.'],
      ['assistant', 'You are booked for Tuesday at 10:30 with our hygienist. We are at 214 Market Street, second floor.'],
      ['customer', 'Perfect, thanks.'],
      ['assistant', 'You will get a reminder by text the day before. Anything else I can help with?'],
      ['customer', "No, that's all. Bye."],
    ],
    extra: [
      ['customer', 'Is there parking nearby?'],
      ['assistant', 'Yes, the Fifth Street garage is one block away, and we validate two hours.'],
      ['customer', UNANSWERED_TURN],
      ['assistant', FALLBACK_TURN],
    ],
  },
  {
    outcome: 'message_taken',
    summary: 'A patient has a broken crown and asked for a call back in the morning.',
    message: 'Broken crown on an upper molar since dinner, no pain yet. Please call back first thing tomorrow.',
    turns: [
      ['assistant', 'Hello, you have reached Okafor Dental. The office is closed right now. How can I help?'],
      ['customer', 'Hi, my crown came off while I was eating.'],
      ['assistant', 'I am sorry to hear that. Are you in pain, or is there any bleeding or swelling?'],
      ['customer', 'No pain, it just feels sharp.'],
      ['assistant', 'Keep the crown in a safe place and avoid chewing on that side. Would you like me to take a message for the team?'],
      ['customer', 'Yes please, have them call me in the morning.'],
      ['assistant', 'What would you like the message to say?'],
      ['customer', 'Broken crown on an upper molar since dinner, no pain yet. Please call back first thing tomorrow.'],
      ['assistant', 'I have noted it, and the team will call this number when we open at 8. Take care.'],
    ],
  },
  {
    outcome: 'transferred',
    summary: 'A caller with a billing question about an insurance claim was transferred to the front desk.',
    turns: [
      ['assistant', 'Hello, you have reached Okafor Dental. This is {assistant}, how can I help you today?'],
      ['customer', 'I got a bill that my insurance should have covered.'],
      ['assistant', 'I understand. Billing questions are best handled by our front desk. May I transfer you?'],
      ['customer', 'Yes, please.'],
      ['assistant', 'Transferring you now. Please stay on the line.'],
      ['agent', 'Front desk, this is Maria. I can see your claim here, let me check the status.'],
    ],
    extra: [
      ['customer', 'It was for the filling in March.'],
      ['agent', 'Found it. The insurer asked for an X-ray; we sent it this morning, so the bill is on hold.'],
      ['customer', 'Oh good, so I do not need to pay now?'],
      ['agent', 'No, please ignore it for now. We will send an updated statement.'],
    ],
  },
  {
    outcome: 'handled',
    summary: 'Answered questions about opening hours and whether the clinic sees children.',
    turns: [
      ['assistant', 'Hello, you have reached Okafor Dental. How can I help?'],
      ['customer', 'What time are you open on Saturdays?'],
      ['assistant', 'On Saturdays we are open from 9 am to 1 pm. Weekdays we are open from 8 am to 6 pm.'],
      ['customer', 'And do you see kids? My son is six.'],
      ['assistant', 'Yes, Dr. Okafor sees children from age three. Would you like to book a first visit for him?'],
      ['customer', 'Not yet, I will call back. Thanks.'],
      ['assistant', 'You are welcome. Have a good day.'],
    ],
  },
  {
    outcome: 'handled',
    summary: 'Moved an appointment from Friday to the following Monday at 2 pm.',
    turns: [
      ['assistant', 'Hello, you have reached Okafor Dental. This is {assistant}, how can I help you today?'],
      ['customer', 'I need to reschedule my appointment on Friday.'],
      ['assistant', 'Sure. Can I have the name on the appointment?'],
      ['customer', 'Daniel Brooks.'],
      ['assistant', 'Thank you, Daniel. I see Friday at 9 am. Would Monday at 2 pm or Wednesday at 11 am work instead?'],
      ['customer', 'Monday at two, please.'],
      ['assistant', 'Done. Your appointment is now Monday at 2 pm. You will receive a confirmation by text.'],
      ['customer', 'Thank you.'],
    ],
    extra: [
      ['customer', 'Actually, can you tell me how long it will take?'],
      ['assistant', 'A check-up with cleaning takes about forty-five minutes.'],
    ],
  },
  {
    outcome: 'message_taken',
    summary: 'A supplier asked the office manager to confirm a delivery window.',
    message: 'Delivery of the new sterilizer is planned for Thursday between 1 and 3 pm; please confirm someone can sign for it.',
    turns: [
      ['assistant', 'Hello, you have reached Okafor Dental. How can I help?'],
      ['customer', 'Hi, this is Henry from MedSupply, calling about a delivery.'],
      ['assistant', 'Thank you, Henry. The office manager is not available. Shall I take a message?'],
      [
        'customer',
        'Yes. Delivery of the new sterilizer is planned for Thursday between 1 and 3 pm; please confirm someone can sign for it.',
      ],
      ['assistant', 'Noted. I will pass it on and they will confirm by phone. Goodbye.'],
    ],
  },
];

export const DENTAL_ES: Scenario[] = [
  {
    outcome: 'handled',
    summary: 'Cita de revisión reservada para el miércoles a las 17:00.',
    turns: [
      ['assistant', 'Hola, ha llamado a Clínica Okafor Madrid. Soy {assistant}, ¿en qué puedo ayudarle?'],
      ['customer', 'Hola, quería pedir cita para una revisión.'],
      ['assistant', 'Por supuesto. ¿Le viene mejor por la mañana o por la tarde?'],
      ['customer', 'Por la tarde, después de las cinco.'],
      ['assistant', 'Tengo el miércoles a las 17:00 o el jueves a las 18:30. ¿Cuál prefiere?'],
      ['customer', 'El miércoles a las cinco.'],
      ['assistant', 'Perfecto, queda reservada. Estamos en la calle de Alcalá 120, primer piso.'],
      ['customer', 'Muchas gracias.'],
      ['assistant', 'A usted. Le enviaremos un recordatorio por SMS. ¡Hasta pronto!'],
    ],
    extra: [
      ['customer', UNANSWERED_TURN],
      ['assistant', FALLBACK_TURN],
    ],
  },
  {
    outcome: 'message_taken',
    summary: 'Una paciente con dolor de muelas pide que la llamen a primera hora.',
    message: 'Dolor fuerte en una muela inferior desde ayer; pide cita urgente y que la llamen a primera hora.',
    turns: [
      ['assistant', 'Hola, ha llamado a Clínica Okafor Madrid. Ahora mismo estamos cerrados. ¿En qué puedo ayudarle?'],
      ['customer', 'Me duele mucho una muela desde ayer.'],
      ['assistant', 'Lo siento mucho. ¿Tiene fiebre o la cara hinchada?'],
      ['customer', 'No, solo el dolor.'],
      ['assistant', '¿Quiere que deje un mensaje al equipo para que la llamen en cuanto abramos?'],
      ['customer', 'Sí, por favor. Dolor fuerte en una muela inferior desde ayer; necesito cita urgente.'],
      ['assistant', 'Anotado. La llamaremos a las nueve. Si empeora, acuda a urgencias.'],
    ],
  },
  {
    outcome: 'transferred',
    summary: 'Consulta sobre un presupuesto de ortodoncia; transferida a recepción.',
    turns: [
      ['assistant', 'Hola, ha llamado a Clínica Okafor Madrid. ¿En qué puedo ayudarle?'],
      ['customer', 'Quería hablar del presupuesto de ortodoncia de mi hija.'],
      ['assistant', 'Le paso con recepción, que tiene los presupuestos. Un momento, por favor.'],
      ['agent', 'Recepción, le atiende Carmen. ¿Me dice el nombre de su hija?'],
      ['customer', 'Lucía Romero.'],
      ['agent', 'Aquí lo tengo. Podemos fraccionarlo en doce meses sin intereses.'],
    ],
  },
  {
    outcome: 'handled',
    summary: 'Información sobre horario de verano y aparcamiento.',
    turns: [
      ['assistant', 'Hola, ha llamado a Clínica Okafor Madrid. ¿En qué puedo ayudarle?'],
      ['customer', '¿Abren en agosto?'],
      ['assistant', 'En agosto abrimos de lunes a jueves de 9:00 a 14:00.'],
      ['customer', '¿Y hay aparcamiento cerca?'],
      ['assistant', 'Sí, el aparcamiento público de Goya está a dos minutos andando.'],
      ['customer', 'Vale, gracias.'],
    ],
  },
];

export const PLUMBING_EN: Scenario[] = [
  {
    outcome: 'handled',
    summary: 'Booked a technician for a leaking kitchen tap on Wednesday morning.',
    turns: [
      ['assistant', 'Hello, Bernard Plumbing, this is {assistant}. How can I help?'],
      ['customer', 'My kitchen tap is dripping all the time.'],
      ['assistant', 'We can send a technician on Wednesday morning between 8 and 12. Does that suit you?'],
      ['customer', 'Yes, that is fine.'],
      ['assistant', 'Booked. The call-out fee is 45 pounds, including the first half hour.'],
      ['customer', 'Thanks.'],
    ],
  },
  {
    outcome: 'message_taken',
    summary: 'A landlord reported a boiler fault in a rented flat.',
    message: 'Boiler shows fault F28 at 12 Oak Road, tenant has no hot water. Please call the landlord back today.',
    turns: [
      ['assistant', 'Hello, Bernard Plumbing. Our office is closed. How can I help?'],
      ['customer', 'I have a tenant with no hot water, the boiler shows F28.'],
      ['assistant', 'I will take a message for the engineer on call. What is the address?'],
      ['customer', '12 Oak Road. Please call me back today.'],
      ['assistant', 'Noted. You will get a call back within two hours.'],
    ],
  },
];

/** Closing lines added to longer calls. */
export const GOODBYES: Record<'en' | 'es', [Speaker, string][]> = {
  en: [
    ['customer', 'That is everything, thank you.'],
    ['assistant', 'Thank you for calling. Goodbye!'],
  ],
  es: [
    ['customer', 'Nada más, gracias.'],
    ['assistant', 'Gracias por llamar. ¡Adiós!'],
  ],
};

/** SMS conversations: what customers write and what the assistant or the team answer. */
export const SMS_THREADS: Record<'dental_en' | 'dental_es' | 'plumbing', [Speaker, string][][]> = {
  dental_en: [
    [
      ['customer', 'Hi, can I move my appointment tomorrow to later in the day?'],
      ['assistant', 'Hello! We have 3:30 pm or 5 pm tomorrow. Which would you like?'],
      ['customer', '5 pm please'],
      ['assistant', 'Done, see you tomorrow at 5 pm.'],
    ],
    [
      ['agent', 'Reminder: your cleaning is on Tuesday at 10:30. Reply C to confirm.'],
      ['customer', 'C'],
      ['assistant', 'Thank you, your appointment is confirmed.'],
    ],
    [
      ['customer', 'Do you take Delta Dental insurance?'],
      ['assistant', 'Yes, we are in network with Delta Dental PPO.'],
      ['customer', 'Great, thanks!'],
    ],
    [
      ['customer', 'My gum is still sore after the extraction, is that normal?'],
      ['assistant', 'Some soreness for 2-3 days is normal. If it gets worse or you have a fever, please call us.'],
      ['customer', 'It is day 4 now'],
      ['agent', 'Hi, this is Dr. Okafor. Could you come in at 11 tomorrow so we can take a look?'],
      ['customer', 'Yes, I will be there.'],
    ],
    [
      ['customer', 'Are you open on Saturday?'],
      ['assistant', 'Yes, from 9 am to 1 pm.'],
    ],
    [
      ['customer', 'Please cancel my appointment on Friday, I am sick.'],
      ['assistant', 'Sorry to hear that. It is cancelled. Would you like a new date?'],
      ['customer', 'Next week if possible'],
    ],
  ],
  dental_es: [
    [
      ['customer', 'Hola, ¿puedo cambiar la cita del jueves?'],
      ['assistant', '¡Hola! Tenemos hueco el viernes a las 10:00 o a las 18:00. ¿Cuál prefiere?'],
      ['customer', 'Viernes a las 18:00'],
      ['assistant', 'Hecho. Le esperamos el viernes a las 18:00.'],
    ],
    [
      ['agent', 'Recordatorio: su revisión es el miércoles a las 17:00. Responda S para confirmar.'],
      ['customer', 'S'],
      ['assistant', 'Gracias, su cita queda confirmada.'],
    ],
    [
      ['customer', '¿Cuánto cuesta un blanqueamiento?'],
      ['assistant', 'El blanqueamiento en clínica cuesta 290 €. ¿Quiere que le reservemos una valoración gratuita?'],
      ['customer', 'Sí, por favor, por la tarde'],
    ],
    [
      ['customer', '¿Tienen cita para niños el sábado?'],
      ['assistant', 'Los sábados no abrimos, pero el viernes por la tarde sí.'],
    ],
  ],
  plumbing: [
    [
      ['customer', 'What time will the plumber arrive?'],
      ['assistant', 'Your technician, Tom, is on the way and should arrive around 10:15.'],
    ],
    [
      ['customer', 'Do you fix toilets that keep running?'],
      ['assistant', 'Yes, usually in one visit. Would you like to book?'],
      ['customer', 'Yes, any day next week'],
    ],
  ],
};
