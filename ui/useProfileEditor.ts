/**
 * The own-profile pages of the portals (interviewer, employee): the profile
 * loaded once, its values as typed, errors by field, Save sending only what
 * changed with the version read, and a picture upload with progress that
 * becomes the stored value at once (SPEC.md's profile-image rule) while the
 * fields being edited stay as typed. The name shown in the bar comes from the
 * session cookie, so a saved name or picture goes there too. A Save refused (by the
 * form's checks or the server's) moves the focus to the first field in error
 * (the page gives its form `formRef`); an upload's refusal is said once, under
 * the picture's field.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldErrors } from '../config/contracts/common';
import { session } from '../dataProvider/session';
import { useUpload } from '../dataProvider/upload';
import { errorMessage, fieldErrorsOf } from './errors';
import { useFocusFirstInvalid } from './focusFirstInvalid';
import { useToast } from './toast';

interface EditableProfile {
    version: number;
    first_name: string;
    last_name?: string | null;
    profile_image?: string | null;
}

export interface ProfileEditorSpec<P extends EditableProfile, V extends { profile_image: string }> {
    load: () => Promise<P>;
    valuesOf: (profile: P) => V;
    /** Errors by field (i18n keys or sentences); none to save. `before`: the profile as read, whose unchanged values are not the form's to refuse. */
    validate: (values: V, before: P) => FieldErrors;
    /** Sends the changes of `values` against `before`; answers the saved profile and the server's sentence. */
    save: (before: P, values: V) => Promise<{ profile: P; message?: string }>;
    /** The multipart upload answering `{data: profile, message}`. */
    imagePath: string;
}

export interface ProfileEditor<P, V> {
    profile: P | null;
    values: V | null;
    errors: FieldErrors;
    /** The load's or the last save's failure. */
    failure: string | null;
    saving: boolean;
    /** The picture upload's progress (dataProvider/upload.ts). */
    progress: number;
    /** The page's form, where a refused Save puts the focus. */
    formRef: RefObject<HTMLFormElement | null>;
    set: (field: keyof V & string, value: string) => void;
    submit: () => Promise<void>;
    uploadImage: (file: File) => Promise<void>;
}

export function useProfileEditor<P extends EditableProfile, V extends { profile_image: string }>(spec: ProfileEditorSpec<P, V>): ProfileEditor<P, V> {
    const translate = useTranslate();
    const toast = useToast();
    const [profile, setProfile] = useState<P | null>(null);
    const [values, setValues] = useState<V | null>(null);
    const [errors, setErrors] = useState<FieldErrors>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const { progress, upload } = useUpload();
    const formRef = useRef<HTMLFormElement | null>(null);
    const focusFirstInvalid = useFocusFirstInvalid(formRef);
    const fallback = translate('ats.errors.try_later_bang');

    useEffect(() => {
        spec.load().then(
            loaded => {
                setProfile(loaded);
                setValues(spec.valuesOf(loaded));
            },
            (error: unknown) => setFailure(errorMessage(error, fallback)),
        );
        // Loaded once: the page is the signed-in user's own profile.
    }, []);

    const set = (field: keyof V & string, value: string) => {
        setValues(current => (current ? { ...current, [field]: value } : current));
        setErrors(({ [field]: _gone, ...rest }) => rest);
    };
    const submit = async () => {
        if (!profile || !values) return;
        const found = spec.validate(values, profile);
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length > 0) {
            focusFirstInvalid();
            return;
        }
        setSaving(true);
        try {
            const answer = await spec.save(profile, values);
            setProfile(answer.profile);
            setValues(spec.valuesOf(answer.profile));
            session.keepAccount(answer.profile);
            toast.success(answer.message ?? 'ats.success.profile_updated');
        } catch (error) {
            const fieldErrors = fieldErrorsOf(error);
            if (Object.keys(fieldErrors).length > 0) {
                setErrors(fieldErrors);
                focusFirstInvalid();
            }
            setFailure(errorMessage(error, fallback));
        } finally {
            setSaving(false);
        }
    };
    const uploadImage = async (file: File) => {
        const form = new FormData();
        form.append('file', file);
        setErrors(({ profile_image: _gone, ...rest }) => rest);
        try {
            const { json } = await upload<{ message?: string; data: P }>(spec.imagePath, form);
            // The upload moved the version: later saves send the new one; unsaved edits of other fields stay.
            setProfile(json.data);
            setValues(current => (current ? { ...current, profile_image: json.data.profile_image ?? '' } : spec.valuesOf(json.data)));
            session.keepAccount(json.data);
            toast.success(json.message ?? 'ats.success.profile_updated');
        } catch (error) {
            setErrors(current => ({ ...current, profile_image: fieldErrorsOf(error).file ?? errorMessage(error, fallback) }));
        }
    };
    return { profile, values, errors, failure, saving, progress, formRef, set, submit, uploadImage };
}
