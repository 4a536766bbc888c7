import type { Language } from '@/api/contract/common';
import type { NotificationKind } from '@/api/contract/notifications-values';
import type { NotificationRow } from '@server/db/schema';
import type { Email } from '@server/src/mail/mailer';

type Told = Pick<NotificationRow, 'kind' | 'actorName' | 'subjectLabel' | 'detail'>;

/** A label as one line: a subject line must not break, whatever a title holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const PROJECT_STATUS: Record<Language, Record<string, string>> = {
  en: { upcoming: 'Upcoming', in_progress: 'In progress', blocked: 'Blocked', completed: 'Completed' },
  es: { upcoming: 'Próximo', in_progress: 'En curso', blocked: 'Bloqueado', completed: 'Completado' },
};

/** Each kind's name as the e-mail choices list it, for the line that says why this e-mail came. */
const KIND_NAME: Record<Language, Record<NotificationKind, string>> = {
  en: {
    task_assigned: 'Task assigned to you',
    task_checklist_changed: 'Checklist changed',
    project_status_changed: 'Project status changed',
    message_taken: 'Message taken',
    sms_received: 'SMS received',
    ticket_replied: 'Ticket replied',
    invoice_paid: 'Invoice paid',
    application_received: 'Application received',
    inquiry_received: 'Contact form message',
  },
  es: {
    task_assigned: 'Tarea asignada',
    task_checklist_changed: 'Lista de comprobación cambiada',
    project_status_changed: 'Estado del proyecto cambiado',
    message_taken: 'Mensaje tomado',
    sms_received: 'SMS recibido',
    ticket_replied: 'Respuesta a un ticket',
    invoice_paid: 'Factura pagada',
    application_received: 'Candidatura recibida',
    inquiry_received: 'Mensaje del formulario de contacto',
  },
};

/** What happened, as the subject line says it. */
const HEADLINE: Record<Language, (told: Told, label: string) => string> = {
  en: ({ kind, actorName: who, detail }, label) => {
    switch (kind) {
      case 'task_assigned':
        return who ? `${who} assigned you the task "${label}"` : `You were assigned the task "${label}"`;
      case 'task_checklist_changed':
        return who ? `${who} changed the checklist of "${label}"` : `The checklist of "${label}" changed`;
      case 'project_status_changed': {
        const status = PROJECT_STATUS.en[detail ?? ''] ?? detail ?? '';
        return who
          ? `${who} changed the status of the project "${label}" to "${status}"`
          : `The status of the project "${label}" is now "${status}"`;
      }
      case 'message_taken':
        return `Lato AI took a message from ${label}`;
      case 'sms_received':
        return `New SMS from ${label}`;
      case 'ticket_replied':
        return who ? `${who} replied to the ticket "${label}"` : `New reply to the ticket "${label}"`;
      case 'invoice_paid':
        return `Invoice ${label} was paid`;
      case 'application_received':
        return `New job application: ${label}`;
      case 'inquiry_received':
        return detail ? `New message from ${oneLine(detail)}: "${label}"` : `New message from the contact form: "${label}"`;
    }
  },
  es: ({ kind, actorName: who, detail }, label) => {
    switch (kind) {
      case 'task_assigned':
        return who ? `${who} te ha asignado la tarea «${label}»` : `Se te ha asignado la tarea «${label}»`;
      case 'task_checklist_changed':
        return who ? `${who} ha cambiado la lista de comprobación de «${label}»` : `Ha cambiado la lista de comprobación de «${label}»`;
      case 'project_status_changed': {
        const status = PROJECT_STATUS.es[detail ?? ''] ?? detail ?? '';
        return who
          ? `${who} ha cambiado el estado del proyecto «${label}» a «${status}»`
          : `El estado del proyecto «${label}» es ahora «${status}»`;
      }
      case 'message_taken':
        return `Lato AI ha tomado un mensaje de ${label}`;
      case 'sms_received':
        return `Nuevo SMS de ${label}`;
      case 'ticket_replied':
        return who ? `${who} ha respondido al ticket «${label}»` : `Nueva respuesta al ticket «${label}»`;
      case 'invoice_paid':
        return `Se ha pagado la factura ${label}`;
      case 'application_received':
        return `Nueva candidatura: ${label}`;
      case 'inquiry_received':
        return detail ? `Nuevo mensaje de ${oneLine(detail)}: «${label}»` : `Nuevo mensaje del formulario de contacto: «${label}»`;
    }
  },
};

/** Kinds whose extra word the headline already says: a project's status, an inquiry's sender. */
const DETAIL_IN_HEADLINE: readonly NotificationKind[] = ['project_status_changed', 'inquiry_received'];

/** The extra word a kind carries, quoted on a line of its own (a checklist item), unless the headline says it. */
function detailLine(told: Told, language: Language): string[] {
  if (!told.detail || DETAIL_IN_HEADLINE.includes(told.kind)) return [];
  return [language === 'es' ? `«${oneLine(told.detail)}»` : `"${oneLine(told.detail)}"`, ''];
}

/**
 * A notification the person chose to get by e-mail too, in their language, with the link to its
 * page: the same news the top bar gives, for someone who is not looking at Lato.
 */
export function notificationEmail(
  to: string,
  name: string,
  told: Told,
  links: { page: string; choices: string },
  language: Language,
): Email {
  const headline = HEADLINE[language](told, oneLine(told.subjectLabel));
  const kindName = KIND_NAME[language][told.kind];
  if (language === 'es') {
    return {
      to,
      subject: headline,
      text: [
        `Hola, ${name}:`,
        '',
        `${headline}.`,
        '',
        ...detailLine(told, language),
        'Ábrelo en Lato:',
        links.page,
        '',
        `Recibes este correo porque elegiste recibir por correo los avisos de «${kindName}». Puedes cambiarlo en tu cuenta de Lato:`,
        links.choices,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: headline,
    text: [
      `Hello ${name},`,
      '',
      `${headline}.`,
      '',
      ...detailLine(told, language),
      'Open it in Lato:',
      links.page,
      '',
      `You get this e-mail because you chose to receive "${kindName}" notifications by e-mail. You can change that in your Lato account:`,
      links.choices,
    ].join('\n'),
  };
}
