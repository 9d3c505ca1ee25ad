import { useId } from 'react';
import { formatMessage, useDisclosure } from '@portail/ui';
import type { JukeboxContent } from '../jukebox/types.ts';
import { playerMessages as t } from '../messages.fr.ts';
import { Icon } from './icons.tsx';

export interface PlayerQueueProps {
  contents: JukeboxContent[];
  currentIndex: number;
  open: boolean;
  onToggle(): void;
  onPlay(index: number): void;
}

/** The jukebox queue as a disclosure: a button that shows or hides the list of items; Escape, with
 * the focus in the queue, hides it and gives the focus back to the button. */
export function PlayerQueue({ contents, currentIndex, open, onToggle, onPlay }: PlayerQueueProps) {
  const listId = useId();
  const [rootRef, triggerProps] = useDisclosure(open, onToggle, listId, {});

  return (
    <div className="player-dock__queue" ref={rootRef}>
      <button {...triggerProps} className="player-dock__queue-toggle" onClick={onToggle}>
        <Icon name="queue" />
        <span className="player-dock__queue-label">{formatMessage(t.queue, { count: contents.length })}</span>
      </button>
      <ol id={listId} className="player-dock__queue-list popover" aria-label={t.queueList} hidden={!open}>
        {contents.map((content, index) => {
          const title = content.title ?? t.untitled;
          const current = index === currentIndex;
          return (
            <li key={`${content.globalId.contentTypeId}-${content.globalId.id}-${index}`}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                aria-label={formatMessage(t.playItem, { title })}
                onClick={() => onPlay(index)}
              >
                {title}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
