// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAttribution, initAttribution } from '../../../dataProvider/attribution';
import { attributionCookieNames } from '../../../dataProvider/session';
import { clearAllCookies } from './fetchMock';

beforeEach(() => clearAllCookies());

describe('initAttribution', () => {
    it('watches exactly the five attribution cookies', () => {
        expect([...attributionCookieNames]).toEqual(['utm_medium', 'utm_source', 'utm_campaign', 'refer_by', 'vendor_id']);
    });

    it('clears values from an earlier visit, then saves the ones in the URL', () => {
        Cookies.set('utm_medium', 'email', { path: '/' });
        Cookies.set('refer_by', 'old-friend', { path: '/' });

        const saved = initAttribution('?utm_source=linkedin&vendor_id=v-7&utm_campaign=&other=1');

        expect(saved).toEqual({ utm_source: 'linkedin', vendor_id: 'v-7' });
        expect(Cookies.get('utm_medium')).toBeUndefined();
        expect(Cookies.get('refer_by')).toBeUndefined();
        expect(Cookies.get('utm_campaign')).toBeUndefined();
        expect(Cookies.get('utm_source')).toBe('linkedin');
        expect(Cookies.get('vendor_id')).toBe('v-7');
        expect(Cookies.get('other')).toBeUndefined();
        expect(getAttribution()).toEqual({ utm_source: 'linkedin', vendor_id: 'v-7' });
    });

    it('leaves nothing when the URL has no attribution', () => {
        Cookies.set('utm_source', 'x', { path: '/' });
        expect(initAttribution('')).toEqual({});
        expect(getAttribution()).toEqual({});
    });
});
