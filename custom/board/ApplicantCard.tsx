/**
 * One applicant on the board. The outer part holds the dnd-kit hooks (it
 * re-renders when the drag context changes); the body is memoised on the
 * application object and plain flags, so a drag re-renders no card body.
 * Mouse and touch drag from anywhere on the card; the keyboard drags from the
 * handle (Space to pick up, arrows to choose a column, Space to drop).
 */
import { memo, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import MoreVert from '@mui/icons-material/MoreVert';
import { useDraggable } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';
import type { BoardCard } from '../../dataProvider/jobsTypes';
import { INTERVIEW_RESULTS, type InterviewResult } from '../../config/contracts/interviews';
import { ResultBadge } from '../interviews/InterviewBadges';
import { sourceWords } from '../applicants/sourceWords';

export interface CardHandlers {
    onOpen: (applicationId: string) => void;
    onToggle: (applicationId: string) => void;
    /** Opens the "Move to" menu (the non-drag way to move) anchored at the button. */
    onMoveMenu: (applicationId: string, anchor: HTMLElement) => void;
}

export interface ApplicantCardProps {
    application: BoardCard;
    selected: boolean;
    dragDisabled: boolean;
    pending: boolean;
    handlers: CardHandlers;
}

export function candidateName(application: Pick<BoardCard, 'candidate'>): string {
    const { first_name, last_name } = application.candidate;
    return [first_name, last_name].filter(Boolean).join(' ');
}

export function ApplicantCard({ application, selected, dragDisabled, pending, handlers }: ApplicantCardProps) {
    const translate = useTranslate();
    const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
        id: application.id,
        disabled: dragDisabled || pending,
        data: { stageId: application.stage_id },
    });
    const name = candidateName(application);
    // dnd-kit types its listeners loosely; these are its pointer and keyboard activators.
    const onPointerDown = listeners?.onPointerDown as PointerEventHandler<HTMLElement> | undefined;
    const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler<HTMLElement> | undefined;
    return (
        <Box
            ref={setNodeRef}
            onPointerDown={onPointerDown}
            data-testid="applicant-card"
            data-application-id={application.id}
            sx={{ opacity: isDragging ? 0.4 : 1, touchAction: dragDisabled ? 'auto' : 'none' }}
        >
            <Card variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start', p: 1, gap: 0.5, bgcolor: selected ? 'action.selected' : undefined }}>
                <IconButton
                    ref={setActivatorNodeRef}
                    size="small"
                    {...attributes}
                    onKeyDown={onKeyDown}
                    aria-label={translate('ats.board.drag_handle', { name })}
                    sx={{ cursor: dragDisabled ? 'not-allowed' : 'grab', mt: 0.25 }}
                >
                    <DragIndicator fontSize="small" />
                </IconButton>
                <CardBody application={application} selected={selected} pending={pending} handlers={handlers} />
            </Card>
        </Box>
    );
}

interface CardBodyProps {
    application: BoardCard;
    selected: boolean;
    pending: boolean;
    handlers: CardHandlers;
}

const CardBody = memo(function CardBody({ application, selected, pending, handlers }: CardBodyProps) {
    const translate = useTranslate();
    const name = candidateName(application);
    const { candidate } = application;
    const experience =
        candidate.experience_years === null || candidate.experience_years === undefined
            ? null
            : translate('ats.board.years', { smart_count: candidate.experience_years, count: candidate.experience_years });
    return (
        <Box sx={{ flexGrow: 1, minWidth: 0 }} aria-busy={pending}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Link
                    component="button"
                    type="button"
                    variant="subtitle2"
                    underline="hover"
                    onClick={() => handlers.onOpen(application.id)}
                    sx={{ textAlign: 'left', flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                    {name}
                </Link>
                <Checkbox
                    size="small"
                    checked={selected}
                    onChange={() => handlers.onToggle(application.id)}
                    slotProps={{ input: { 'aria-label': translate('ats.board.select', { name }) } }}
                    sx={{ p: 0.5 }}
                />
                <IconButton
                    size="small"
                    aria-label={translate('ats.board.move_menu', { name })}
                    onClick={event => handlers.onMoveMenu(application.id, event.currentTarget)}
                    sx={{ p: 0.5 }}
                >
                    <MoreVert fontSize="small" />
                </IconButton>
            </Stack>
            {candidate.current_title && (
                <Typography variant="body2" color="text.secondary" noWrap>
                    {candidate.current_title}
                </Typography>
            )}
            <Typography variant="caption" color="text.secondary" component="div">
                {[experience, sourceWords(translate, application.source ?? candidate.source)].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" data-testid="days-in-stage">
                {translate('ats.board.days_in_stage', { smart_count: application.days_in_stage, count: application.days_in_stage })}
            </Typography>
            {isResult(application.interview_result?.result) && (
                <Box sx={{ mt: 0.5 }}>
                    <ResultBadge result={application.interview_result.result} />
                </Box>
            )}
        </Box>
    );
});

/** The latest interview result, when the card has one the badge knows. */
function isResult(value: string | undefined): value is InterviewResult {
    return (INTERVIEW_RESULTS as readonly (string | undefined)[]).includes(value);
}

/** What the drag overlay shows under the pointer. */
export function CardPreview({ application }: { application: BoardCard }) {
    return (
        <Card raised sx={{ p: 1.5, width: 260 }}>
            <Typography variant="subtitle2">{candidateName(application)}</Typography>
            {application.candidate.current_title && (
                <Typography variant="body2" color="text.secondary" noWrap>
                    {application.candidate.current_title}
                </Typography>
            )}
        </Card>
    );
}
