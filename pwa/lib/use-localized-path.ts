import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { languageFromPath, localizePath, type Language } from './language';

/** The route's language (from its prefix) and a function putting app paths under that prefix. */
export function useLocalizedPath(): { routeLanguage: Language; localize: (path: string) => string } {
  const { pathname } = useLocation();
  const routeLanguage = languageFromPath(pathname);
  const localize = useCallback((path: string) => localizePath(path, routeLanguage), [routeLanguage]);
  return { routeLanguage, localize };
}
