import { singleKeyChoice } from '../../ui/single-key-choice';

/** Whether '/' opens the site's search in this browser; turned off from the search panel (decision 0542). */
export const useSiteSingleKey = singleKeyChoice('synapse-single-key-shortcut', { skipHydration: true });
