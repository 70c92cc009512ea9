// The contrast of an element's text with its background, as WCAG computes it, for read-only forms that
// must stay readable (AA: 4.5:1 for text), and of its background with what surrounds it, for a highlight
// that must stand out of its row (AA: 3:1 for what is not text).
import type { Locator } from '@playwright/test';

/**
 * The element's text contrast and its opacity (a faded field reads worse than its colours say), and the
 * contrast of its background with the one around it (`edge`, 1 when the element has no background of its own).
 */
export async function contrastOf(field: Locator): Promise<{ ratio: number; opacity: number; edge: number }> {
  return field.evaluate((element) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (one: number[], other: number[]) => {
      const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    };
    // The first opaque background from a node up, and the node that has it (white, the page's, when none).
    const backgroundFrom = (start: Element | null) => {
      for (let node = start; node; node = node.parentElement) {
        const color = rgb(getComputedStyle(node).backgroundColor);
        if (color.length === 3 || (color.length === 4 && color[3] > 0)) return { color: color.slice(0, 3), node };
      }
      return { color: [255, 255, 255], node: null };
    };
    const own = backgroundFrom(element);
    const around = own.node === element ? backgroundFrom(element.parentElement).color : own.color;
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return { ratio: contrast(rgb(getComputedStyle(element).color), own.color), opacity, edge: contrast(own.color, around) };
  });
}
