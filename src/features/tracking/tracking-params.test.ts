// @vitest-environment jsdom
import { readString, writeString } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { parseTrackingParams, readTrackingParams } from '@/lib/tracking/tracking-params';
import { capturePromoCode, captureTrackingParams } from './tracking-params';

describe('promo code (SPEC §2)', () => {
  it('takes the last promo_code of the query and stores it under promo_code', () => {
    expect(capturePromoCode('?promo_code=FIRST&x=1&promo_code=LAST')).toBe('LAST');
    expect(localStorage.getItem('promo_code')).toBe('LAST');
  });

  it('falls back to the stored value when the query has none (or an empty one)', () => {
    writeString(STORAGE_KEYS.promoCode, 'KEPT');
    expect(capturePromoCode('?a=1')).toBe('KEPT');
    expect(capturePromoCode('?promo_code=')).toBe('KEPT');
    expect(readString('promo_code')).toBe('KEPT');
  });

  it('is null when there is nothing anywhere', () => {
    expect(capturePromoCode('')).toBeNull();
  });
});

describe('tracking parameters (SPEC §2)', () => {
  it('parses the five parameters, last value wins, empty ones ignored, others ignored', () => {
    expect(
      parseTrackingParams('?track_id=1&track_id=td_2&publisher_id=p&goal_id=&goal_entry_id=ge&link_id=l&show_popup_reg=1&utm=x'),
    ).toEqual({ track_id: 'td_2', publisher_id: 'p', goal_entry_id: 'ge', link_id: 'l' });
  });

  it('stores the set of a link under tracking_params and keeps it on addresses without any', () => {
    captureTrackingParams('?track_id=td_77&link_id=9');
    expect(JSON.parse(localStorage.getItem('tracking_params') ?? 'null')).toEqual({ track_id: 'td_77', link_id: '9' });
    expect(captureTrackingParams('?page=2')).toEqual({ track_id: 'td_77', link_id: '9' });
  });

  it('replaces the whole set when a new link carries any parameter', () => {
    captureTrackingParams('?track_id=1&publisher_id=old');
    expect(captureTrackingParams('?goal_id=5')).toEqual({ goal_id: '5' });
    expect(readTrackingParams()).toEqual({ goal_id: '5' });
  });

  it('reads a corrupt or foreign stored value as empty, keeping only string fields', () => {
    localStorage.setItem('tracking_params', '{bad');
    expect(readTrackingParams()).toEqual({});
    localStorage.setItem('tracking_params', JSON.stringify({ track_id: 5, link_id: 'x', other: 'y' }));
    expect(readTrackingParams()).toEqual({ link_id: 'x' });
  });
});
