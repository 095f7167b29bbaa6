import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markPartnerFrame, watchContentHeight } from './content-height';
import { acceptFramePath, FRAME_PARTNERS, isChildFrameOf, partnerList, readPartnerCommand, reportTarget } from './frame-message';
import { FRAME_HEIGHT_MESSAGE, FRAME_PATH_MESSAGE, FRAME_READY_MESSAGE, isFramed } from './frame-protocol';

export interface FramesWatcherProps {
  /** The message that made the app shell load this watcher (it arrived before the listener). */
  initialMessage?: MessageEvent | null;
  /** The partner origins of the content configuration (run time), added to the build's. */
  configPartners?: readonly string[] | null;
  /** The page's window (tests give a stand-in for a partner's frame). */
  host?: Window;
}

/**
 * SPEC §4 "Frames" and the partner protocol (docs/partners.md, src/features/frames/frame-protocol.ts),
 * both sides, rendering nothing:
 * - as a parent: a path reported by one of this page's child frames (this origin, or a partner's)
 *   is validated and navigated to; everything else is ignored;
 * - as a child: when the parent is the site or a listed partner (never with target "*"), the page
 *   says it is ready, reports its path on every address and its content height on every change,
 *   and opens a path the parent sends; other messages of the protocol from the parent are refused
 *   with a logged reason.
 */
// eslint-disable-next-line start/render-matches-markup -- a watcher mounted after hydration, never prerendered
export function FramesWatcher({ initialMessage = null, configPartners = null, host = window }: FramesWatcherProps) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);
  const handled = useRef<MessageEvent | null>(null);
  const partnersKey = partnerList(FRAME_PARTNERS, configPartners).join(',');
  const partners = useMemo(() => (partnersKey ? partnersKey.split(',') : []), [partnersKey]);

  useEffect(() => {
    const origin = host.location.origin;
    const children = { origin, partners, isChildFrame: (source: unknown) => isChildFrameOf(host, source) };
    const fromParent = { origin, partners, parent: isFramed(host) ? host.parent : null };
    const onMessage = (event: MessageEvent) => {
      if (handled.current === event) return;
      handled.current = event;
      const path = acceptFramePath(event, children);
      if (path !== null) {
        if (path !== hereRef.current) void navigate(path);
        return;
      }
      const command = readPartnerCommand(event, fromParent);
      if (command?.kind === 'refused') console.warn(`[frames] refused a message from ${String(event.origin)}: ${command.reason}`);
      else if (command && command.path !== hereRef.current) void navigate(command.path);
    };
    if (initialMessage) onMessage(initialMessage);
    host.addEventListener('message', onMessage as EventListener);
    return () => host.removeEventListener('message', onMessage as EventListener);
  }, [host, initialMessage, navigate, partners]);

  const target = isFramed(host) ? reportTarget(host, partners) : null;
  const foreign = target !== null && target !== host.location.origin;

  // In this order when the parent becomes known: ready, the path, the height.
  useEffect(() => {
    if (target) host.parent.postMessage({ type: FRAME_READY_MESSAGE, path: hereRef.current }, target);
  }, [host, target]);

  useEffect(() => {
    if (target) host.parent.postMessage({ type: FRAME_PATH_MESSAGE, path: here }, target);
  }, [host, here, target]);

  // Inside a partner's page the layouts drop their viewport minimum, so the height follows the content.
  useEffect(() => {
    if (target === null || !foreign) return;
    const unmark = markPartnerFrame(host.document);
    const stop = watchContentHeight(host, (height) => host.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, target));
    return () => {
      stop();
      unmark();
    };
  }, [host, target, foreign]);

  return null;
}
