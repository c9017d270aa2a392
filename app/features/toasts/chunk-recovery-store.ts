import { tabMemory } from '../../ui/browser-storage';
import type { RecoveryMemory } from './chunk-recovery';

const isRecoveryMemory = (stored: unknown): stored is RecoveryMemory =>
  typeof stored === 'object' && stored !== null && typeof (stored as RecoveryMemory).attempts === 'number' && typeof (stored as RecoveryMemory).at === 'number';

/** The reloads already tried after a missing chunk: they must survive the reload they cause. */
export const chunkRecoveryMemory = tabMemory<RecoveryMemory | null>('chunk-recovery', null, (stored) => (isRecoveryMemory(stored) ? stored : undefined));
