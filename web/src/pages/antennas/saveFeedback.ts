import { ANTENNA_MESSAGES } from '@domain/antennas/rules';
import { reportNotSaved, type ErrorsForm } from '../../lib/saveFeedback';
import { toastSuccess } from '../../lib/toasts';

/** The same success toast for antennas and for the head office (docs/screens.md, 'Antennas and head office'). */
export const toastAntennaSaved = () => toastSuccess('Antenne enregistrée');

/** A refused save of an antenna or of the head office: field errors beside the fields and 'Antenne non enregistrée'. */
export const toastAntennaNotSaved = (form: ErrorsForm, error: unknown): void => reportNotSaved(form, error, ANTENNA_MESSAGES.saveFailed);
