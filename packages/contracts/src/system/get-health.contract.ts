import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const ZHealth = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    version: z.string(),
    database: z.object({
      status: z.enum(['up', 'down']),
      latencyMs: z.number().optional(),
    }),
    jobs: z.object({
      lastWorkerBeatAt: z
        .string()
        .nullable()
        .describe('When a job worker last ran its heartbeat job; null when none has run yet'),
    }),
  })
  .meta({ id: 'Health' });

export type THealth = z.infer<typeof ZHealth>;

export const getHealthContract = defineContract({
  method: 'GET',
  path: '/health',
  summary:
    "Application version and database state; 503 while the database is unreachable (a state word only: the driver's error goes to the server log)",
  tags: ['system'],
  responses: { 200: ZHealth, 503: ZHealth },
});
