import { callApi } from '@/api/client';
import { latoAiEndpoints, type AssistantSettings } from '@/api/contract/lato-ai';
import type { CallListParams } from '@machines/calls-list/calls-list.machine';
import type { TestCallStep } from '@machines/test-call/test-call.machine';
import type { TranscriptRequest } from '@machines/transcript/transcript.machine';

export const latoAiApi = {
  numbers: () => callApi(latoAiEndpoints.numbers, {}),
  call: (id: number) => callApi(latoAiEndpoints.call, { params: { id } }),
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
        hide_tests: filters.hideTests ? 'true' : undefined,
      },
    }),
};

export const transcriptApi = {
  page: ({ callId, page }: TranscriptRequest) => callApi(latoAiEndpoints.transcript, { query: { call_id: callId, page } }),
};

export const chatApi = {
  conversations: (aiPhoneNumber: string, hideTests = false, search = '') =>
    callApi(latoAiEndpoints.conversations, {
      query: { ai_phone_number: aiPhoneNumber, hide_tests: hideTests ? 'true' : undefined, search: search || undefined },
    }),
  page: (aiPhoneNumber: string, customer: string, page: number) =>
    callApi(latoAiEndpoints.chatLogs, { query: { customer_phone_number: customer, aiPhoneNumber, page } }),
  send: (numberId: number, to: string, body: string) => callApi(latoAiEndpoints.sendSms, { body: { from: numberId, to, body } }),
  markRead: (aiPhoneNumber: string, customer: string) =>
    callApi(latoAiEndpoints.markRead, { body: { ai_phone_number: aiPhoneNumber, customer_phone_number: customer } }),
};

export const settingsApi = {
  load: (numberId: number) => callApi(latoAiEndpoints.settings, { params: { numberId } }),
  save: (numberId: number, settings: AssistantSettings) => callApi(latoAiEndpoints.saveSettings, { params: { numberId }, body: settings }),
  addFaqEntry: (numberId: number, entry: { question: string; answer: string }) =>
    callApi(latoAiEndpoints.addFaqEntry, { params: { numberId }, body: entry }),
};

export const simulatorApi = {
  call: (step: TestCallStep) => callApi(latoAiEndpoints.simulateCall, { body: step }),
  sms: (numberId: number, body: string) => callApi(latoAiEndpoints.simulateSms, { body: { number_id: numberId, body } }),
};
