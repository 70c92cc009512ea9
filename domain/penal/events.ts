import type { FieldChanges } from '../shared/changes';
import type { DetentionFields, FollowFields, PenalFacts } from './fields';

/** The penal situation lives in the recipient's stream, with the rest of the file (one file, one history). */
export type PenalEvent =
  | { type: 'DetentionAdded'; data: { detention_id: string; detention: DetentionFields } }
  | { type: 'DetentionChanged'; data: { detention_id: string; changes: FieldChanges } }
  | { type: 'DetentionDeleted'; data: { detention_id: string } }
  | { type: 'DetentionLinkedToFollow'; data: { detention_id: string; follow_id: string } }
  | { type: 'FollowAdded'; data: { follow_id: string; follow: FollowFields } }
  | { type: 'FollowChanged'; data: { follow_id: string; changes: FieldChanges } }
  | { type: 'FollowDeleted'; data: { follow_id: string } }
  | { type: 'SidSet'; data: { sid: boolean } }
  | { type: 'SidInfosChanged'; data: { changes: FieldChanges } }
  | { type: 'CondamnationsSet'; data: { condamnations: string | null } };

/** The penal part of a file: its detention elements and follow-ups by id (in the order recorded), and its facts. */
export interface PenalSlice {
  detentions: Record<string, DetentionFields>;
  follows: Record<string, FollowFields>;
  penal: PenalFacts;
}
