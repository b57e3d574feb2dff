/**
 * Where a namespace's catalogues are, from `web/src` (`./shared/ui/locales` for `ui`): `shared`, `ui`, `parts`, `errors`, or a
 * feature's folder name. Imports nothing, so that the build (web/build.ts) can read it without React.
 */
export function catalogueFolder(namespace: string): string {
  if (namespace === 'shared') return './shared/i18n/locales';
  if (namespace === 'ui') return './shared/ui/locales';
  if (namespace === 'parts') return './shared/ui/parts/locales';
  if (namespace === 'errors') return './shared/ui/errors/locales';
  return `./features/${namespace}/locales`;
}
