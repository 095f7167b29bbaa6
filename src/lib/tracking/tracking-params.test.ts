// @vitest-environment jsdom
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { readPartnerParams } from './tracking-params';

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
});
