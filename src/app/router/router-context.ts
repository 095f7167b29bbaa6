import { createContext } from 'react-router';
import type { AppStore } from '../store';

/** The store, handed to middleware and loaders through router context (no module singleton). */
export const storeContext = createContext<AppStore>();

/** The address shown before the navigation started (the "current path" of SPEC §2 redirects). */
export const currentPathContext = createContext<string>('/');
