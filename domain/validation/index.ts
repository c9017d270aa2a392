export * from './messages';
export * from './rules';
export * from './schema-helpers';
export * from './contact-schema';
export { throwawayDomains, isThrowawayDomain } from './throwaway-domains';
