import path from 'node:path';
import { readLegalTextsDir, type LegalTexts } from '../../lambdas/adapters/legal-texts';

/**
 * Each stage's legal pages, in the repository: `infra/stages/legal/<stage>/<page>.<language>.md` (`terms.en.md`,
 * `terms.de.md`, …). English is required for each page; a translation shows where one is given. The owner edits
 * these files; the next deploy ships them (lambdas/adapters/legal-texts.ts).
 */
export const LEGAL_TEXTS_ROOT = path.resolve(__dirname, 'legal');

export function legalTextsDir(stageName: string, root: string = LEGAL_TEXTS_ROOT): string {
  return path.join(root, stageName);
}

export function readStageLegalTexts(stageName: string, root: string = LEGAL_TEXTS_ROOT): LegalTexts {
  return readLegalTextsDir(legalTextsDir(stageName, root));
}
