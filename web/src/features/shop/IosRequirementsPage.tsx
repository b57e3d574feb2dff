import { RequirementsPage, type Requirement } from './RequirementsPage';

const REQUIREMENTS: readonly Requirement[] = [
  { term: 'Memory', details: ['4 GB RAM'] },
  { term: 'Operating system', details: ['iOS 17.2 or newer'] },
  {
    term: 'iPad',
    details: [
      'iPad 10th Gen or newer',
      'iPad Air 4th Gen or newer',
      'iPad Mini 6th Gen or newer',
      'iPad Pro 2nd Gen or newer',
    ],
  },
];

export function Component() {
  return <RequirementsPage platform="iOS" requirements={REQUIREMENTS} />;
}
