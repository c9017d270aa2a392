import { z } from '../validation/zod';

const face = z.object({ path: z.string(), side: z.enum(['recto', 'verso']) });
const iteration = z.object({ name: z.string(), path: z.string(), versoPath: z.string().nullable() });

const ownerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  cards: z.array(face),
  iterations: z.array(iteration),
});

export const ownersResponse = z.object({ success: z.literal(true), owners: z.array(ownerSchema) });

export const directoryCheckResponse = z.object({
  success: z.literal(true),
  directory: z.string(),
  exists: z.boolean(),
  /** SVG files found in the directory. */
  files: z.array(z.string()),
  /** Paths the owner's cards point to that have no file. */
  missing: z.array(z.string()),
  message: z.string(),
});

export const generatedResponse = z.object({ success: z.literal(true), images: z.array(z.string()), message: z.string() });

export const deletedResponse = z.object({ success: z.literal(true), message: z.string() });

export type DirectoryCheck = z.infer<typeof directoryCheckResponse>;
