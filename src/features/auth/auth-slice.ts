import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { authApi } from '@/api/auth/auth-api';
import { rootReducer } from '@/store/root-reducer';

/**
 * The two-factor step of SPEC §4: after a login answered "two-factor is enabled" (or "resend time
 * is"), the login waits here for the second login with the code. `resend_time` is in seconds,
 * counted from `issuedAt` (ms), so a countdown survives the form re-mounting. The password is never
 * stored here (the store is readable from developer tools): see two-factor-password.ts.
 */
export interface TwoFactorState {
  login: string;
  resend_time: number;
  issuedAt: number;
}

export interface AuthState {
  twoFactor: TwoFactorState | null;
}

const initialState: AuthState = { twoFactor: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    twoFactorRequired(state, action: PayloadAction<TwoFactorState>) {
      state.twoFactor = action.payload;
    },
    /** A resend (a login without code) answered with a new waiting time. */
    twoFactorResent(state, action: PayloadAction<{ resend_time: number; issuedAt: number }>) {
      if (state.twoFactor) Object.assign(state.twoFactor, action.payload);
    },
    /** The second login succeeded, or the player went back to the password step. */
    twoFactorCleared(state) {
      state.twoFactor = null;
    },
  },
  extraReducers: (builder) => {
    // A sign-out ends any half-finished step too (the auth panel then forgets the password).
    builder.addMatcher(authApi.endpoints.authLogout.matchFulfilled, (state) => {
      state.twoFactor = null;
    });
  },
  selectors: {
    selectTwoFactor: (state) => state.twoFactor,
  },
});

declare module '@/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

const injected = authSlice.injectInto(rootReducer);

export const { twoFactorRequired, twoFactorResent, twoFactorCleared } = authSlice.actions;
export const { selectTwoFactor } = injected.selectors;

/** When another code may be sent, in epoch milliseconds (the deadline of the form's countdown). */
export function resendDeadline(state: Pick<TwoFactorState, 'resend_time' | 'issuedAt'>): number {
  return state.issuedAt + state.resend_time * 1000;
}
