import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { Success, text } from '../common';
import { lazySchema } from '../lazy-schema';

/** Failed requests and uncaught exceptions reported by the app (spec 01 §7, §8). */
export const ClientLogEntry = lazySchema(() =>
  z.object({
    Kind: z.enum(['request', 'exception']),
    Message: text().max(2000),
    Status: z.number().int().optional(),
    Title: text().max(200).optional(),
    Url: text().max(2000).optional(),
    Stack: text().max(8000).optional(),
    Cause: text().max(2000).optional(),
    SystemName: text().max(100).optional(),
    Platform: text().max(200).optional(),
    Time: text().max(40),
  }),
);

/** Accepted with or without a token (a sign-in failure has none). */
export const postClientLog = defineEndpoint({
  method: 'POST',
  path: '/api/v2/ClientLog/',
  auth: false,
  body: ClientLogEntry,
  query: undefined,
  response: Success,
});
