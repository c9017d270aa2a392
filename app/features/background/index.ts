/** Public entry points of the background feature; the admin dashboard reuses the selector. */
export { BACKGROUND_PREFERENCE_KEY, resetBackgroundPreferences, useBackground } from './background-store';
export { BackgroundCanvas } from './background-canvas';
