import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { acceptFramePath, FRAME_PARTNERS, isChildFrameOf, reportTarget } from './frame-message';
import { FRAME_PATH_MESSAGE, isFramed } from './frame-protocol';

export interface FramesWatcherProps {
  /** The message that made the app shell load this watcher (it arrived before the listener). */
  initialMessage?: MessageEvent | null;
}

/**
 * SPEC §4 "Frames", both sides, rendering nothing (decision record 026):
 * - as a parent: a path reported by one of this page's child frames (this origin, or a partner's)
 *   is validated and navigated to; everything else is ignored;
 * - as a child: on every address, the page reports its path to the parent when the parent is the
 *   site or a listed partner (never with target "*").
 */
export function FramesWatcher({ initialMessage = null }: FramesWatcherProps) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);
  const handled = useRef<MessageEvent | null>(null);

  useEffect(() => {
    const context = { origin: window.location.origin, partners: FRAME_PARTNERS, isChildFrame: (source: unknown) => isChildFrameOf(window, source) };
    const onMessage = (event: MessageEvent) => {
      if (handled.current === event) return;
      handled.current = event;
      const path = acceptFramePath(event, context);
      if (path !== null && path !== hereRef.current) void navigate(path);
    };
    if (initialMessage) onMessage(initialMessage);
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [initialMessage, navigate]);

  useEffect(() => {
    if (!isFramed()) return;
    const target = reportTarget(window, FRAME_PARTNERS);
    if (target) window.parent.postMessage({ type: FRAME_PATH_MESSAGE, path: here }, target);
  }, [here]);

  return null;
}
