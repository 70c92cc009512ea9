import { normalizeText, searchWords } from '@domain/shared/text';
import type { ChoiceItem } from '../../api/choices';

/**
 * The entries whose label holds every word of the top-bar search, case and accents aside. The list is
 * small and loaded whole, so it is filtered here rather than asking the server again at each keystroke.
 */
export function filterChoices(items: readonly ChoiceItem[], search: string): ChoiceItem[] {
  const words = searchWords(search);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const label = normalizeText(item.label);
    return words.every((word) => label.includes(word));
  });
}
