/**
 * One row of the corporate sidebar: a link entry or a collapsible group.
 * When labels are hidden (collapsed or narrow screen) every row keeps a
 * tooltip and an aria-label so the icon-only sidebar stays usable.
 */
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MenuNode } from '../../ui/menu';
import { menuIcon } from '../../ui/menuIcons';
import { usePagePreload } from '../../ui/menuContext';

interface SidebarNodesProps {
    nodes: MenuNode[];
    depth: number;
    showLabels: boolean;
    /** Open group key per depth: only one group per level is open. */
    openPath: string[];
    onToggleGroup: (depth: number, key: string) => void;
}

export function SidebarNodes({ nodes, depth, showLabels, openPath, onToggleGroup }: SidebarNodesProps) {
    return (
        <List disablePadding component="div">
            {nodes.map(node =>
                node.kind === 'entry' ? (
                    <SidebarEntry
                        key={node.entry.key}
                        route={node.entry.route}
                        label={node.entry.label}
                        labelKey={node.entry.labelKey}
                        icon={node.entry.icon}
                        depth={depth}
                        showLabels={showLabels}
                    />
                ) : (
                    <SidebarGroup
                        key={node.group.key}
                        node={node}
                        depth={depth}
                        showLabels={showLabels}
                        openPath={openPath}
                        onToggleGroup={onToggleGroup}
                    />
                ),
            )}
        </List>
    );
}

/**
 * A label longer than the drawer wraps to a second line: cut to one, "Offer Letter Templates" read
 * "Offer Letter Templ…" at the drawer's full width, and the rest was on hover only, never for the
 * keyboard or a finger. Two lines at most (the drawer's width is the shell's): a longer one is cut
 * with an ellipsis and keeps its full text on hover.
 */
const twoLines = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', overflowWrap: 'anywhere' } as const;

function SidebarLabel({ text }: { text: string }) {
    return <ListItemText primary={text} sx={{ minWidth: 0 }} slotProps={{ primary: { title: text, sx: twoLines } }} />;
}

interface SidebarEntryProps {
    route: string;
    label: string;
    labelKey?: string;
    icon: string;
    depth: number;
    showLabels: boolean;
}

function SidebarEntry({ route, label, labelKey, icon, depth, showLabels }: SidebarEntryProps) {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const preloadPage = usePagePreload();
    const Icon = menuIcon(icon);
    // smart_count picks the plural of a resource's "One |||| Many" name.
    const text = labelKey ? translate(labelKey, { smart_count: 2, _: label }) : translate(label, { _: label });
    // The dashboard route (/corporate) prefixes every other one, so it only matches exactly.
    const selected = route === '/corporate' ? pathname === route : pathname.startsWith(route);
    return (
        <Tooltip title={showLabels ? '' : text} placement="right">
            <ListItemButton
                component={NavLink}
                to={route}
                selected={selected}
                aria-label={text}
                // The page's chunk is fetched while the pointer or the focus is on its entry, before the click.
                onPointerEnter={() => preloadPage(route)}
                onFocus={() => preloadPage(route)}
                sx={{ pl: showLabels ? 2 + depth * 2 : 2.5 }}
            >
                <ListItemIcon sx={{ minWidth: showLabels ? 40 : 0 }}>
                    <Icon fontSize="small" />
                </ListItemIcon>
                {showLabels && <SidebarLabel text={text} />}
            </ListItemButton>
        </Tooltip>
    );
}

interface SidebarGroupProps extends Omit<SidebarNodesProps, 'nodes'> {
    node: Extract<MenuNode, { kind: 'group' }>;
}

function SidebarGroup({ node, depth, showLabels, openPath, onToggleGroup }: SidebarGroupProps) {
    const translate = useTranslate();
    const Icon = menuIcon(node.group.icon);
    const text = translate(node.group.label, { _: node.group.label });
    const isOpen = openPath[depth] === node.group.key;
    const regionId = `sidebar-group-${node.group.key}`;
    return (
        <>
            <Tooltip title={showLabels ? '' : text} placement="right">
                <ListItemButton
                    onClick={() => onToggleGroup(depth, node.group.key)}
                    aria-expanded={isOpen}
                    aria-controls={regionId}
                    aria-label={text}
                    sx={{ pl: showLabels ? 2 + depth * 2 : 2.5 }}
                >
                    <ListItemIcon sx={{ minWidth: showLabels ? 40 : 0 }}>
                        <Icon fontSize="small" />
                    </ListItemIcon>
                    {showLabels && <SidebarLabel text={text} />}
                    {showLabels && (isOpen ? <ExpandLess sx={{ flexShrink: 0 }} /> : <ExpandMore sx={{ flexShrink: 0 }} />)}
                </ListItemButton>
            </Tooltip>
            <Collapse in={isOpen} timeout="auto" unmountOnExit id={regionId}>
                <SidebarNodes
                    nodes={node.children}
                    depth={depth + 1}
                    showLabels={showLabels}
                    openPath={openPath}
                    onToggleGroup={onToggleGroup}
                />
            </Collapse>
        </>
    );
}
