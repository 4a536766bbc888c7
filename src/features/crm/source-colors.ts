import type { ContactSource, ContactStatus } from '@/api/contract/contacts';

export const SOURCE_COLORS: Record<ContactSource, string> = { call: 'indigo.6', sms: 'teal.6', inquiry: 'orange.6', import: 'gray.6' };
export const STATUS_CHART_COLORS: Record<ContactStatus, string> = { new: 'blue.6', open: 'yellow.6', won: 'teal.6', lost: 'gray.5' };
