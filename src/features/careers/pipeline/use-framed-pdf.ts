import { useEffect, useRef } from 'react';

/**
 * Shows a downloaded PDF in a frame, from the tab's memory: the frame's address is made for the
 * file, and let go (and the file with it) when the file changes or the frame goes. The file is
 * typed as a PDF here, whatever the answer said, so the browser only ever opens it in its viewer.
 */
export function useFramedPdf(blob: Blob | undefined) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!blob || !element) return;
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return frame;
}
