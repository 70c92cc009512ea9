import { useMediaQuery } from '@mantine/hooks';

/** Widths at or below this (the window's, or a phone's screen laid out wider) make the phone layout. */
const MOBILE_MAX_WIDTH = 600;

/**
 * Whether the screen is a phone's: the sidebar is forced reduced, the search box hidden, the file's tabs on one
 * scrolling line. A phone's layout is 720 px wide (lib/viewport), so its screen is what tells it apart.
 */
export function useMobileLayout(): boolean {
  return (useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false) || window.screen.width <= MOBILE_MAX_WIDTH;
}
