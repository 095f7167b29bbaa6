import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useMetadataGetGeneralInfoQuery } from '@/api/metadata/metadata-api';
import { buildHitUrl, HIT_DELAY_MS, sendHit } from './hit';
import { selectDataOrError } from '@/api/select-result';
import { readTrackingParams } from '@/lib/tracking/tracking-params';
import { capturePromoCode, captureTrackingParams } from './tracking-params';

/**
 * SPEC §2/§7 tracking, mounted once in the app shell; renders nothing.
 * - On every address: keeps promo_code and the tracking-link parameters in local storage.
 * - 3 s after start: one GET /hit image request with the referrer, the track id in force and,
 *   when general info has is_seon_enabled, the fraud-fingerprint session.
 */
export function TrackingCapture() {
  const { search } = useLocation();
  const { data: info, isError } = useMetadataGetGeneralInfoQuery(undefined, { selectFromResult: selectDataOrError });
  const [due, setDue] = useState(false);
  const sent = useRef(false);
  const session = useRef<Promise<string | null> | null>(null);

  useEffect(() => {
    capturePromoCode(search);
    captureTrackingParams(search);
  }, [search]);

  useEffect(() => {
    const id = setTimeout(() => setDue(true), HIT_DELAY_MS);
    return () => clearTimeout(id);
  }, []);

  // The fingerprint starts as soon as general info allows it, so it is usually ready at 3 s.
  const seonEnabled = info?.is_seon_enabled === true;
  useEffect(() => {
    // Its code loads only when the fraud check is on.
    if (seonEnabled) session.current ??= import('./fraud-fingerprint').then(({ fraudSession }) => fraudSession());
  }, [seonEnabled]);

  const infoSettled = info !== undefined || isError;
  useEffect(() => {
    if (!due || !infoSettled || sent.current) return;
    sent.current = true;
    const { track_id: trackId } = readTrackingParams();
    const referrer = document.referrer;
    void (session.current ?? Promise.resolve(null)).then((fingerprint) => {
      sendHit(buildHitUrl({ referrer, trackId, session: fingerprint }));
    });
  }, [due, infoSettled]);

  return null;
}
