import { useCallback, useState } from 'react';
import { ATTACHMENT_MAX_FILES } from '@/api/contract/projects';
import type { UploadProgress } from '@/api/client';

export interface QueuedFile {
  key: string;
  file: File;
  /** 0 to 1 while it uploads. */
  progress: number;
  error?: string;
}

/**
 * Each file's share of one multipart upload: the files travel one after another, so a file is as
 * far along as the bytes sent have passed into it. Boundaries and headers are a rounding error.
 */
export function fileProgress(sizes: readonly number[], sent: number, total: number): number[] {
  const content = sizes.reduce((sum, size) => sum + size, 0);
  // The request also carries the form's text fields and boundaries: scale the bytes sent to the files'.
  const scaled = total > 0 ? (sent / total) * content : 0;
  let before = 0;
  return sizes.map((size) => {
    const share = size === 0 ? (scaled >= before ? 1 : 0) : Math.min(1, Math.max(0, (scaled - before) / size));
    before += size;
    return share;
  });
}

let sequence = 0;

/** Files chosen for upload: added, removed before sending, followed while sending, marked when refused. */
export function useUploadQueue() {
  const [items, setItems] = useState<QueuedFile[]>([]);

  const add = useCallback((files: File[]) => {
    setItems((current) =>
      [...current, ...files.map((file) => ({ key: `f${(sequence += 1)}`, file, progress: 0 }))].slice(0, ATTACHMENT_MAX_FILES),
    );
  }, []);
  const remove = useCallback((key: string) => setItems((current) => current.filter((item) => item.key !== key)), []);
  const clear = useCallback(() => setItems([]), []);

  /** Progress of an upload of the queue's files, in their order. */
  const onProgress: UploadProgress = useCallback((sent, total) => {
    setItems((current) => {
      const shares = fileProgress(
        current.map((item) => item.file.size),
        sent,
        total,
      );
      return current.map((item, i) => ({ ...item, progress: shares[i] ?? item.progress }));
    });
  }, []);

  /** The server's refusals of particular files (`files.2`) on those files; answers whether any was. */
  const markRefused = useCallback((messages: Record<string, string>): boolean => {
    let any = false;
    setItems((current) =>
      current.map((item, index) => {
        const message = messages[`files.${index}`] ?? messages.files;
        if (message) any = true;
        return { ...item, progress: 0, error: message };
      }),
    );
    return any || Object.keys(messages).some((key) => key === 'files' || key.startsWith('files.'));
  }, []);

  const reset = useCallback(() => setItems((current) => current.map((item) => ({ ...item, progress: 0, error: undefined }))), []);

  return { items, files: items.map((item) => item.file), add, remove, clear, onProgress, markRefused, reset };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
