import { Alert, Select, SimpleGrid, Skeleton } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { CONTACT_LINK_MESSAGES as M } from '@domain/contactLinks/rules';
import { orientationGroup, followingGroup } from '@domain/contactLinks/orientation';
import { useFollowing, useFollowingSave, useOrientation, useOrientationSave } from '../../../api/contactLinks';
import { useOrganism, useOrganismNames } from '../../../api/organisms';
import { reportFailure } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';

/** The option that stands for no organism (a Select option needs a value of its own). */
const NONE = 'aucun';

interface PickerProps {
  label: string;
  /** The organism id stored, or null. */
  value: string | null;
  saving: boolean;
  onPick(organismId: string | null): void;
}

/** A pick among the organisms in use, or 'Aucun'; the stored organism keeps its name when archived or out of the lists. */
function OrganismPicker({ label, value, saving, onPick }: PickerProps) {
  const names = useOrganismNames();
  const listed = !value || !names.data || names.data.some((organism) => organism._id === value);
  const own = useOrganism(listed ? undefined : (value ?? undefined));
  const data = [{ value: NONE, label: 'Aucun' }, ...(names.data ?? []).map((organism) => ({ value: organism._id, label: organism.name }))];
  if (!listed && value) data.push({ value, label: own.data?.name ?? (own.isError ? 'Organisme non visible' : 'Chargement…') });
  return (
    <Select
      label={label}
      data={data}
      value={value ?? NONE}
      onChange={(picked) => picked && picked !== (value ?? NONE) && onPick(picked === NONE ? null : picked)}
      allowDeselect={false}
      searchable
      disabled={saving}
      nothingFoundMessage="Aucun organisme"
      comboboxProps={{ keepMounted: false }}
    />
  );
}

type Save<F> = UseMutationResult<unknown, Error, { recipientId: string; values: F }>;

/** One selector saved as soon as it changes; while saving it shows the organism picked. */
function SavedPicker<K extends string>(props: {
  recipientId: string;
  field: K;
  label: string;
  stored: UseQueryResult<Record<K, string | null>>;
  save: Save<Record<K, string | null>>;
}) {
  const { recipientId, field, label, stored, save } = props;
  if (stored.isLoading) return <Skeleton height={60} />;
  // Never 'Aucun' over an organism that could not be read: picking again would be the only way to know.
  if (stored.isError) return <Alert color="red" title={`Impossible de charger « ${label} ».`} />;
  const value = save.isPending ? save.variables.values[field] : (stored.data?.[field] ?? null);
  const pick = (organismId: string | null) =>
    save.mutate(
      { recipientId, values: { [field]: organismId } as Record<K, string | null> },
      { onSuccess: () => toastSuccess(M.orientationSaved), onError: (error) => reportFailure(M.notSaved, error) },
    );
  return <OrganismPicker label={label} value={value} saving={save.isPending} onPick={pick} />;
}

/** 'Orienté par' and 'Suivi par': the organisms that sent and that follow the person, each saved when changed. */
export function OrganismPickers({ recipientId }: { recipientId: string }) {
  const orientation = useOrientation(recipientId);
  const following = useFollowing(recipientId);
  const saveOrientation = useOrientationSave();
  const saveFollowing = useFollowingSave();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SavedPicker
        recipientId={recipientId}
        field="oriented_by"
        label={orientationGroup.labels.oriented_by}
        stored={orientation}
        save={saveOrientation}
      />
      <SavedPicker
        recipientId={recipientId}
        field="followed_by"
        label={followingGroup.labels.followed_by}
        stored={following}
        save={saveFollowing}
      />
    </SimpleGrid>
  );
}
