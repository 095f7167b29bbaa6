// @vitest-environment jsdom
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { parseTrackingParams, readPartnerParams, readTrackingParams } from './tracking-params';

describe('the partner of a tracking link (SPEC §2)', () => {
  it('is the stored publisher_id, goal_id, goal_entry_id and link_id, without the track id', () => {
    localStorage.setItem(STORAGE_KEYS.trackingParams, JSON.stringify({ track_id: '1', publisher_id: '7', link_id: '9', goal_id: '', other: 'x' }));
    expect(readPartnerParams()).toEqual({ publisher_id: '7', link_id: '9' });
  });

  it('is empty when nothing or something unreadable is stored', () => {
    expect(readPartnerParams()).toEqual({});
    localStorage.setItem(STORAGE_KEYS.trackingParams, '[not json');
    expect(readPartnerParams()).toEqual({});
  });

  it('refuses a value that is not an id (markup, spaces, over 64 characters), with a logged reason', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseTrackingParams(`?publisher_id=<b>7</b>&link_id=9&goal_id=${'x'.repeat(65)}&track_id=td_5`)).toEqual({ link_id: '9', track_id: 'td_5' });
    expect(warn).toHaveBeenCalledTimes(2);
    localStorage.setItem(STORAGE_KEYS.trackingParams, JSON.stringify({ publisher_id: 'a b', link_id: '9' }));
    expect(readTrackingParams()).toEqual({ link_id: '9' });
    warn.mockRestore();
  });
});
