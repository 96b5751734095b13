import { z } from 'zod';
import { isSingleLine, TEXT_MESSAGES } from './text';

/** A required single-line text: trimmed, 1 to `max` characters, no line breaks or control characters. */
export const requiredLine = (label: string, max: number, required = `${label} is required`) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} is at most ${max} characters`)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine);
