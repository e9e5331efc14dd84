import { z } from 'zod';

/**
 * The one error body every endpoint answers with. The web client turns it
 * into a message following SPEC §8: 422 joins `details.errors` with commas;
 * 401 and 500 show `message`.
 */
export const ZErrorBody = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('HTTP reason phrase, e.g. "Unprocessable Entity"'),
    code: z.string().describe('Stable machine-readable code owned by the module, e.g. SYSTEM_NOT_FOUND'),
    message: z.string(),
    details: z.object({ errors: z.array(z.string()) }).optional(),
  })
  .meta({ id: 'ErrorBody' });

export type TErrorBody = z.infer<typeof ZErrorBody>;
