import { useCallback, useEffect, useRef, useState } from 'react';

interface Answer<T> {
  key: string;
  data: T | undefined;
  error: unknown;
}

/**
 * Data from the server for what `key` names: loaded when the key changes, the last answer kept on
 * screen while the next loads, and an answer that comes after the key moved on is dropped.
 * `retry` (the same function on every render) asks again for the same key.
 */
export function useRemote<T>(key: string, load: () => Promise<T>) {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const asked = `${key}#${attempt}`;
  useEffect(() => {
    let current = true;
    loader.current().then(
      (data) => current && setAnswer({ key: asked, data, error: undefined }),
      (error: unknown) => current && setAnswer((previous) => ({ key: asked, data: previous?.data, error })),
    );
    return () => {
      current = false;
    };
  }, [asked]);
  return {
    data: answer?.data,
    error: answer?.key === asked ? answer.error : undefined,
    loading: answer?.key !== asked,
    retry,
  };
}
