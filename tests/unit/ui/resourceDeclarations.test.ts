/**
 * A resource is declared by its file alone (docs/client-generator.md): no
 * shadow entry in config/menu.json, and icon
 * names come from one list (config/icons.json) that the server checks and
 * ui/menuIcons.tsx renders.
 */
import { describe, expect, it } from 'vitest';
import Inbox from '@mui/icons-material/Inbox';
import { menuIconNames } from '../../../config';
import { menuIcon, menuIcons } from '../../../ui/menuIcons';
import { corporateMenu } from '../../../ui/menu';
import { shippedResourceConfigs } from '../../helpers/shippedResources';

const shipped = shippedResourceConfigs();

describe('icon names', () => {
    it('config/icons.json and ui/menuIcons.tsx name the same icons', () => {
        expect(Object.keys(menuIcons).sort()).toEqual([...menuIconNames].sort());
    });

    it('every name renders its own icon, not the fallback', () => {
        for (const name of menuIconNames) expect(menuIcon(name), name).not.toBe(Inbox);
        expect(menuIcon('NoSuchIcon')).toBe(Inbox);
    });

    it('config/menu.json and every shipped resource file use known names', () => {
        const used = [
            ...corporateMenu.groups.map(group => group.icon),
            ...corporateMenu.entries.map(entry => entry.icon),
            ...shipped.flatMap(config => (config.menu ? [config.menu.icon] : [])),
        ];
        expect(used.filter(name => !menuIconNames.includes(name))).toEqual([]);
    });
});

describe('one declaration per resource', () => {
    const resourceRoutes = new Set(shipped.map(config => config.route));

    it('config/menu.json has no entry for a screen a resource file serves', () => {
        expect(corporateMenu.entries.filter(entry => resourceRoutes.has(entry.route)).map(entry => entry.key)).toEqual([]);
    });
});
