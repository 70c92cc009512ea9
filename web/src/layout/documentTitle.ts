// Apart from the navigation table (and its icons), so that the sign-in page can title itself without loading them.

export const PRODUCT_NAME = 'Passerelles';

/** The browser tab's title: the screen's, then the product's. */
export const documentTitle = (shown: string | null): string => (shown ? `${shown} — ${PRODUCT_NAME}` : PRODUCT_NAME);
