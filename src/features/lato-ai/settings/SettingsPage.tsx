import { Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TwilioNumber } from '@/api/contract/lato-ai';
import { fetchFresh, queryClient } from '@/api/query-client';
import { UnsavedChangesGuard } from '@/ui/UnsavedChangesGuard';
import { useActiveOrganisation } from '@/features/organisations/shared';
import { settingsEditorMachine, type SaveSettingsRequest, type SavedSettings } from '@machines/settings-editor/settings-editor.machine';
import { settingsApi } from '@/features/lato-ai/lato-ai-api';
import { NumberPage, type NumberChange } from '@/features/lato-ai/numbers';
import type { NumberSearch } from '@/features/lato-ai/calls/calls-search';
import { latoAiKeys, settingsQuery } from '@/features/lato-ai/lato-ai-queries';
import { SettingsScreen } from './SettingsScreen';
import { TryAssistant } from '@/features/lato-ai/try-assistant/TryAssistant';

/** The settings editor wired to the API. */
const settingsEditorWithApi = settingsEditorMachine.provide({
  actors: {
    loadSettings: fromPromise<SavedSettings, { numberId: number }>(({ input }) => fetchFresh(settingsQuery(input.numberId))),
    saveSettings: fromPromise<SavedSettings, SaveSettingsRequest>(async ({ input }) => {
      const saved = await settingsApi.save(input.numberId, input.settings);
      // The answer is the settings as saved: the cache takes them as they are, with nothing to ask again.
      queryClient.setQueryData(latoAiKeys.settings(input.numberId), saved);
      return saved;
    }),
  },
});

function SettingsEditor({ number }: { number: TwilioNumber }) {
  const actor = useActorRef(settingsEditorWithApi, { input: { numberId: number.id } });
  const unsaved = useSelector(actor, (s) => s.matches('dirty') || s.matches('saving'));
  const language = useSelector(actor, (s) => s.context.saved?.language);
  // Its business's owners tune the assistant; its members read how it answers (the server says so too).
  const readOnly = useActiveOrganisation().active?.role === 'member';
  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={unsaved} />
      <SettingsScreen actor={actor} phoneNumber={number.phone_number} readOnly={readOnly} />
      {language && <TryAssistant number={number} language={language} />}
    </Stack>
  );
}

/** /dashboard/settings: how Lato AI answers the chosen number; the business and the number live in the address. */
export function SettingsPage({
  search,
  onNumber,
}: {
  search: NumberSearch;
  /** `correct`: the address named a number not shown, and is put right in place (no new history entry). */
  onNumber(id: number, org: number, how: NumberChange): void;
}) {
  const { t } = useLingui();
  return (
    <NumberPage title={t`Assistant settings`} requested={search} onNumber={onNumber}>
      {(chosen) => <SettingsEditor key={chosen.id} number={chosen} />}
    </NumberPage>
  );
}
