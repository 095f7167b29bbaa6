import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './root-reducer';

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** The typed hooks every component uses (lint bans the raw react-redux ones). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
