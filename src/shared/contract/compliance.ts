import { z } from 'zod';
import { textSchema } from './common';
import { httpCall } from './define';

/** ISO 3166 alpha-2 country, or N/A when the server cannot tell. */
export const countrySchema = textSchema().regex(/^([A-Z]{2}|N\/A)$/, { error: 'Unknown country' });

export const complianceSchema = z.object({
  restricted: z.boolean(),
  country: countrySchema.default('N/A'),
});
export type Compliance = z.infer<typeof complianceSchema>;

export const complianceCalls = {
  getCompliance: httpCall({
    method: 'GET',
    path: '/compliance',
    summary: "Whether the visitor's country is restricted",
    response: complianceSchema,
  }),
};
