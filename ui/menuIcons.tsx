/**
 * The icon names of config/icons.json (what config/menu.json and resource
 * files may name) mapped to components. Config carries a string, never code.
 * The server refuses a resource file naming an icon outside config/icons.json
 * when it loads the configs, and tests/unit/ui/menuIcons.test.ts checks this
 * map and that list agree; the neutral fallback only guards a stale console.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import AutoMode from '@mui/icons-material/AutoMode';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import BusinessCenter from '@mui/icons-material/BusinessCenter';
import Category from '@mui/icons-material/Category';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Email from '@mui/icons-material/Email';
import Event from '@mui/icons-material/Event';
import Forum from '@mui/icons-material/Forum';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import PersonSearch from '@mui/icons-material/PersonSearch';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Work from '@mui/icons-material/Work';
import Domain from '@mui/icons-material/Domain';
import Label from '@mui/icons-material/Label';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import Place from '@mui/icons-material/Place';
import History from '@mui/icons-material/History';
import Inbox from '@mui/icons-material/Inbox';

export const menuIcons: Readonly<Record<string, SvgIconComponent>> = {
    Place,
    AssignmentTurnedIn,
    Label,
    Domain,
    AccountTree,
    Apartment,
    Assessment,
    AutoMode,
    Badge,
    Business,
    BusinessCenter,
    Category,
    Dashboard,
    Description,
    Email,
    Event,
    Forum,
    GroupAdd,
    Groups,
    Handshake,
    History,
    PeopleAlt,
    PersonSearch,
    RecordVoiceOver,
    Store,
    Storefront,
    WhatsApp,
    Work,
};

export function menuIcon(name: string): SvgIconComponent {
    return Object.prototype.hasOwnProperty.call(menuIcons, name) ? menuIcons[name] : Inbox;
}
