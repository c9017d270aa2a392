import { singleKeyChoice } from '../../../ui/single-key-choice';

/**
 * Whether this browser's back-office answers to the keys that act alone: '/' for the person search, J and K in a
 * request's record (decision 0533). A choice of this browser, as the system notifications are.
 */
export const useSingleKeyShortcuts = singleKeyChoice('admin-single-key-shortcuts');
