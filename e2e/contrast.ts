// The contrast of a field's text with its background, as WCAG computes it, for read-only forms that
// must stay readable (AA: 4.5:1 for text).
import type { Locator } from '@playwright/test';

/** The field's text contrast and its opacity (a faded field reads worse than its colours say). */
export async function contrastOf(field: Locator): Promise<{ ratio: number; opacity: number }> {
  return field.evaluate((element) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // The background is the first opaque one from the field up.
    let background = [255, 255, 255];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = rgb(getComputedStyle(node).backgroundColor);
      if (color.length === 3 || (color.length === 4 && color[3] > 0)) {
        background = color.slice(0, 3);
        break;
      }
    }
    const [light, dark] = [luminance(rgb(getComputedStyle(element).color)), luminance(background)].sort((a, b) => b - a);
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return { ratio: (light + 0.05) / (dark + 0.05), opacity };
  });
}
