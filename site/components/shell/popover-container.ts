import { createContext } from 'react';

/**
 * Where the header's popovers (the bell's, the account menu) are placed in the page: the drawer
 * while they open from it, so they belong to the drawer's dialog (its focus trap and its tests'
 * scope), and the body (React Aria's default, undefined) in the desktop header.
 */
export const PopoverContainer = createContext<Element | undefined>(undefined);
