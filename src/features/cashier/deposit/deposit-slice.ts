import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { cashierApi } from '@/api/cashier/cashier-api';
import type { PaymentMethod } from '@/api/cashier/cashier.types';
import { type ApiError, asApiError } from '@/api/errors';
import { normalizeDepositSum, type NormalizedSum } from '@/lib/validation/sum';
import { rootReducer } from '@/store/root-reducer';
import { fieldErrorsOf } from '../shared/cashier-error';

/** What the player has chosen and typed (SPEC §3 depositValues), plus the promo code and bank. */
export interface DepositValues {
  methodId: number | null;
  /** The chosen method's system name. */
  method: string | null;
  /** As typed: the sum rule decides whether it is a valid number. */
  amount: string;
  /** -1: no offer chosen (SPEC §3 default). */
  campaign_offer_id: number;
  /** The chosen method's requisites, as typed. */
  requisites: Record<string, string>;
  /** The id of the chosen method's saved requisites the player picked instead ('' for none). */
  saved_requisite_id: string;
  promo_code: string;
  /** The chosen bank of a needs_bank method, as the select's value ('' for none). */
  bank_id: string;
}

/** The bounds of the chosen method (SPEC §3 "settings per payment method"). */
export interface MethodSettings {
  min: number;
  max: number;
  fee_percent: number;
}

export interface DepositState {
  depositValues: DepositValues;
  /** Requisites typed for each method, so switching back and forth loses nothing. */
  requisitesByMethod: Record<string, Record<string, string>>;
  /** Banks chosen for each needs_bank method. */
  bankByMethod: Record<string, string>;
  /** Saved requisites picked for each method ('' or missing: the typed ones). */
  savedRequisiteByMethod: Record<string, string>;
  settings: MethodSettings | null;
  depositSum: NormalizedSum;
  /** Amount presets of the chosen method for the player's currency. */
  presets: number[];
  /** Available currencies, code -> symbol. */
  currencies: Record<string, string>;
  currentTransactionId: number | null;
  /** The last makeDeposit failure (cleared by the next attempt or another method). */
  serverError: ApiError | null;
  /** Field errors of that failure: `{ amount: 'SUM_RANGE', 'requisites.card_number': 'INVALID' }`. */
  fieldErrors: Record<string, string>;
}

const initialState: DepositState = {
  depositValues: { methodId: null, method: null, amount: '', campaign_offer_id: -1, requisites: {}, saved_requisite_id: '', promo_code: '', bank_id: '' },
  requisitesByMethod: {},
  bankByMethod: {},
  savedRequisiteByMethod: {},
  settings: null,
  depositSum: normalizeDepositSum(''),
  presets: [],
  currencies: {},
  currentTransactionId: null,
  serverError: null,
  fieldErrors: {},
};

/** The presets of a method for one currency, as plain numbers. */
export function presetsFor(method: Pick<PaymentMethod, 'presets'>, currency: string): number[] {
  const entry = method.presets.find((preset) => preset.currency.toUpperCase() === currency.toUpperCase());
  return entry ? entry.amount.map((item) => item.value).filter((value) => Number.isFinite(value) && value > 0) : [];
}

function sumOf(state: DepositState): NormalizedSum {
  return normalizeDepositSum(state.depositValues.amount, state.settings ?? {});
}

export const depositSlice = createSlice({
  name: 'deposit',
  initialState,
  reducers: {
    /** The settings arrived: the currencies the cashier knows. */
    currenciesLoaded(state, action: PayloadAction<Record<string, string>>) {
      state.currencies = action.payload;
    },
    /**
     * A method was chosen (or the chosen one's settings changed). The amount stays; the requisites,
     * saved requisites and bank become the ones typed or picked for this method before, if any.
     */
    methodChosen(state, action: PayloadAction<{ method: Pick<PaymentMethod, 'id' | 'sysname' | 'min' | 'max' | 'fee_percent' | 'presets'>; currency: string }>) {
      const { method, currency } = action.payload;
      const changed = state.depositValues.method !== method.sysname;
      state.depositValues.methodId = method.id;
      state.depositValues.method = method.sysname;
      state.depositValues.requisites = { ...state.requisitesByMethod[method.sysname] };
      state.depositValues.bank_id = state.bankByMethod[method.sysname] ?? '';
      state.depositValues.saved_requisite_id = state.savedRequisiteByMethod[method.sysname] ?? '';
      state.settings = { min: method.min, max: method.max, fee_percent: method.fee_percent };
      state.presets = presetsFor(method, currency);
      state.depositSum = sumOf(state);
      if (changed) {
        state.serverError = null;
        state.fieldErrors = {};
      }
    },
    /** The chosen method is not available (unknown address, or the list changed). Typed values stay. */
    methodCleared(state) {
      state.depositValues.methodId = null;
      state.depositValues.method = null;
      state.depositValues.requisites = {};
      state.depositValues.bank_id = '';
      state.depositValues.saved_requisite_id = '';
      state.settings = null;
      state.presets = [];
      state.depositSum = sumOf(state);
    },
    amountChanged(state, action: PayloadAction<string>) {
      state.depositValues.amount = action.payload;
      state.depositSum = sumOf(state);
    },
    /** Requisites typed for a method (the form of that method reports them). */
    requisitesChanged(state, action: PayloadAction<{ method: string; values: Record<string, string> }>) {
      const { method, values } = action.payload;
      state.requisitesByMethod[method] = { ...values };
      if (state.depositValues.method === method) state.depositValues.requisites = { ...values };
    },
    bankChosen(state, action: PayloadAction<{ method: string; bankId: string }>) {
      const { method, bankId } = action.payload;
      state.bankByMethod[method] = bankId;
      if (state.depositValues.method === method) state.depositValues.bank_id = bankId;
    },
    /** Saved requisites picked for a method ('' back to the typed ones). */
    savedRequisiteChosen(state, action: PayloadAction<{ method: string; id: string }>) {
      const { method, id } = action.payload;
      state.savedRequisiteByMethod[method] = id;
      if (state.depositValues.method === method) state.depositValues.saved_requisite_id = id;
    },
    promoCodeChanged(state, action: PayloadAction<string>) {
      state.depositValues.promo_code = action.payload;
    },
    campaignOfferChosen(state, action: PayloadAction<number>) {
      state.depositValues.campaign_offer_id = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The server's answer to the one makeDeposit call; values are never touched here.
    builder
      .addMatcher(cashierApi.endpoints.cashierMakeDeposit.matchPending, (state) => {
        state.serverError = null;
        state.fieldErrors = {};
      })
      .addMatcher(cashierApi.endpoints.cashierMakeDeposit.matchFulfilled, (state, action) => {
        state.currentTransactionId = action.payload.transaction_id;
      })
      .addMatcher(cashierApi.endpoints.cashierMakeDeposit.matchRejected, (state, action) => {
        const error = asApiError(action.payload ?? action.error, 'NetworkError');
        state.serverError = error;
        state.fieldErrors = error.name === 'InvalidParameter' ? fieldErrorsOf(error) : {};
      });
  },
  selectors: {
    selectDepositValues: (state) => state.depositValues,
    selectDepositSum: (state) => state.depositSum,
    selectPresets: (state) => state.presets,
    selectCurrencies: (state) => state.currencies,
    selectDepositServerError: (state) => state.serverError,
    selectDepositFieldErrors: (state) => state.fieldErrors,
    selectCurrentTransactionId: (state) => state.currentTransactionId,
    selectMethodSettings: (state) => state.settings,
    selectRequisitesByMethod: (state) => state.requisitesByMethod,
    selectBankByMethod: (state) => state.bankByMethod,
    selectSavedRequisiteByMethod: (state) => state.savedRequisiteByMethod,
  },
});

declare module '@/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof depositSlice> {}
}

const injected = depositSlice.injectInto(rootReducer);

export const {
  currenciesLoaded,
  methodChosen,
  methodCleared,
  amountChanged,
  requisitesChanged,
  bankChosen,
  savedRequisiteChosen,
  promoCodeChanged,
  campaignOfferChosen,
} = depositSlice.actions;
export const {
  selectDepositValues,
  selectDepositSum,
  selectPresets,
  selectCurrencies,
  selectDepositServerError,
  selectDepositFieldErrors,
  selectCurrentTransactionId,
  selectMethodSettings,
  selectRequisitesByMethod,
  selectBankByMethod,
  selectSavedRequisiteByMethod,
} = injected.selectors;
