import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { accountAvatarMessages, ErrorSummary, messages, StatusType, type StatusMessage } from '@portail/ui';
import { useStore } from '@portail/state';
import { ApiError } from '@portail/http/api-client';
import { useAccount } from '../context.ts';
import { withKeptQuery } from '../router/kept-query.ts';
import { avatarSizeError, avatarTypeError } from './avatar-checks.ts';

const text = accountAvatarMessages;
const FILE_FIELD_ID = 'avatar-file';

// The image code (decoding, square crop on a canvas) loads with the first photo chosen.
const prepareAvatar = (file: File) =>
  import('./prepare-avatar.ts').then((module) => module.prepareAvatar(file));
const canDecodeImage = (file: File) =>
  import('./prepare-avatar.ts').then((module) => module.canDecodeImage(file));

/**
 * What the status bar says of a failed upload (SPEC.md §8: the server's message and code). The
 * mapping's code (errors/server-error-mapping.ts, with the field messages it reads) loads beside
 * the upload, not with the page; when it cannot load either, the catalogue's unknown error.
 */
function uploadFailureText(): (error: unknown) => Promise<StatusMessage> {
  const mapping = import('../errors/server-error-mapping.ts');
  mapping.catch(() => undefined);
  return (error) =>
    mapping.then(
      (module) => module.mapAvatarUploadError(error),
      () => ({ statusText: messages.status.unknownError, statusType: StatusType.error }),
    );
}

export interface AvatarPageProps {
  /** The crop-and-downscale step (tests give a fake; jsdom has no canvas). */
  prepare?: (file: File) => Promise<Blob>;
  /** Whether the preview can show the file (tests give a fake; jsdom decodes no image). */
  decodes?: (file: File) => Promise<boolean>;
}

/** /avatar: choose, preview, check, square and upload the profile photo with visible progress. */
export function AvatarPage({ prepare = prepareAvatar, decodes = canDecodeImage }: AvatarPageProps) {
  const { api, member, router, statusBar } = useAccount();
  const picture = useStore(member, (state) => (state.status === 'connected' ? state.profile.picture : null));
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string | null } | null>(null);
  // Each choice gets a number: the answer of an older choice's decoding is ignored.
  const choice = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();

  const previewUrl = chosen?.previewUrl ?? null;
  // The preview's blob URL lives until the next choice or the page's end.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  // The member on screen takes the new photo (the member store keeps the profile this makes).
  const showPicture = (next: string | null) => {
    const state = member.getState();
    if (state.status === 'connected')
      member.dispatch({ type: 'member/profileReplaced', profile: { ...state.profile, picture: next } });
  };

  const fail = (message: string) => {
    setError(message);
    setAttempt((count) => count + 1);
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const current = ++choice.current;
    setError(null);
    setChosen(null);
    if (!file) return;
    const typeError = avatarTypeError(file);
    if (typeError) {
      fail(typeError);
      return;
    }
    // Chosen at once, so that a press of « Téléverser » before the preview is ready sends it; a file
    // the browser cannot read gets no preview (a broken image), but may still be sent.
    setChosen({ file, previewUrl: null });
    const readable = await decodes(file);
    if (current !== choice.current || !readable) return;
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    if (!chosen) {
      fail(text.required);
      return;
    }
    const prepared = await prepare(chosen.file);
    const sizeError = avatarSizeError(prepared);
    if (sizeError) {
      fail(sizeError);
      return;
    }
    setProgress(0);
    const failureText = uploadFailureText();
    const from = router.location().pathname;
    try {
      const result = await api.uploadAvatar(prepared, setProgress);
      if (result.picture) showPicture(result.picture);
      else
        void api.getProfile().then(
          (profile) => showPicture(profile.picture ?? null),
          () => undefined,
        );
      statusBar.success(text.saved);
      choice.current++; // a preview still being read is of a photo already sent
      setChosen(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (uploadError) {
      statusBar.show(await failureText(uploadError));
      // No answer within the time-out of every request (the member-API client's): the photo may not
      // have arrived; it stays chosen, to be sent again.
      if (uploadError instanceof ApiError && uploadError.code === 'API_TIMEOUT') return;
      // a member who went to another page during the upload stays there (the status bar says it)
      if (router.location().pathname !== from) return;
      router.navigate(withKeptQuery('/', router.location().search));
    } finally {
      setProgress(null);
    }
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <>
      <h1>{text.heading}</h1>
      <div className="avatar-layout">
        <figure className="avatar-figure">
          {picture ? (
            <img className="avatar-image" src={picture} alt={text.current} width={160} height={160} />
          ) : (
            <p className="avatar-empty">{text.none}</p>
          )}
        </figure>
        <form className="avatar-form" noValidate onSubmit={onSubmit}>
          <ErrorSummary
            errors={error ? [{ fieldId: FILE_FIELD_ID, message: error }] : []}
            focusKey={attempt}
          />
          <div className={error ? 'field field-invalid' : 'field'}>
            <label className="field-label" htmlFor={FILE_FIELD_ID}>
              {text.choose}
            </label>
            <p id={hintId} className="field-hint">
              {text.chooseHint}
            </p>
            {error ? (
              <p id={errorId} className="field-error">
                {error}
              </p>
            ) : null}
            <input
              ref={inputRef}
              id={FILE_FIELD_ID}
              className="field-file"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => void onChoose(event)}
            />
          </div>
          {previewUrl ? (
            <figure className="avatar-preview">
              <img className="avatar-image" src={previewUrl} alt={text.preview} width={160} height={160} />
              <figcaption>{text.preview}</figcaption>
            </figure>
          ) : null}
          {progress !== null ? (
            <div className="avatar-progress">
              <label htmlFor="avatar-progress">{text.uploading}</label>
              <progress id="avatar-progress" max={100} value={Math.round(progress * 100)}>
                {Math.round(progress * 100)} %
              </progress>
            </div>
          ) : null}
          <button
            type="submit"
            className="button button-primary"
            aria-disabled={progress !== null || undefined}
          >
            {text.upload}
          </button>
        </form>
      </div>
    </>
  );
}
