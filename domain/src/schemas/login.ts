/** Sign-in form (spec 000 sections 2.1 and 5.1). */
import { z } from 'zod';
import { requiredText } from './fields';

/** Username and password, both required and non-blank after trimming (spec 000 section 5.1). */
export const loginSchema = z.object({
  username: requiredText('Username is required'),
  password: z
    .string({ error: 'Password is required' })
    .refine((p) => p.trim() !== '', 'Password is required'),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginRequest = z.output<typeof loginSchema>;
