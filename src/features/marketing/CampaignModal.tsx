import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkFields } from '@/api/check-fields';
import { CAMPAIGN_CODE_MAX, CAMPAIGN_NAME_MAX, newCampaignSchema, type Campaign, type NewCampaign } from '@/api/contract/marketing';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
import { DateField } from '@/ui/DateField';
import { focusFirstError } from '@/ui/focus-first-error';
import { showToast } from '@/ui/toast';
import { CAMPAIGN_FIELD_MESSAGES } from './labels';
import { campaignOwnersQuery, campaignsApi, marketingKey } from './marketing-queries';

const SAVE_FAILED = msg`Could not save the campaign.`;
const DELETE_FAILED = msg`Could not delete the campaign.`;

interface Values {
  name: string;
  code: string;
  starts_on: string | null;
  ends_on: string | null;
  owner_id: string | null;
}

const valuesOf = (campaign: Campaign | null): Values => ({
  name: campaign?.name ?? '',
  code: campaign?.code ?? '',
  starts_on: campaign?.starts_on ?? null,
  ends_on: campaign?.ends_on ?? null,
  owner_id: campaign?.owner ? String(campaign.owner.id) : null,
});

const toBody = (values: Values): NewCampaign => ({
  name: values.name.trim(),
  code: values.code.trim(),
  starts_on: values.starts_on ?? '',
  ends_on: values.ends_on,
  owner_id: values.owner_id === null ? null : Number(values.owner_id),
});

/** A new campaign's form, or a campaign's to change or delete (`campaign` null: closed). */
export function CampaignModal({ campaign, onClose }: { campaign: Campaign | 'new' | null; onClose(): void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const existing = campaign === 'new' ? null : campaign;
  const owners = useQuery({ ...campaignOwnersQuery, enabled: campaign !== null });
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(null),
    validate: (values) => checkFields(newCampaignSchema, toBody(values), CAMPAIGN_FIELD_MESSAGES),
  });
  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (campaign === null) return;
    const values = valuesOf(existing);
    setValues(values);
    resetDirty(values);
    clearErrors();
    setNotice(null);
    // Only when another campaign (or a new one) is opened.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [campaign]);

  const close = () => {
    if (!saving) onClose();
  };
  const submit = async (values: Values) => {
    setSaving(true);
    setNotice(null);
    try {
      const saved = existing ? await campaignsApi.update(existing.id, toBody(values)) : await campaignsApi.create(toBody(values));
      await queryClient.invalidateQueries({ queryKey: marketingKey });
      const name = saved.name;
      showToast({ color: 'teal', message: existing ? t`Saved ${name}.` : t`Created ${name}.` });
      setSaving(false);
      onClose();
    } catch (error) {
      setSaving(false);
      const onFields = fieldErrorMessages(error, CAMPAIGN_FIELD_MESSAGES);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setNotice(errorMessage(error, SAVE_FAILED));
      else focusFirstError();
    }
  };
  const remove = async () => {
    if (!existing) return null;
    try {
      await campaignsApi.remove(existing.id);
      await queryClient.invalidateQueries({ queryKey: marketingKey });
      const name = existing.name;
      showToast({ color: 'teal', message: t`Deleted ${name}.` });
      setDeleting(false);
      onClose();
      return null;
    } catch (error) {
      return { message: errorMessage(error, DELETE_FAILED) };
    }
  };

  const ownerOptions = (owners.data?.results ?? []).map((person) => ({ value: String(person.id), label: person.name }));
  // A campaign's owner who may no longer run campaigns is still shown as its owner.
  if (existing?.owner && !ownerOptions.some((option) => option.value === String(existing.owner!.id)))
    ownerOptions.push({ value: String(existing.owner.id), label: existing.owner.name });

  return (
    <>
      <Modal
        opened={campaign !== null && !deleting}
        onClose={close}
        title={existing ? t`Campaign` : t`New campaign`}
        size="lg"
        closeOnClickOutside={!saving}
        closeOnEscape={!saving}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
          <Stack gap="md">
            <TextInput
              label={t`Name`}
              required
              dir="auto"
              maxLength={CAMPAIGN_NAME_MAX}
              autoComplete="off"
              disabled={saving}
              data-autofocus
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t`Code`}
              description={t`What its links carry as utm_campaign, such as spring-sale. Visits with this code are counted for it.`}
              required
              dir="ltr"
              maxLength={CAMPAIGN_CODE_MAX}
              autoComplete="off"
              spellCheck={false}
              disabled={saving}
              {...form.getInputProps('code')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField label={t`Starts on`} required disabled={saving} clearable={false} {...form.getInputProps('starts_on')} />
              <DateField
                label={t`Ends on`}
                description={t`Empty while it has no end.`}
                disabled={saving}
                {...form.getInputProps('ends_on')}
              />
            </SimpleGrid>
            <Select
              label={t`Owner`}
              placeholder={t`Nobody`}
              data={ownerOptions}
              clearable
              searchable
              nothingFoundMessage={t`Nobody by that name.`}
              disabled={saving}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('owner_id')}
            />
            {notice && (
              <Alert color="red" role="alert">
                {notice}
              </Alert>
            )}
            <Group justify="space-between">
              {existing ? (
                <Button variant="subtle" color="red" onClick={() => setDeleting(true)} disabled={saving}>
                  <Trans>Delete</Trans>
                </Button>
              ) : (
                <span />
              )}
              <Group>
                <Button variant="default" onClick={close} disabled={saving}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" loading={saving}>
                  {existing ? <Trans>Save</Trans> : <Trans>Create campaign</Trans>}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      {existing && (
        <ConfirmDeleteDialog
          opened={deleting}
          title={t`Delete this campaign?`}
          message={
            <Trans>
              The campaign leaves the list. What its visitors did stays counted under its code, and shows again if a campaign takes that
              code.
            </Trans>
          }
          confirmLabel={t`Delete campaign`}
          onDelete={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </>
  );
}
