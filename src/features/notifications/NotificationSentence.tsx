import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationDto } from '@/api/contract/notifications';
import { formatPhone } from '@/lib/phone';
import { projectStatusLabel } from './project-status-labels';
import classes from './Notifications.module.css';

type Props = { notification: Pick<NotificationDto, 'kind' | 'actor' | 'subject' | 'detail'> };

// Names, titles and numbers are the people's own words, in any script: each sits in a <bdi> so a
// right-to-left name, or a number's leading "+", cannot reorder the sentence around it. A phone
// number is read whole, so it is never broken across lines.

function TaskAssigned({ name, task }: { name?: string; task: string }) {
  return name ? (
    <Trans>
      <bdi>{name}</bdi> assigned you “<bdi>{task}</bdi>”
    </Trans>
  ) : (
    <Trans>
      You were assigned “<bdi>{task}</bdi>”
    </Trans>
  );
}

function ChecklistChanged({ name, task, item }: { name?: string; task: string; item: string | null }) {
  if (name && item)
    return (
      <Trans>
        <bdi>{name}</bdi> changed “<bdi>{item}</bdi>” on the checklist of “<bdi>{task}</bdi>”
      </Trans>
    );
  if (name)
    return (
      <Trans>
        <bdi>{name}</bdi> changed the checklist of “<bdi>{task}</bdi>”
      </Trans>
    );
  if (item)
    return (
      <Trans>
        “<bdi>{item}</bdi>” changed on the checklist of “<bdi>{task}</bdi>”
      </Trans>
    );
  return (
    <Trans>
      The checklist of “<bdi>{task}</bdi>” changed
    </Trans>
  );
}

function ProjectStatusChanged({ name, project, detail }: { name?: string; project: string; detail: string | null }) {
  const { i18n } = useLingui();
  const label = projectStatusLabel(detail);
  // A status this version of the app does not know is still named, as the server wrote it.
  const status = label ? i18n._(label) : detail;
  if (name && status)
    return (
      <Trans>
        <bdi>{name}</bdi> changed the status of “<bdi>{project}</bdi>” to {status}
      </Trans>
    );
  if (name)
    return (
      <Trans>
        <bdi>{name}</bdi> changed the status of “<bdi>{project}</bdi>”
      </Trans>
    );
  if (status)
    return (
      <Trans>
        “<bdi>{project}</bdi>” is now {status}
      </Trans>
    );
  return (
    <Trans>
      The status of “<bdi>{project}</bdi>” changed
    </Trans>
  );
}

function TicketReplied({ name, ticket }: { name?: string; ticket: string }) {
  return name ? (
    <Trans>
      <bdi>{name}</bdi> replied to the ticket “<bdi>{ticket}</bdi>”
    </Trans>
  ) : (
    <Trans>
      The ticket “<bdi>{ticket}</bdi>” has a new reply
    </Trans>
  );
}

function InvoicePaid({ name, invoice }: { name?: string; invoice: string }) {
  return name ? (
    <Trans>
      <bdi>{name}</bdi> paid invoice <bdi>{invoice}</bdi>
    </Trans>
  ) : (
    <Trans>
      Invoice <bdi>{invoice}</bdi> was paid
    </Trans>
  );
}

function ApplicationReceived({ name, job }: { name?: string; job: string }) {
  return name ? (
    <Trans>
      <bdi>{name}</bdi> applied for “<bdi>{job}</bdi>”
    </Trans>
  ) : (
    <Trans>
      New application for “<bdi>{job}</bdi>”
    </Trans>
  );
}

/** A visitor's message from the contact form; its sender's name is the notification's detail (a visitor has no account). */
function InquiryReceived({ name, subject }: { name: string | null; subject: string }) {
  return name ? (
    <Trans>
      <bdi>{name}</bdi> wrote “<bdi>{subject}</bdi>” through the contact form
    </Trans>
  ) : (
    <Trans>
      New message through the contact form: “<bdi>{subject}</bdi>”
    </Trans>
  );
}

/**
 * What happened, in a sentence of the reader's language, from the kind, who did it, what to and
 * the kind's one extra word: "Maya Chen assigned you “Set up staging”".
 */
export function NotificationSentence({ notification: { kind, actor, subject, detail } }: Props) {
  const name = actor?.name || undefined;
  const label = subject.label;
  switch (kind) {
    case 'task_assigned':
      return <TaskAssigned name={name} task={label} />;
    case 'task_checklist_changed':
      return <ChecklistChanged name={name} task={label} item={detail} />;
    case 'project_status_changed':
      return <ProjectStatusChanged name={name} project={label} detail={detail} />;
    case 'message_taken': {
      const number = formatPhone(label);
      return (
        <Trans>
          A caller (<bdi className={classes.number}>{number}</bdi>) left a message
        </Trans>
      );
    }
    case 'sms_received': {
      const number = formatPhone(label);
      return (
        <Trans>
          New text message from <bdi className={classes.number}>{number}</bdi>
        </Trans>
      );
    }
    case 'ticket_replied':
      return <TicketReplied name={name} ticket={label} />;
    case 'invoice_paid':
      return <InvoicePaid name={name} invoice={label} />;
    case 'application_received':
      // The applicant is no user of Lato: their name comes in the detail.
      return <ApplicationReceived name={detail || name} job={label} />;
    case 'inquiry_received':
      return <InquiryReceived name={detail || null} subject={label} />;
  }
}
