import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import { frenchDay } from '@domain/shared/dates';
import { useChoices } from '../../../api/choices';
import { useRecipientMutations, type RecipientView } from '../../../api/recipients';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { formatDate } from '../../../lib/format';
import { reportFailure } from '../../../lib/saveFeedback';
import { TOAST_MS, toastInvalid, toastSuccess } from '../../../lib/toasts';
import { LIST } from '../form/IdentityFields';

type Radiation = { on: string | null; radiation_reason: string | null; radiation_status: string | null };
const NO_RADIATION: Radiation = { on: null, radiation_reason: null, radiation_status: null };

/** Radiation of the file (date, reason, status), and its renewal by an administrator. */
export function RadiationSection({ file }: { file: RecipientView }) {
  const reasons = useChoices('radiation_reasons');
  const statuses = useChoices('radiation_status');
  const { radiate, unradiate } = useRecipientMutations();
  const [radiation, setRadiation] = useState<Radiation>(NO_RADIATION);
  // The action asked stays set while the modal closes, so its text does not change during the animation.
  const [action, setAction] = useState<'radiate' | 'renew'>('radiate');
  const [confirming, setConfirming] = useState(false);
  const ask = (next: 'radiate' | 'renew') => {
    setAction(next);
    setConfirming(true);
  };
  const labelOf = (list: typeof reasons, id: string | null) => list.data?.find((item) => item._id === id)?.label ?? '—';
  const today = frenchDay(new Date());

  const askRadiation = () => {
    if (!radiation.on) toastInvalid(RECIPIENT_MESSAGES.radiationDate);
    else ask('radiate');
  };

  const confirm = async () => {
    const renewing = action === 'renew';
    setConfirming(false);
    try {
      if (renewing) {
        // The renewal date is today's; it replaces the radiation date.
        await unradiate.mutateAsync({ id: file._id, on: today });
        toastSuccess("L'accueilli a bien été renouvelé");
        return;
      }
      await radiate.mutateAsync({ id: file._id, ...radiation });
      // A later radiation, after a renewal, starts from blank fields.
      setRadiation(NO_RADIATION);
      toastSuccess("L'accueilli a bien été radié");
      if (!file.abilities.renew)
        notifications.show({ color: 'blue', message: RECIPIENT_MESSAGES.renewAdminOnly, autoClose: TOAST_MS.error });
    } catch (error) {
      reportFailure(renewing ? 'Renouvellement impossible' : 'Radiation impossible', error);
    }
  };

  return (
    <Stack gap="sm">
      {file.radiated ? (
        // A lasting state of the file, not a message of the moment: a region, not an alert.
        <Alert color="red" role="region" title={`Radié le ${formatDate(file.radiated_on)}`}>
          <Text size="sm">Motif : {labelOf(reasons, file.radiation_reason)}</Text>
          <Text size="sm">Statut : {labelOf(statuses, file.radiation_status)}</Text>
          {file.abilities.renew ? (
            <Button mt="sm" leftSection={<IconRefresh size={16} />} onClick={() => ask('renew')} loading={unradiate.isPending}>
              Renouveler
            </Button>
          ) : (
            <Text size="sm" mt="sm">
              {RECIPIENT_MESSAGES.renewAdminOnly}
            </Text>
          )}
        </Alert>
      ) : (
        <>
          {file.radiated_on && <Text size="sm">Droits rouverts le {formatDate(file.radiated_on)}.</Text>}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField label="Date de radiation" value={radiation.on} onChange={(on) => setRadiation({ ...radiation, on })} />
            <Select
              label="Motif de radiation"
              data={(reasons.data ?? []).map((r) => ({ value: r._id, label: r.label }))}
              clearable
              comboboxProps={LIST}
              value={radiation.radiation_reason}
              onChange={(radiation_reason) => setRadiation({ ...radiation, radiation_reason })}
            />
            <Select
              label="Statut de radiation"
              data={(statuses.data ?? []).map((s) => ({ value: s._id, label: s.label }))}
              clearable
              comboboxProps={LIST}
              value={radiation.radiation_status}
              onChange={(radiation_status) => setRadiation({ ...radiation, radiation_status })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button color="red" variant="light" leftSection={<IconBan size={16} />} onClick={askRadiation} loading={radiate.isPending}>
              Radier
            </Button>
          </Group>
        </>
      )}
      <AppModal
        opened={confirming}
        title={action === 'renew' ? 'Renouveler le dossier' : 'Radier le dossier'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      >
        <Text>
          {action === 'renew'
            ? `Rouvrir les droits de ce dossier ? La date de renouvellement (${formatDate(today)}) remplacera la date de radiation.`
            : `Radier ce dossier au ${formatDate(radiation.on)} ? Seul un administrateur pourra ensuite rouvrir ses droits.`}
        </Text>
      </AppModal>
    </Stack>
  );
}
