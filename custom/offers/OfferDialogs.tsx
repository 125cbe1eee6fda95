/**
 * The offer dialogs a list of offers opens (the offer-letters page and the
 * application drawer): the opened offer with its PDF and actions, and the
 * form of a new offer, which opens the offer once it is saved.
 */
import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { Offer } from '../../dataProvider/offers';
import { useToast } from '../../ui/toast';
import { OfferDialog } from './OfferDialog';
import { OfferView } from './OfferView';

export interface OfferDialogsState {
    open: (offer: Offer) => void;
    create: () => void;
    /** The dialogs, to render once beside the list. */
    dialogs: ReactElement;
}

/** `application` fixes the new offer's application (the drawer); `onChanged` reloads the list after any change. */
export function useOfferDialogs(onChanged: () => void, application?: { id: string; label: string }): OfferDialogsState {
    const translate = useTranslate();
    const toast = useToast();
    const [opened, setOpened] = useState<Offer | null>(null);
    const [creating, setCreating] = useState(false);
    const dialogs = (
        <>
            {opened && (
                <OfferView
                    offer={opened}
                    onClose={() => setOpened(null)}
                    onChanged={next => {
                        setOpened(next);
                        onChanged();
                    }}
                />
            )}
            <OfferDialog
                open={creating}
                {...(application ? { application } : {})}
                onClose={() => setCreating(false)}
                onSaved={(offer, message) => {
                    setCreating(false);
                    toast.success(message ?? translate('ats.offers.saved'));
                    setOpened(offer);
                    onChanged();
                }}
            />
        </>
    );
    return { open: setOpened, create: () => setCreating(true), dialogs };
}
