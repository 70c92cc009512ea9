import { Button, Group, Select, Text } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import { useAntennas } from '../../../api/antennas';
import { useRecipientMutations, useTransferReferents, type RecipientView } from '../../../api/recipients';
import { AppModal } from '../../../components/AppModal';
import { formatPersonName } from '../../../lib/format';
import { reportFailure, showServerErrors } from '../../../lib/saveFeedback';
import { TOAST_MS, toastInvalid, toastSuccess } from '../../../lib/toasts';
import { LIST } from '../form/IdentityFields';

/**
 * Moves the file to another antenna with its new referent there (the old one could no longer open it),
 * after confirmation; the file may then be out of the user's reach, so back to the list.
 */
export function TransferSection({ file }: { file: RecipientView }) {
  const navigate = useNavigate();
  const antennas = useAntennas();
  const { transfer, leftFile } = useRecipientMutations();
  const [target, setTarget] = useState<string | null>(null);
  const [referent, setReferent] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const elsewhere = target && target !== file.antenna_id ? target : null;
  const referents = useTransferReferents(file._id, elsewhere);
  const targetName = antennas.data?.find((a) => a._id === target)?.name ?? '';

  const chooseTarget = (antennaId: string | null) => {
    setTarget(antennaId);
    // The people offered change with the antenna: a referent chosen for another one does not follow.
    setReferent(null);
    setErrors({});
  };

  const ask = () => {
    if (!target) toastInvalid("Veuillez choisir l'antenne de destination");
    // Said at once rather than after a confirmation the server would refuse anyway.
    else if (target === file.antenna_id) toastInvalid(RECIPIENT_MESSAGES.sameAntenna);
    else if (!referent) setErrors({ user_ref: RECIPIENT_MESSAGES.transferReferentRequired });
    else setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    if (!target) return;
    try {
      const name = await transfer.mutateAsync({ id: file._id, antennaId: target, userRef: referent });
      toastSuccess(`L'accueilli a bien été transféré à l'antenne ${name}`, TOAST_MS.transfer);
      // Left before the file's queries are touched: refetched on this page, they may answer 403.
      await navigate('/recipients', { flushSync: true });
      await leftFile(file._id);
    } catch (error) {
      showServerErrors({ setErrors }, error);
      reportFailure('Transfert impossible', error);
    }
  };

  return (
    <>
      <Group align="flex-start">
        <Select
          label="Antenne de destination"
          data={(antennas.data ?? []).map((a) => ({ value: a._id, label: a.name }))}
          value={target}
          onChange={chooseTarget}
          error={errors.antenna_id}
          clearable
          comboboxProps={LIST}
          w={280}
        />
        <Select
          label="Nouveau référent"
          placeholder={elsewhere ? 'Choisir' : "Choisissez d'abord l'antenne"}
          data={(referents.data ?? []).map((u) => ({ value: u._id, label: formatPersonName(u) }))}
          value={referent}
          onChange={(userId) => {
            setReferent(userId);
            setErrors({});
          }}
          disabled={!elsewhere}
          error={errors.user_ref}
          searchable
          nothingFoundMessage="Personne dans cette antenne"
          comboboxProps={LIST}
          w={280}
        />
        <Button variant="light" mt={25} leftSection={<IconArrowsRightLeft size={16} />} onClick={ask} loading={transfer.isPending}>
          Transférer
        </Button>
      </Group>
      <AppModal opened={confirming} title="Transférer le dossier" onCancel={() => setConfirming(false)} onConfirm={() => void confirm()}>
        <Text>Transférer ce dossier à l'antenne {targetName} ? Il quittera la liste de votre antenne.</Text>
      </AppModal>
    </>
  );
}
