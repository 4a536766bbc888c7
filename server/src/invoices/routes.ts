import type { FastifyInstance } from 'fastify';
import type { API } from '@/api/contract/api';
import type { AreaHandlers } from '@server/src/http/endpoints';
import { documentHandlers } from './documents/routes';
import { invoicePaymentHandlers } from './payments/routes';
import { recordHandlers } from './records/routes';

/** Invoices: writing and reading them, their PDFs and e-mails, and the payments against them. */
export function invoiceHandlers(app: FastifyInstance): AreaHandlers<typeof API.invoices> {
  return { ...recordHandlers(app), ...documentHandlers(app), ...invoicePaymentHandlers(app) };
}
