import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §8 fatal screens: banned user, disabled/unavailable application, any 403. */
export type FatalKind = 'banned' | 'maintenance' | 'forbidden';

interface FatalState {
  kind: FatalKind | null;
}

const initialState: FatalState = { kind: null };

// A banned user is the most specific; maintenance outranks a generic forbidden.
const RANK: Record<FatalKind, number> = { forbidden: 1, maintenance: 2, banned: 3 };

export const fatalSlice = createSlice({
  name: 'fatal',
  initialState,
  reducers: {
    fatalErrorRaised(state, action: PayloadAction<FatalKind>) {
      if (!state.kind || RANK[action.payload] > RANK[state.kind]) state.kind = action.payload;
    },
    fatalErrorCleared(state) {
      state.kind = null;
    },
  },
  selectors: {
    selectFatalKind: (state) => state.kind,
  },
});

export const { fatalErrorRaised, fatalErrorCleared } = fatalSlice.actions;
export const { selectFatalKind } = fatalSlice.selectors;
