import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What Lato does, one section each on the About page (its `id` is the anchor) and one link each in
 * the footer's Product and Features columns, which the spec names: the two read this one list.
 */
export interface Capability {
  id: string;
  column: 'product' | 'features';
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export const CAPABILITIES: readonly Capability[] = [
  {
    id: 'project-management',
    column: 'product',
    title: msg`Project management`,
    text: msg`Every client project in phases, tasks and checklists, with dates, assignees and attachments, and a board for each person's work.`,
  },
  {
    id: 'multi-tenancy',
    column: 'product',
    title: msg`Multi-tenancy`,
    text: msg`Each client business has its own people, numbers, calls and projects, and sees nothing of any other.`,
  },
  {
    id: 'scalability',
    column: 'product',
    title: msg`Scalability`,
    text: msg`Several server processes on several machines share one PostgreSQL database, with files in object storage and work done by background jobs.`,
  },
  {
    id: 'customization',
    column: 'product',
    title: msg`Customization`,
    text: msg`Each number's assistant has its own name, greeting, voice, language, business hours and answers to the questions callers ask.`,
  },
  {
    id: 'integration',
    column: 'product',
    title: msg`Integration`,
    text: msg`Calls and text messages arrive through Twilio, and the assistant can use the language model of your choice.`,
  },
  {
    id: 'mobile-accessibility',
    column: 'product',
    title: msg`Mobile accessibility`,
    text: msg`Every page works on a phone and with a keyboard or a screen reader, in English and Spanish, left to right and right to left.`,
  },
  {
    id: 'analytics',
    column: 'product',
    title: msg`Analytics and reporting`,
    text: msg`Dashboards read from the product's own data: calls answered, messages taken, projects and their progress.`,
  },
  {
    id: 'user-management',
    column: 'features',
    title: msg`User management`,
    text: msg`Staff roles from CEO to developer, invitations by e-mail, two-step sign-in and an audit log of who changed what.`,
  },
  {
    id: 'workflow-automation',
    column: 'features',
    title: msg`Workflow automation`,
    text: msg`The assistant answers after hours, takes messages, replies to texts and writes a summary of every call.`,
  },
  {
    id: 'api-access',
    column: 'features',
    title: msg`API access`,
    text: msg`Everything the app does goes through one documented API, described once for the app and the server.`,
  },
  {
    id: 'data-visualization',
    column: 'features',
    title: msg`Data visualization`,
    text: msg`Calls and messages at a glance, by day and by outcome, with the transcript behind each one.`,
  },
  {
    id: 'version-control',
    column: 'features',
    title: msg`Version control`,
    text: msg`Boards and settings keep a version, so two people editing at once never overwrite each other's work unseen.`,
  },
  {
    id: 'upgrades',
    column: 'features',
    title: msg`Upgrades`,
    text: msg`New features reach every client at once, with no installation and no downtime for their numbers.`,
  },
  {
    id: 'billing',
    column: 'features',
    title: msg`Billing and invoicing`,
    text: msg`Clear plans per number, with call minutes and text messages included; ask us for a quote.`,
  },
];
