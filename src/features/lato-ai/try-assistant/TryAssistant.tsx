import { Anchor, Card, Tabs, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SimulatedCall, TwilioNumber } from '@/api/contract/lato-ai';
import { queryClient } from '@/api/query-client';
import { testCallMachine, type TestCallStep } from '@machines/test-call/test-call.machine';
import { simulatorApi } from '@/features/lato-ai/lato-ai-api';
import { latoAiKeys } from '@/features/lato-ai/lato-ai-queries';
import { TestCallView } from './TestCall';
import { TestSms } from './TestSms';

const testCallWithApi = testCallMachine.provide({
  actors: {
    simulate: fromPromise<SimulatedCall, TestCallStep>(async ({ input }) => {
      const answer = await simulatorApi.call(input);
      // Each step adds to the test call, which the number's calls list shows (marked Test).
      void queryClient.invalidateQueries({ queryKey: latoAiKeys.calls(input.number_id) });
      return answer;
    }),
  },
});

/**
 * "Try your assistant": a test call and a test SMS on the chosen number, answered with its saved
 * settings through the same code a real call takes; no Twilio account needed.
 */
export function TryAssistant({ number, language }: { number: TwilioNumber; language: 'en' | 'es' }) {
  const call = useActorRef(testCallWithApi, { input: { numberId: number.id } });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h4">
        <Trans>Try your assistant</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          Play a caller or a customer texting this number. The assistant answers with the saved settings, exactly as on a real call; the
          test shows in{' '}
          <Anchor
            size="sm"
            renderRoot={(props) => <Link {...props} to="/dashboard/calls" search={{ org: number.organisation.id, number: number.id }} />}
          >
            Calls
          </Anchor>
          , marked Test.
        </Trans>
      </Text>
      <Tabs defaultValue="call">
        <Tabs.List mb="md">
          <Tabs.Tab value="call">
            <Trans>Call</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="sms">
            <Trans>SMS</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="call">
          <TestCallView actor={call} language={language} />
        </Tabs.Panel>
        <Tabs.Panel value="sms">
          <TestSms numberId={number.id} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
