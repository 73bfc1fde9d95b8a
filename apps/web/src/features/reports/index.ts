/** Reports' public face: the Report a Problem page, for the router. */
export { ReportProblemPage } from './ReportProblemPage';
