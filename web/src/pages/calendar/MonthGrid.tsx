import { Badge, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { CalendarDay } from '../../api/hotels';
import { formatDate } from '../../lib/format';
import { monthWeeks } from './calendarState';

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
/** Below this width (a phone) a day column is too narrow for 'Mercredi' and two labelled counters. */
const COMPACT_BELOW = 640;

/** A counter of free rooms: green when some are free, otherwise red (organisation) or orange (antenna). */
function Counter({ scope, value, compact }: { scope: 'organisation' | 'antenne'; value: number; compact: boolean }) {
  const label = `Libres (${scope}) : ${value}`;
  const empty = scope === 'organisation' ? 'red' : 'orange';
  return (
    <Badge
      role="img"
      aria-label={label}
      title={label}
      color={value > 0 ? 'green' : empty}
      variant="filled"
      size={compact ? 'xs' : 'sm'}
      px={compact ? 4 : undefined}
      style={{ textTransform: 'none' }}
    >
      {/* Narrow, the counters are told apart by their place (organisation above), as the legend says. */}
      {compact ? value : `${scope === 'organisation' ? 'Org.' : 'Ant.'} ${value}`}
    </Badge>
  );
}

interface Props {
  month: string;
  days: CalendarDay[] | undefined;
  loading: boolean;
  selected: string | null;
  today: string;
  /** Laid out for a narrow screen (useCompactGrid): weekday initials, bare counters one above the other. */
  compact: boolean;
  onSelect(day: string): void;
}

/** Whether the grid is laid out for a narrow screen, from the width it is given (sidebar or not). */
export function useCompactGrid() {
  const { ref, width } = useElementSize();
  return { ref, compact: width > 0 && width < COMPACT_BELOW };
}

/** The month, Monday first; each day shows its two counters and opens the list of its free rooms. */
export function MonthGrid({ month, days, loading, selected, today, compact, onSelect }: Props) {
  const byDate = new Map((days ?? []).map((day) => [day.date, day]));
  const Counters = compact ? Stack : Group;
  return (
    <Table withTableBorder withColumnBorders layout="fixed" aria-label="Planning d'occupation" aria-busy={loading}>
      <Table.Thead>
        <Table.Tr>
          {WEEKDAYS.map((weekday) =>
            compact ? (
              // The initial only, named in full for screen readers and on hover.
              <Table.Th key={weekday} ta="center" px={0} aria-label={weekday} title={weekday}>
                {weekday[0]}
              </Table.Th>
            ) : (
              <Table.Th key={weekday} ta="center">
                {weekday}
              </Table.Th>
            ),
          )}
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
                  p={compact ? 2 : 6}
                  ta={compact ? 'center' : undefined}
                  bg={date === selected ? 'indigo.0' : undefined}
                  style={{ cursor: 'pointer', verticalAlign: 'top' }}
                  onClick={() => onSelect(date)}
                >
                  {/* The name starts with the number shown, so that speaking what one sees finds the button. */}
                  <UnstyledButton
                    aria-label={`${Number(date.slice(8))}, chambres libres le ${formatDate(date)}`}
                    aria-pressed={date === selected}
                    w="100%"
                  >
                    <Text
                      size={compact ? 'sm' : undefined}
                      ta={compact ? 'center' : undefined}
                      fw={date === today ? 800 : 500}
                      c={date === today ? 'indigo.8' : undefined}
                    >
                      {Number(date.slice(8))}
                    </Text>
                  </UnstyledButton>
                  {day ? (
                    <Counters gap={compact ? 2 : 4} mt={4} align={compact ? 'center' : undefined}>
                      <Counter scope="organisation" value={day.rooms} compact={compact} />
                      <Counter scope="antenne" value={day.rooms_antenna} compact={compact} />
                    </Counters>
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
