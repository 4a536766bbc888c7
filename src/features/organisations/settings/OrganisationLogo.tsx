import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Organisation } from '@/api/contract/organisations';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { AVATAR_MESSAGES } from '@/i18n/avatar-messages';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { organisationKeys } from '@/features/organisations/organisations-queries';
import { ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { AvatarField } from '@/ui/AvatarField';
import { showToast } from '@/ui/toast';

/**
 * A business's logo, saved as soon as it is chosen or removed (it is no part of the settings'
 * Save): an owner's or the staff's; members see it only.
 */
export function OrganisationLogo({ organisation }: { organisation: Organisation }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (file: File | null) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await organisationsApi.logo(organisation.id, file, file === null);
      queryClient.setQueryData(organisationKeys.detail(organisation.id), (old: Organisation | undefined) =>
        old ? { ...old, ...answer } : old,
      );
      showToast({ color: 'teal', message: file ? t`Saved the new logo.` : t`Removed the logo.` });
    } catch (failure) {
      const onField = fieldErrorMessages(failure, AVATAR_MESSAGES).logo;
      setError(onField ?? errorMessage(failure, ORGANISATION_FAILURES.save));
    } finally {
      setBusy(false);
    }
  };

  if (organisation.my_role === 'member') return null;
  return (
    <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0 }}>
      <AvatarField
        name={organisation.name}
        current={organisation.logo}
        file={null}
        removed={false}
        error={error ?? undefined}
        onFile={(file) => file && void save(file)}
        onRemove={() => void save(null)}
        onError={setError}
        words={{ label: t`Logo`, upload: t`Upload a logo`, image: t`Logo image`, remove: t`Remove the logo` }}
      />
    </fieldset>
  );
}
