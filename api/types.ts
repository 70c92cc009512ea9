// Types of what the API answers, shared with the web client (type-only: nothing of the server is bundled).
export type { AntennaDoc, ListedAntenna } from '../projections/antennas';
export type { OpenedUser, PublicUser, SelfUser, UserRow, UserSummary } from '../projections/users';
export type { AntennaFields } from '@domain/antennas/events';
export type { UserProfile } from '@domain/users/events';
export type { ChoiceItem } from '../projections/choices';
export type { OpenedOrganism, OrganismRecord, OrganismRow } from '../projections/organisms';
export type { ContactRecord, ContactRow, OpenedContact } from '../projections/contacts';
export type { OrganismFields } from '@domain/organisms/organisms';
export type { ContactFields } from '@domain/contacts/contacts';
export type { RecipientView } from '../projections/recipientFile';
export type { RecipientCivil } from '@domain/recipients/fields';
export type { CommentField } from '@domain/recipients/fields';
export type { HotelFields } from '@domain/hotels/hotels';
export type { RoomFields } from '@domain/hotels/rooms';
export type { HotelRecord, OpenedHotel } from '../projections/hotels';
export type { RoomView } from '../projections/roomQueries';
export type { HousingHelpDoc } from '../projections/housings';
export type { HousingHelpFields, HousingKind } from '@domain/housings/fields';
export type { HousingInput } from '@domain/housings/decide';
import type { mailsOfFile, proxiesOfFile } from '../projections/mails';
/** A mail as a file's Domiciliation tab lists it: names of who received and handed it over, its proxy, pending, abilities. */
export type Mail = Awaited<ReturnType<typeof mailsOfFile>>[number];
/** A proxy ('procuration') of a file, valid or not today, with its abilities. */
export type MailProxy = Awaited<ReturnType<typeof proxiesOfFile>>[number];
export type { DomiciliationInput } from '@domain/domiciliations/decide';
import type { listComments } from '../projections/comments';
/** A comment as a file's tab lists it: author's name and what the reader may do with it. */
export type CommentView = Awaited<ReturnType<typeof listComments>>[number];
import type { findSiege } from '../projections/antennas';
import type { listFileAccess } from '../projections/fileAccess';
import type { listHotels } from '../projections/hotels';
import type { housingsOfFile } from '../projections/housingQueries';
import type { DomiciliationDashboardRow, domiciliationsOfFile } from '../projections/domiciliationQueries';
import type { recipientHistory } from '../projections/recipientFile';
import type { listRecipients } from '../projections/recipientList';
import type { roomCalendar, roomsOnDate } from '../projections/roomQueries';
/** A row of the recipients list. */
export type RecipientRow = Awaited<ReturnType<typeof listRecipients>>['rows'][number];
/** An entry of a file's history. */
export type HistoryEntry = Awaited<ReturnType<typeof recipientHistory>>['entries'][number];
/** One reading of a file's history or of a past state of it. */
export type FileAccess = Awaited<ReturnType<typeof listFileAccess>>[number];
/** A hotel of the hotels list, with its counts of rooms. */
export type HotelRow = Awaited<ReturnType<typeof listHotels>>[number];
/** A day of the room calendar. */
export type CalendarDay = Awaited<ReturnType<typeof roomCalendar>>[number];
/** A free room of the calendar's day list, with its hotel. */
export type RoomOnDate = Awaited<ReturnType<typeof roomsOnDate>>[number];
/** A housing as a file's tab lists it: fields, figures, names and the flags of the day. */
export type Housing = Awaited<ReturnType<typeof housingsOfFile>>[number];
/** A domiciliation as a file's tab lists it: fields, file, referent with initials, the flags of the day and abilities. */
export type Domiciliation = Awaited<ReturnType<typeof domiciliationsOfFile>>[number];
/** A row of the home table 'Domiciliations arrivant à échéance'. */
export type { DomiciliationDashboardRow };
/** The head office as its form reads it. */
export type SiegeDoc = Awaited<ReturnType<typeof findSiege>>;
// Penal situation: see docs/api.md 'Penal situation'.
export type { SidInfos } from '@domain/penal/fields';
export type { DetentionInput, FollowInput } from '@domain/penal/decide';
export type { Detention, Follow, PenalContact, PenalPath } from '../projections/penalViews';
export type { Pagination } from './envelope';
// Contacts, health, work and resources tabs: see docs/api.md 'Contacts', 'Santé' and 'Formation/Emploi'.
import type { recordsOfFile } from '../projections/records';
import type { ResourceFields } from '@domain/resources/fields';
/** A resource of a file as the Ressources tab lists it. */
export type Resource = Awaited<ReturnType<typeof recordsOfFile<ResourceFields>>>[number];
export type { CafFields } from '@domain/resources/caf';
export type { ResourceFields };
// Contacts and Santé tabs: see docs/api.md 'Contacts' and 'Santé'.
export type {
  ContactLinkCreated,
  ContactLinkRow,
  ContactOtherInput,
  ContactRefInput,
  FollowingFields,
  OrientationFields,
} from '@domain/contactLinks/fields';
export type { MedicalFields } from '@domain/health/fields';
// Formation/Emploi tab: see docs/api.md 'Formation/Emploi'.
import type { presentApplications, presentExperiences, presentFormations, presentQualifications } from '../projections/work';
/** A qualification as the tab lists it: fields, `domain_label`, abilities. */
export type Qualification = Awaited<ReturnType<typeof presentQualifications>>[number];
/** A formation as the tab lists it: fields, `domain_label`, `type_label`, `computed_end_date`, `duration_weeks`, `duration_label`, abilities. */
export type Formation = Awaited<ReturnType<typeof presentFormations>>[number];
/** An experience as the tab lists it: fields, `domain_label`, `duration_label`, abilities. */
export type Experience = Awaited<ReturnType<typeof presentExperiences>>[number];
/** A job as the tab lists it: fields, `domain_label`, `computed_end_date`, `duration_weeks`, `duration_label`, abilities (`archive`). */
export type Application = Awaited<ReturnType<typeof presentApplications>>[number];
export type {
  ApplicationFields,
  ExperienceFields,
  FormationFields,
  PoleEmploiFields,
  QualificationFields,
  SchoolLevelFields,
} from '@domain/work/fields';
// Aid catalogue and Meetings tab: see docs/api.md 'Aid catalogue' and 'Meetings'.
export type { HelpView, MeetingList, MeetingTotals, MeetingView } from '../projections/helpViews';
export type { HelpInput } from '@domain/helps/fields';
export type { MeetingInput } from '@domain/meetings/fields';
// Documents of a file ('Porte document') and of an antenna: see docs/api.md 'Documents'.
export type { AttachmentList, AttachmentView } from '../projections/attachments';
export type { AttachmentOwner } from '@domain/attachments/fields';
// Alerts: see docs/api.md 'Alerts'.
export type { AlertView } from '../projections/alerts';
// Statistics: see docs/api.md 'Statistics'.
import type { AntennaChoice } from '@domain/statistics/params';
import type { ReportParams, StatisticTypeView } from '@domain/statistics/reportTypes';
import type { statisticsIndicators } from '../projections/statistics/indicators';
export type { StatisticTypeView } from '@domain/statistics/reportTypes';
export type { ReportJobView } from './routes/statisticsJobs';
/** A report type with the parameters its form starts with and the choices of its antenna field (GET /statistic_default/{type}). */
export type StatisticDefaultView = StatisticTypeView & { params: ReportParams; antennas: AntennaChoice[] };
/** The figures of the /statistics charts (GET /statistics/indicators). */
export type IndicatorsView = Awaited<ReturnType<typeof statisticsIndicators>>;
