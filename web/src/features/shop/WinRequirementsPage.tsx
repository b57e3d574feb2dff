import { RequirementsPage, type Requirement } from './RequirementsPage';

const REQUIREMENTS: readonly Requirement[] = [
  { term: 'Processor', details: ['Intel or AMD CPU from 2019 or later'] },
  { term: 'Memory', details: ['8 GB RAM'] },
  { term: 'Storage', details: ['4 GB free disk space'] },
  { term: 'Operating system', details: ['Windows 10 (21H2 and newer) 64-bit', 'Windows 11'] },
];

export function Component() {
  return <RequirementsPage platform="Windows" requirements={REQUIREMENTS} />;
}
