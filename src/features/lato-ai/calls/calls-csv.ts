import type { Call } from '@/api/contract/lato-ai';
import type { CallListParams } from '@machines/calls-list/calls-list.machine';
import { latoAiApi } from '@/features/lato-ai/lato-ai-api';
import { csvField } from '@/api/contract/csv';

const COLUMNS: (keyof Call)[] = [
  'started_at',
  'ended_at',
  'duration_seconds',
  'customer_phone_number',
  'direction',
  'status',
  'outcome',
  'summary',
  'message',
  'call_sid',
];

export { csvField };

/** The calls as CSV, with a header row; lines end with CRLF (RFC 4180). */
export const callsCsv = (calls: Call[]): string =>
  [COLUMNS.join(','), ...calls.map((call) => COLUMNS.map((column) => csvField(call[column])).join(','))].join('\r\n') + '\r\n';

/** Every call the filters select, read page after page. */
export async function allCalls(params: CallListParams): Promise<Call[]> {
  const calls: Call[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await latoAiApi.calls({ ...params, page, pageSize: 100 });
    calls.push(...answer.results);
    if (page >= answer.num_pages) return calls;
  }
}
