import { useState } from 'react';
import { downloadFile } from '../../../lib/api';

/**
 * Downloads one file at a time (the page's buttons share it): `pending` names the one being fetched, `error` keeps the
 * last refusal for the page to explain (cleared by the next download).
 */
export function useFileDownload<K extends string>() {
  const [pending, setPending] = useState<K | null>(null);
  const [failed, setFailed] = useState<{ key: K; error: unknown } | null>(null);
  const download = async (key: K, path: string, fallbackName: string) => {
    if (pending) return;
    setPending(key);
    setFailed(null);
    try {
      await downloadFile(path, fallbackName);
    } catch (error) {
      setFailed({ key, error });
    } finally {
      setPending(null);
    }
  };
  return { pending, failed, download, clear: () => setFailed(null) };
}
