import { Button, Group, Select, Text } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import { useAntennas } from '../../../api/antennas';
import { useRecipientMutations, type RecipientView } from '../../../api/recipients';
import { AppModal } from '../../../components/AppModal';
import { reportFailure } from '../../../lib/saveFeedback';
import { TOAST_MS, toastInvalid, toastSuccess } from '../../../lib/toasts';
import { LIST } from '../form/IdentityFields';

/** Moves the file to another antenna, after confirmation; the file may then be out of the user's reach, so back to the list. */
export function TransferSection({ file }: { file: RecipientView }) {
  const navigate = useNavigate();
  const antennas = useAntennas();
  const { transfer } = useRecipientMutations();
  const [target, setTarget] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const targetName = antennas.data?.find((a) => a._id === target)?.name ?? '';

  const ask = () => {
    if (!target) toastInvalid("Veuillez choisir l'antenne de destination");
    // Said at once rather than after a confirmation the server would refuse anyway.
    else if (target === file.antenna_id) toastInvalid(RECIPIENT_MESSAGES.sameAntenna);
    else setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    if (!target) return;
    try {
      const name = await transfer.mutateAsync({ id: file._id, antennaId: target });
      toastSuccess(`L'accueilli a bien été transféré à l'antenne ${name}`, TOAST_MS.transfer);
      await navigate('/recipients');
    } catch (error) {
      reportFailure('Transfert impossible', error);
    }
  };

  return (
    <>
      <Group align="flex-end">
        <Select
          label="Antenne de destination"
          data={(antennas.data ?? []).map((a) => ({ value: a._id, label: a.name }))}
          value={target}
          onChange={setTarget}
          clearable
          comboboxProps={LIST}
          w={280}
        />
        <Button variant="light" leftSection={<IconArrowsRightLeft size={16} />} onClick={ask} loading={transfer.isPending}>
          Transférer
        </Button>
      </Group>
      <AppModal opened={confirming} title="Transférer le dossier" onCancel={() => setConfirming(false)} onConfirm={() => void confirm()}>
        <Text>Transférer ce dossier à l'antenne {targetName} ? Il quittera la liste de votre antenne.</Text>
      </AppModal>
    </>
  );
}
