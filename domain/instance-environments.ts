/** The instances whose health the back-office shows as environment tiles (back-office §2.15). */
export const instanceEnvironments = ['production', 'staging', 'development'] as const;
export type InstanceEnvironment = (typeof instanceEnvironments)[number];
