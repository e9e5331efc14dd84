// The parts of Amazon's answers this client reads (Reports API 2021-06-30), checked on arrival;
// unknown fields pass through unread (Login with Amazon's: platform/amazon/login-with-amazon.ts).
import { z } from 'zod';

export const ZSpApiErrorList = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string(), details: z.string().optional() })),
});

export const ZReportProcessingStatus = z.enum(['IN_QUEUE', 'IN_PROGRESS', 'DONE', 'CANCELLED', 'FATAL']);
export type TReportProcessingStatus = z.infer<typeof ZReportProcessingStatus>;

export const ZReport = z.object({
  reportId: z.string().min(1),
  reportType: z.string(),
  processingStatus: ZReportProcessingStatus,
  createdTime: z.string(),
  dataStartTime: z.string().optional(),
  dataEndTime: z.string().optional(),
  marketplaceIds: z.array(z.string()).optional(),
  reportScheduleId: z.string().optional(),
  processingStartTime: z.string().optional(),
  processingEndTime: z.string().optional(),
  reportDocumentId: z.string().optional(),
});
export type TReport = z.infer<typeof ZReport>;

export const ZGetReportsAnswer = z.object({ reports: z.array(ZReport), nextToken: z.string().optional() });

export const ZCreateReportAnswer = z.object({ reportId: z.string().min(1) });

export const ZReportDocument = z.object({
  reportDocumentId: z.string().min(1),
  url: z.url(),
  compressionAlgorithm: z.enum(['GZIP']).optional(),
});
export type TReportDocument = z.infer<typeof ZReportDocument>;
