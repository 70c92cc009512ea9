import { Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAntennas, useSiege } from '../../api/antennas';
import { useSession } from '../../auth/session';
import { RequireAbility } from '../../layout/RequireAbility';
import { AntennaEditor } from './AntennaEditor';
import { NewAntennaModal } from './NewAntennaModal';
import { SiegeForm } from './SiegeForm';

/** The selected antenna lives in the URL (?antenne=id) so that a reload or a shared link shows the same one. */
const SELECTED = 'antenne';

/** Pick an antenna and edit it, create one, and edit the head office. */
function AntennasManager() {
  const { me, abilities } = useSession();
  const antennas = useAntennas();
  const siege = useSiege();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);

  // The server lists antennas proper only (no acr, not the head office); an id that is not among them
  // (an antenna just given an acr, a stale link) falls back to the user's own antenna, else the first.
  const list = antennas.data ?? [];
  const selected = list.find((a) => a._id === params.get(SELECTED)) ?? list.find((a) => a._id === me?.antenna_id) ?? list[0];
  const choose = (id: string | null) => {
    if (id) setParams({ [SELECTED]: id }, { replace: true });
  };

  return (
    <>
      <Group align="flex-end">
        <Select
          label="Antenne"
          data={list.map((a) => ({ value: a._id, label: a.name }))}
          value={selected?._id ?? null}
          onChange={choose}
          allowDeselect={false}
          searchable
          nothingFoundMessage="Aucune antenne"
          disabled={antennas.isPending}
          w={320}
        />
        {abilities?.create_antenna && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Nouvelle antenne
          </Button>
        )}
      </Group>
      <Paper component="section" aria-label="Fiche de l'antenne" withBorder p="md">
        {antennas.isPending && <Loader size="sm" aria-label="Chargement des antennes" />}
        {antennas.isError && <Text c="red">Impossible de charger les antennes.</Text>}
        {antennas.isSuccess && (selected ? <AntennaEditor key={selected._id} antenna={selected} /> : <Text>Aucune antenne.</Text>)}
      </Paper>
      <Title order={3}>Siège</Title>
      <Paper component="section" aria-label="Siège" withBorder p="md">
        {siege.isPending && <Loader size="sm" aria-label="Chargement du siège" />}
        {siege.isError && <Text c="red">Impossible de charger le siège.</Text>}
        {siege.data && <SiegeForm siege={siege.data} />}
      </Paper>
      <NewAntennaModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          choose(id);
        }}
      />
    </>
  );
}

/** /antennas: antenna and head-office management, for users with antennas_management only. */
export default function AntennasPage() {
  return (
    <Stack>
      <Title order={2}>Gestion des antennes</Title>
      <RequireAbility ability="manage_antennas">
        <AntennasManager />
      </RequireAbility>
    </Stack>
  );
}
