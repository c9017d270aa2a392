import type { AssignmentNotice } from './assignment-notice';
import type { MentionNotice } from './mention-notice';

/**
 * What the services tell once a write is stored, for the notifications module to tell the colleague concerned
 * (docs/decisions/0443-assignment-notices.md, 0444-note-mentions.md).
 */
export interface ColleagueListeners {
  assigned?: (notice: AssignmentNotice) => void;
  mentioned?: (notice: MentionNotice) => void;
}
