import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from './safe-storage';

/** A yes/no remembered in local storage (a dismissed notice): [isSet, set]. */
export function useLocalStorageFlag(key: string): [boolean, () => void] {
  const [isSet, setIsSet] = useState(() => readStorage(key) === 'true');
  const set = useCallback(() => {
    writeStorage(key, 'true');
    setIsSet(true);
  }, [key]);
  return [isSet, set];
}
