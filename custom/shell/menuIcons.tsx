/**
 * Icon names used by config/menu.json (and generated resources) mapped to
 * components. Config carries a string, never code; an unknown name falls back
 * to a neutral icon rather than breaking the sidebar.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import AutoMode from '@mui/icons-material/AutoMode';
import Badge from '@mui/icons-material/Badge';
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
import Inbox from '@mui/icons-material/Inbox';

const menuIcons: Record<string, SvgIconComponent> = {
    Place,
    AssignmentTurnedIn,
    Label,
    Domain,
    AccountTree,
    Apartment,
    Assessment,
    AutoMode,
    Badge,
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
    PeopleAlt,
    PersonSearch,
    RecordVoiceOver,
    Store,
    Storefront,
    WhatsApp,
    Work,
};

export function menuIcon(name: string): SvgIconComponent {
    return menuIcons[name] ?? Inbox;
}
