/**
 * The stages of a job: add, rename, delete (behind the confirmation dialog;
 * a stage with applicants asks where to move them first) and reorder by drag
 * (mouse or keyboard, update-pipeline-order; the old order comes back if the
 * server refuses).
 */
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JobsDataProvider, Stage, StageChanges } from '../../dataProvider/jobs';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { StageRow } from './StageRow';

export interface StageManagerDialogProps {
    jobId: string;
    onClose: () => void;
    /** Called after any change, so the board reloads. */
    onChanged: () => void;
}

function useStages(jobId: string) {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [stages, setStages] = useState<Stage[]>([]);
    const load = useCallback(() => {
        dataProvider.getPipelines(jobId).then(setStages, () => undefined);
    }, [dataProvider, jobId]);
    useEffect(load, [load]);
    return { stages, setStages, load };
}

export function StageManagerDialog({ jobId, onClose, onChanged }: StageManagerDialogProps) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<JobsDataProvider>();
    const { stages, setStages, load } = useStages(jobId);
    const [newName, setNewName] = useState('');
    const [deleting, setDeleting] = useState<{ stage: Stage; moveTo?: string } | null>(null);
    const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
    const fallback = translate('ats.errors.try_later_bang');
    const announcements = useStageAnnouncements(stages);

    const changed = () => {
        load();
        onChanged();
    };
    const attempt = async (action: () => Promise<unknown>, success: string) => {
        try {
            await action();
            toast.success(success);
            changed();
            return true;
        } catch (error) {
            toast.error(errorMessage(error, fallback));
            return false;
        }
    };
    const add = async () => {
        const name = newName.trim();
        if (name && (await attempt(() => dataProvider.createPipeline(jobId, name), 'ats.board.stage_added'))) setNewName('');
    };
    const rename = (stage: Stage, changes: StageChanges) => attempt(() => dataProvider.editPipeline(stage.id, changes, stage.version), 'ats.board.stage_renamed');
    const reorder = async (event: DragEndEvent) => {
        const { active, over } = event;
        if (!over || active.id === over.id) return;
        const before = stages;
        const next = arrayMove(stages, stages.findIndex(s => s.id === active.id), stages.findIndex(s => s.id === over.id));
        setStages(next);
        try {
            setStages(await dataProvider.updatePipelineOrder(jobId, next.map(s => s.id)));
            onChanged();
        } catch (error) {
            setStages(before);
            toast.error(errorMessage(error, fallback));
        }
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stage-manager-title">
            <DialogTitle id="stage-manager-title">{translate('ats.board.manage_stages')}</DialogTitle>
            <DialogContent>
                <DndContext
                    sensors={sensors}
                    collisionDetection={closestCenter}
                    onDragEnd={event => void reorder(event)}
                    accessibility={{ announcements, screenReaderInstructions: { draggable: translate('ats.board.stage_instructions') } }}
                >
                    <SortableContext items={stages.map(s => s.id)} strategy={verticalListSortingStrategy}>
                        <List aria-label={translate('ats.board.stages')}>
                            {stages.map(stage => (
                                <StageRow
                                    key={stage.id}
                                    stage={stage}
                                    others={stages.filter(s => s.id !== stage.id)}
                                    onRename={rename}
                                    onDelete={(target, moveTo) => setDeleting({ stage: target, moveTo })}
                                />
                            ))}
                        </List>
                    </SortableContext>
                </DndContext>
                <Stack direction="row" spacing={1} component="form" onSubmit={event => { event.preventDefault(); void add(); }}>
                    <TextField size="small" label={translate('ats.board.new_stage')} value={newName} onChange={event => setNewName(event.target.value)} fullWidth />
                    <Button type="submit" variant="outlined" disabled={!newName.trim()}>
                        {translate('ats.board.add_stage')}
                    </Button>
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ats.resources.close')}</Button>
            </DialogActions>
            <ConfirmDialog
                open={deleting !== null}
                onClose={() => setDeleting(null)}
                content={deleting ? translate(deleting.moveTo ? 'ats.board.delete_stage_move' : 'ats.board.delete_stage_confirm', {
                    name: deleting.stage.name,
                    target: stages.find(s => s.id === deleting.moveTo)?.name ?? '',
                    smart_count: deleting.stage.applicant_count,
                }) : undefined}
                onConfirm={() => (deleting ? dataProvider.deletePipeline(deleting.stage.id, deleting.moveTo) : Promise.resolve())}
                onSuccess={() => {
                    toast.success('ats.board.stage_deleted');
                    changed();
                }}
            />
        </Dialog>
    );
}

/** What a screen reader hears while a stage is moved: its name and place, never internal ids. */
function useStageAnnouncements(stages: Stage[]): Announcements {
    const translate = useTranslate();
    const name = (id: UniqueIdentifier) => stages.find(s => s.id === id)?.name ?? '';
    const position = (id: UniqueIdentifier) => stages.findIndex(s => s.id === id) + 1;
    const at = (id: UniqueIdentifier, over: UniqueIdentifier) => translate('ats.board.announce_stage_position', { name: name(id), position: position(over), total: stages.length });
    return {
        onDragStart: ({ active }) => translate('ats.board.announce_stage_pickup', { name: name(active.id) }),
        onDragOver: ({ active, over }) => (over ? at(active.id, over.id) : undefined),
        onDragEnd: ({ active, over }) => (over ? translate('ats.board.announce_stage_drop', { name: name(active.id), position: position(over.id) }) : undefined),
        onDragCancel: ({ active }) => translate('ats.board.announce_stage_cancel', { name: name(active.id) }),
    };
}
