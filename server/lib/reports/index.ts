/** The reports by name (config/contracts/reports.ts REPORT_NAMES), each one file of server/lib/reports. */
import type { ReportName } from '../../../config/contracts/reports.js';
import { candidateMaster } from './candidateMaster.js';
import { candidatePerformance } from './candidatePerformance.js';
import { candidateSource } from './candidateSource.js';
import { consolidated } from './consolidated.js';
import { interviewReport } from './interviews.js';
import { jobAnalytics } from './jobAnalytics.js';
import { jobsReport } from './jobs.js';
import { offerLetter } from './offerLetter.js';
import { overview } from './overview.js';
import type { ReportDefinition } from './reportContext.js';
import { recruiterPerformance } from './recruiterPerformance.js';
import { requirementOverview } from './requirementOverview.js';
import { timeToFill } from './timeToFill.js';

export const REPORTS: Record<ReportName, ReportDefinition> = {
    'job-analytics': jobAnalytics,
    'candidate-source': candidateSource,
    'time-to-fill': timeToFill,
    'recruiter-performance': recruiterPerformance,
    'offer-letter': offerLetter,
    interviews: interviewReport,
    'candidate-performance': candidatePerformance,
    'requirement-overview': requirementOverview,
    'candidate-master': candidateMaster,
    jobs: jobsReport,
    overview,
    consolidated,
};
