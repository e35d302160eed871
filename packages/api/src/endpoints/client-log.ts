import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { Success } from '../common';

/** Failed requests and uncaught exceptions reported by the app (spec 01 §7, §8). */
export const ClientLogEntry = z.object({
  Kind: z.enum(['request', 'exception']),
  Message: z.string().max(2000),
  Status: z.number().int().optional(),
  Title: z.string().max(200).optional(),
  Url: z.string().max(2000).optional(),
  Stack: z.string().max(8000).optional(),
  Cause: z.string().max(2000).optional(),
  SystemName: z.string().max(100).optional(),
  Platform: z.string().max(200).optional(),
  Time: z.string().max(40),
});

/** Accepted with or without a token (a sign-in failure has none). */
export const postClientLog = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ClientLog/',
  auth: false,
  body: ClientLogEntry,
  query: undefined,
  response: Success,
});
