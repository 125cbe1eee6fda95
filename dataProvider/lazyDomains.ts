/**
 * The custom methods only lazily loaded pages call, as one chunk fetched on
 * the first call of any of them (dataProvider/lazyMethods.ts, app/ConsoleApp.tsx).
 * The employee area's stay with the console: they share dataProvider/career.ts
 * with the career page, which would otherwise cost that page a request of its
 * own (a chunk for that one module) against its tight budget.
 */
import { candidatePortalMethods } from './candidatePortal';
import { citiesMethods } from './cities';
import { interviewsMethods } from './interviews';
import { offersMethods } from './offers';
import { reportsMethods } from './reports';
import { searchMethods } from './search';
import { vendorPortalMethods } from './vendorPortal';

export const lazyDomainMethods = {
    ...interviewsMethods,
    ...offersMethods,
    ...candidatePortalMethods,
    ...vendorPortalMethods,
    ...reportsMethods,
    ...searchMethods,
    ...citiesMethods,
};
