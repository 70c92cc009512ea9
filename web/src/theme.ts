import {
  createTheme,
  Notification,
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/** White text reads on a background of this luminance or darker (WCAG AA, 4.5:1). */
const WHITE_TEXT_MAX_LUMINANCE = 1.05 / 4.5 - 0.05;

/** The colour, darkened step by step until white text on it reads. */
function darkEnoughForWhite(color: string): string {
  let amount = 0;
  while (luminance(darken(color, amount)) > WHITE_TEXT_MAX_LUMINANCE && amount < 0.9) amount += 0.05;
  return darken(color, amount);
}

// Mantine's palette puts white text on green, orange, yellow or teal below 4.5:1 (filled badges and
// buttons), and its light variants write shade 6 on a pale tint (about 2.5:1 for green). Filled
// backgrounds are darkened until white reads; light variants take their darkest shade, darkened, as
// text. The hue, which carries the meaning (free, full, late), is kept.
const readableVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const darkest = input.theme.colors[parsed.color][9];
  if (input.variant === 'light') return { ...colors, color: darken(darkest, 0.35) };
  if (input.variant === 'filled') {
    const background = darkEnoughForWhite(parsed.value);
    return { ...colors, background, hover: darken(background, 0.1), color: 'var(--mantine-color-white)' };
  }
  return colors;
};

/** The back office's look: calm blue, readable sizes for long working days, text contrast WCAG AA. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 of indigo keeps white text on buttons and links on white above 4.5:1 (shade 6: 4.3).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  variantColorResolver: readableVariants,
  // A toast's close button is named for screen readers (Mantine leaves it unnamed).
  components: { Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Fermer' } } }) },
});

/** Secondary ('dimmed') text in gray 7 instead of gray 6 (3.3:1 on white). */
export const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
