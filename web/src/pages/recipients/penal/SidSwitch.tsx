import { Switch } from '@mantine/core';
import { usePenalMutations } from '../../../api/penal';
import { reportFailure } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';

/** 'Suivi initié en détention': posted as soon as it is switched; it shows the value sent until the file reloads with it. */
export function SidSwitch({ recipientId, sid }: { recipientId: string; sid: boolean }) {
  const { setSid } = usePenalMutations();
  const shown = setSid.isPending ? setSid.variables.value : sid;
  return (
    <Switch
      label="Suivi initié en détention"
      checked={shown}
      disabled={setSid.isPending}
      onChange={(event) =>
        setSid.mutate(
          { recipientId, value: event.currentTarget.checked },
          {
            onSuccess: () => toastSuccess('Élément enregistré'),
            onError: (error) => reportFailure('Modifications non enregistrées', error),
          },
        )
      }
    />
  );
}
