import { z } from "zod";

const text = z.string().trim().min(1);

export const approachStepSchema = z.object({
  title: text,
  description: text,
});

export const serviceSchema = z.object({
  slug: text,
  title: text,
  description: text,
  overview: text,
  keyServices: z.array(text).min(1),
  capabilities: z.array(text).min(1),
  approach: z.array(approachStepSchema).min(1),
  results: text,
  clientTypes: z.array(text).min(1),
});
