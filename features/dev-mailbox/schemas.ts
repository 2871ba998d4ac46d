import { z } from 'zod';

export const mailboxQuerySchema = z.object({
  to: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const mailboxResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      headers: z.record(z.string(), z.string()),
      status: z.enum(['queued', 'sent', 'failed']),
      createdAt: z.string(),
    }),
  ),
});
