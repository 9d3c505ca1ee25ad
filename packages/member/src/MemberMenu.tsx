import { useEffect, useRef, useState } from 'react';
import { useStore } from '@portail/state';
import { messages, signInUnavailable, useDisclosure } from '@portail/ui';
import { initialsOf } from './initials.ts';
import type { MemberSession } from './member-session.ts';

export interface MemberMenuProps {
  session: Pick<MemberSession, 'store' | 'signIn' | 'signUp' | 'signOut'>;
  /** The account centre's origin; « Mon compte » links to its home page. */
  accountOrigin: string;
  /** Prefix of the element ids. */
  idPrefix?: string;
  /**
   * The member this tab last saw connected (the app keeps it, e.g. in sessionStorage `authState`):
   * shown while the account state is being settled instead of an empty place, so that the header
   * does not flicker on every page; replaced by the real state as soon as it is known.
   */
  remembered?: RememberedMember | null;
}

export interface RememberedMember {
  name: string;
  picture: string | null;
}

/**
 * The header's member area. Anonymous visitors get « Se connecter » and « Créer un compte »; a
 * connected member gets a disclosure button with their photo (or initials) and name, opening
 * « Mon compte » and « Se déconnecter ». Esc, a click outside or leaving it with Tab closes the
 * menu; Esc gives focus back to the button.
 */
export function MemberMenu({
  session,
  accountOrigin,
  idPrefix = 'member-menu',
  remembered = null,
}: MemberMenuProps) {
  const phase = useStore(session.store, (state) => state.phase);
  const name = useStore(session.store, (state) => state.user.name);
  const picture = useStore(session.store, (state) => state.profile?.picture ?? null);
  const [open, setOpen] = useState(false);
  // A press whose provider page could not open (the sign-in client's code did not load: offline, a
  // redeploy): said under the buttons until a press elsewhere or Escape; a new press tries again.
  const [failed, setFailed] = useState(false);
  const failure = useRef<HTMLParagraphElement>(null);
  const leave = (go: () => Promise<void>) => {
    setFailed(false);
    go().catch(() => setFailed(true));
  };
  useEffect(() => {
    if (!failed) return;
    const hide = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !failure.current?.contains(event.target as Node)
      )
        setFailed(false);
    };
    document.addEventListener('pointerdown', hide);
    document.addEventListener('keydown', hide);
    return () => {
      document.removeEventListener('pointerdown', hide);
      document.removeEventListener('keydown', hide);
    };
  }, [failed]);
  const triggerId = `${idPrefix}-trigger`;
  const listId = `${idPrefix}-list`;

  const [rootRef, triggerProps] = useDisclosure(open, setOpen, listId, {
    pressOutside: true,
    focusOut: true,
  });

  const settlingRemembered = phase === 'authenticating' && remembered !== null;
  // While the state settles, the visitor's buttons hold their place unseen (no « Se connecter » flash
  // for a member, and no layout shift for the visitors who are not signed in, the most).
  const pending = (phase === 'authenticating' && !settlingRemembered) || phase === 'signingOut';

  if (pending || (phase !== 'connected' && !settlingRemembered)) {
    return (
      <div
        className={pending ? 'member-menu member-menu-pending' : 'member-menu'}
        aria-busy={pending ? true : undefined}
        aria-hidden={pending ? true : undefined}
        inert={pending}
      >
        <button
          type="button"
          className="button button-secondary member-menu-signin"
          onClick={() => leave(() => session.signIn())}
        >
          {messages.header.signIn}
        </button>
        <button
          type="button"
          className="button button-primary member-menu-signup"
          onClick={() => leave(() => session.signUp())}
        >
          {messages.header.signUp}
        </button>
        {failed ? (
          <p ref={failure} role="alert" className="member-menu-failure popover">
            {signInUnavailable}
          </p>
        ) : null}
      </div>
    );
  }

  const label = (settlingRemembered ? remembered?.name : name) || messages.header.myAccount;
  const photo = settlingRemembered ? (remembered?.picture ?? null) : picture;
  return (
    <div className="member-menu" ref={rootRef}>
      <button
        {...triggerProps}
        id={triggerId}
        className="member-menu-trigger"
        onClick={() => setOpen((value) => !value)}
      >
        {photo ? (
          <img className="member-avatar" src={photo} alt="" width={32} height={32} />
        ) : (
          <span className="member-avatar member-avatar-initials" aria-hidden="true">
            {initialsOf(label)}
          </span>
        )}
        <span className="member-name">{label}</span>
      </button>
      <ul id={listId} className="member-menu-list popover" hidden={!open}>
        {/* Phones show only the photo on the button: the name heads the open menu there. */}
        <li className="member-menu-who">{label}</li>
        <li>
          <a className="member-menu-item" href={`${accountOrigin}/`}>
            {messages.header.myAccount}
          </a>
        </li>
        <li>
          <button
            type="button"
            className="member-menu-item"
            onClick={() => {
              setOpen(false);
              void session.signOut();
            }}
          >
            {messages.header.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
