/**
 * The home page contact form (rule:contact-form), shared by the API
 * and the browser form. The rule only asks for "required"; the limits below
 * are ours, generous for real messages and small enough that nobody can store
 * novels through an unauthenticated form.
 */
import { z } from 'zod';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactBodySchema = z.object({
  name: required('Name', 100),
  email: required('Email', 254).pipe(z.email('Email is invalid')),
  /** A phone number as people type it: digits, optionally a leading +, spaces or hyphens; 7 to 15 digits (E.164). */
  // rule:contact-form: the form's mobile field is a number input, so a client may send a JSON number.
  mobile: z
    .preprocess(
      (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : v),
      required('Mobile', 20),
    )
    .refine((v) => /^\+?[\d\s-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, '')), 'Mobile number is invalid'),
  comment: required('Comment', 2000),
});

export type ContactInput = z.output<typeof contactBodySchema>;
