import { Alert, Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useChoiceMutations, useChoices, useChoiceTypes, type ChoiceItem } from '../../api/choices';
import { ListPage } from '../../components/ListPage';
import { RequireAbility } from '../../layout/RequireAbility';
import { idParam, textParam, type ListSpec } from '../../lib/listParams';
import { confirmToast } from '../../lib/toasts';
import { useListParams } from '../../lib/useListParams';
import { toastChoiceDeleted, toastChoiceNotDeleted } from './choiceFeedback';
import { ChoiceModal, type ChoiceTarget } from './ChoiceModal';
import { ChoicesTable } from './ChoicesTable';
import { filterChoices } from './filterChoices';

/** The list shown (?type=country) and the top-bar search live in the URL, so that a reload or a shared link shows the same entries. */
const CHOICES_LIST: ListSpec<{ type: string | null; search: string }> = { filters: { type: idParam, search: textParam } };

/** The lists and their entries, for a user with ref_management. */
function ChoicesManager() {
  const [{ filters }, { setFilters }] = useListParams(CHOICES_LIST, 'search');
  const { search } = filters;
  const types = useChoiceTypes();
  // An unknown or missing type (a stale link, the menu entry) shows the first list.
  const selected = types.data?.find((t) => t.key === filters.type) ?? types.data?.[0];
  const choices = useChoices(selected?.key);
  const items = useMemo(() => (choices.data ? filterChoices(choices.data, search) : undefined), [choices.data, search]);
  const { remove } = useChoiceMutations();
  // The target outlives the closing so that the title does not change while the modal fades out.
  const [modal, setModal] = useState<{ opened: boolean; target: ChoiceTarget | null }>({ opened: false, target: null });

  const open = (item: ChoiceItem | null) => {
    if (selected) setModal({ opened: true, target: { type: selected.key, item } });
  };
  const askDelete = (item: ChoiceItem) =>
    confirmToast(`Souhaitez-vous supprimer « ${item.label} » ?`, () => {
      void remove.mutateAsync(item._id).then(toastChoiceDeleted, toastChoiceNotDeleted);
    });

  if (types.isError) {
    return (
      <Alert color="red" title="Listes indisponibles">
        Impossible de charger les listes de référence.
      </Alert>
    );
  }
  return (
    <>
      <Group align="flex-end" justify="space-between">
        <Select
          label="Liste"
          data={(types.data ?? []).map((t) => ({ value: t.key, label: t.label }))}
          value={selected?.key ?? null}
          onChange={(key) => key && setFilters({ type: key })}
          allowDeselect={false}
          searchable
          nothingFoundMessage="Aucune liste"
          disabled={types.isPending}
          w={360}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => open(null)} disabled={!selected}>
          Ajouter
        </Button>
      </Group>
      <ChoicesTable
        items={items}
        loading={types.isPending || choices.isPending}
        error={choices.error}
        search={search}
        deletingId={remove.isPending ? (remove.variables ?? null) : null}
        onEdit={open}
        onDelete={askDelete}
      />
      {modal.target && (
        <ChoiceModal opened={modal.opened} target={modal.target} onClose={() => setModal((m) => ({ ...m, opened: false }))} />
      )}
    </>
  );
}

/** /choices: the reference lists. Everyone may read them, but this is a management screen: ref_management only. */
export default function ChoicesPage() {
  return (
    <ListPage title="Listes de référence">
      <RequireAbility ability="manage_choices">
        <ChoicesManager />
      </RequireAbility>
    </ListPage>
  );
}
