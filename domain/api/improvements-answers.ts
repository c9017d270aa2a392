import { z } from '../validation/zod';

const improvementStatuses = ['planned', 'in_progress', 'completed', 'under_review'] as const;

const idea = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A generated idea awaits the team's decision: it starts 'under_review'. */
  status: z.enum(improvementStatuses),
  /** The records the idea comes from, in words. */
  evidence: z.string(),
});
export type Idea = z.infer<typeof idea>;

const persona = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  age: z.string().nullable(),
  location: z.string().nullable(),
  needs: z.array(z.string()),
  pain_points: z.array(z.string()),
  evidence: z.string(),
});
export type Persona = z.infer<typeof persona>;

const improvements = z.object({
  technical: z.array(idea),
  features: z.array(idea),
  personas: z.array(persona),
  generated_at: z.string(),
  is_fallback: z.boolean(),
  mode: z.enum(['ai', 'rules']),
  notice: z.string().nullable(),
});
export type Improvements = z.infer<typeof improvements>;

/** GET /api/improvements and POST /api/improvements/generate (back-office §2.12). */
export const improvementsAnswer = improvements.extend({ success: z.literal(true) });
