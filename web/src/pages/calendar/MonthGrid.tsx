import { Badge, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import type { CalendarDay } from '../../api/hotels';
import { formatDate } from '../../lib/format';
import { monthWeeks } from './calendarState';

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

/** A counter of free rooms: green when some are free, otherwise red (organisation) or orange (antenna). */
function Counter({ scope, value }: { scope: 'organisation' | 'antenne'; value: number }) {
  const label = `Libres (${scope}) : ${value}`;
  const empty = scope === 'organisation' ? 'red' : 'orange';
  return (
    <Badge
      role="img"
      aria-label={label}
      title={label}
      color={value > 0 ? 'green' : empty}
      variant="filled"
      size="sm"
      style={{ textTransform: 'none' }}
    >
      {scope === 'organisation' ? 'Org.' : 'Ant.'} {value}
    </Badge>
  );
}

interface Props {
  month: string;
  days: CalendarDay[] | undefined;
  loading: boolean;
  selected: string | null;
  today: string;
  onSelect(day: string): void;
}

/** The month, Monday first; each day shows its two counters and opens the list of its free rooms. */
export function MonthGrid({ month, days, loading, selected, today, onSelect }: Props) {
  const byDate = new Map((days ?? []).map((day) => [day.date, day]));
  return (
    <Table withTableBorder withColumnBorders layout="fixed" aria-label="Planning d'occupation" aria-busy={loading}>
      <Table.Thead>
        <Table.Tr>
          {WEEKDAYS.map((weekday) => (
            <Table.Th key={weekday} ta="center">
              {weekday}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {monthWeeks(month).map((week) => (
          <Table.Tr key={week.find(Boolean)}>
            {week.map((date, index) => {
              if (!date) return <Table.Td key={index} bg="gray.0" />;
              const day = byDate.get(date);
              return (
                // The whole cell is the target for a mouse; its button gives the keyboard the same click.
                <Table.Td
                  key={date}
                  p={6}
                  bg={date === selected ? 'indigo.0' : undefined}
                  style={{ cursor: 'pointer', verticalAlign: 'top' }}
                  onClick={() => onSelect(date)}
                >
                  <UnstyledButton aria-label={`Chambres libres le ${formatDate(date)}`} aria-pressed={date === selected} w="100%">
                    <Text fw={date === today ? 800 : 500} c={date === today ? 'indigo' : undefined}>
                      {Number(date.slice(8))}
                    </Text>
                  </UnstyledButton>
                  {day ? (
                    <Group gap={4} mt={4}>
                      <Counter scope="organisation" value={day.rooms} />
                      <Counter scope="antenne" value={day.rooms_antenna} />
                    </Group>
                  ) : (
                    loading && <Skeleton height={18} mt={4} />
                  )}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
