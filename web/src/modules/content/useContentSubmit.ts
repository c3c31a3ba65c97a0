import type { FormikErrors, FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PostStatus } from '@vdp/shared/content/content.constants';
import { useToast } from '../../components/toast/ToastContext';
import type { MessageId } from '../../i18n/messages';
import { fieldErrorsOf } from './contentErrors';
import type { ContentValues } from './contentForm';

interface ContentSubmitOptions<V extends ContentValues, S extends { id: string }> {
  isNew: boolean;
  initialStatus: PostStatus;
  /** Creates or updates with the form and the status asked for; the saved text, or nothing. */
  save: (form: V, status: PostStatus) => Promise<S | null | undefined>;
  valuesOf: (saved: S) => V;
  /** Where a new text goes once saved (its edit route). */
  editPath: (id: string) => string;
  messages: { saved: MessageId; saveFailed: MessageId };
}

/**
 * What the post and page editors do on save (spec 001 §2): the status asked for by Save Draft,
 * Publish or Save, the saved values as the new starting point, a toast, a new text to its edit
 * route, the server's field errors on their fields.
 */
export function useContentSubmit<V extends ContentValues, S extends { id: string }>(options: ContentSubmitOptions<V, S>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const requested = useRef<PostStatus>(options.initialStatus);

  const submit = async (form: V, helpers: FormikHelpers<V>) => {
    try {
      const saved = await options.save(form, requested.current);
      if (!saved) throw new Error('no answer');
      helpers.resetForm({ values: options.valuesOf(saved) });
      toast({ variant: 'success', title: intl.formatMessage({ id: options.messages.saved }) });
      if (options.isNew) navigate(options.editPath(saved.id), { replace: true });
    } catch (error) {
      helpers.setErrors(fieldErrorsOf(error) as FormikErrors<V>);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.toast.error' }),
        description: intl.formatMessage({ id: options.messages.saveFailed }),
      });
    }
  };

  /** An editor action's save: remembers the status it asks for, then submits. */
  const saveWith = (status: PostStatus, submitForm: () => Promise<unknown>) => {
    requested.current = status;
    void submitForm();
  };

  return { submit, saveWith };
}
