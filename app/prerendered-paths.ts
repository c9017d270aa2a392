/** Every public path whose HTML is written at build time ('/404' is the not-found page). */
export const prerenderedPaths = ['/', '/contact', '/super-assistant', '/404'];
