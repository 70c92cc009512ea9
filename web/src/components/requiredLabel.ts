/**
 * The props of a required field's label. Mantine adds ' *' to the label's text; the aria-label keeps
 * the field findable by its exact label ('Nom' and not 'Prénom'), by assistive technologies and by tests.
 */
export const requiredLabel = (label: string) => ({ label, withAsterisk: true, 'aria-label': label });
