import { callApi } from '@/api/client';
import { latoAiEndpoints } from '@/api/contract/lato-ai';
import type { CallListParams } from '@machines/calls-list/calls-list.machine';

export const latoAiApi = {
  numbers: () => callApi(latoAiEndpoints.numbers, {}),
  calls: ({ numberId, filters, page, pageSize }: CallListParams) =>
    callApi(latoAiEndpoints.calls, {
      query: {
        twilio_number: numberId,
        page,
        page_size: pageSize,
        status: filters.status ?? undefined,
        direction: filters.direction ?? undefined,
        outcome: filters.outcome ?? undefined,
        date_from: filters.dateFrom,
        date_to: filters.dateTo,
        customer_phone_number: filters.customer || undefined,
        search: filters.search || undefined,
      },
    }),
};
