/**
 * On a pre-rendered page's inline `<style>`, the address of the rules it left out (scripts/critical-css.ts),
 * which app/ui/rest-stylesheet.ts loads once the page is hydrated.
 */
export const REST_HREF_ATTRIBUTE = 'data-rest-href';
