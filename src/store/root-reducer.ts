import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@/api/base-api';
import { dialogsSlice } from '@/lib/dialogs/dialogs-slice';
import { fatalSlice } from '@/lib/fatal/fatal-slice';
import { toastsSlice } from '@/lib/toasts/toasts-slice';

/**
 * Feature slices are not listed here: a feature calls `itsSlice.injectInto(rootReducer)` and adds
 * itself to this interface by declaration merging, so store/ never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, fatalSlice, dialogsSlice, toastsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
