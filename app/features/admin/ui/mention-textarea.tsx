import { useLayoutEffect, useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import { moveHighlight } from '../../../../domain/catalogue/suggestions';
import { mentionChoices, mentionTypedAt, withMention, type TypedMention } from '../../../../domain/notifications/mention-typing';

export interface MentionableUser {
  username: string;
  /** Null when the user gave no address: named, they are not told. */
  email: string | null;
}

interface MentionTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  users: readonly MentionableUser[];
  /** The author, never proposed: naming oneself tells nobody. */
  me: string | null;
}

const sameMention = (a: TypedMention | null, b: TypedMention | null) => a?.start === b?.start && a?.query === b?.query;

/**
 * A text area that proposes the users as '@name' is typed (docs/decisions/0448-mention-suggestions.md): arrows move
 * in the list, Enter or Tab inserts the name, Escape closes the list only, a click inserts it too.
 */
export function MentionTextarea({ id, value, onChange, users, me, onKeyDown, onBlur, ...textarea }: MentionTextareaProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const caretAfterPick = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const [typed, setTyped] = useState<TypedMention | null>(null);
  const [highlight, setHighlight] = useState(0);
  const choices = typed ? mentionChoices(typed.query, users, me) : [];
  const expanded = choices.length > 0;
  const active = Math.min(highlight, choices.length - 1);

  // The value is controlled: once the chosen name is in it, the caret goes back just after the name.
  useLayoutEffect(() => {
    if (caretAfterPick.current === null || !field.current) return;
    field.current.setSelectionRange(caretAfterPick.current, caretAfterPick.current);
    caretAfterPick.current = null;
  }, [value]);

  // At the foot of a scrolled dialog the list would open out of sight: the dialog scrolls the least that shows it.
  useLayoutEffect(() => {
    if (expanded) list.current?.scrollIntoView({ block: 'nearest' });
  }, [expanded, choices.length]);

  const follow = (element: HTMLTextAreaElement) => {
    const caret = element.selectionStart;
    const next = caret === element.selectionEnd ? mentionTypedAt(element.value, caret) : null;
    if (!sameMention(next, typed)) setHighlight(0);
    setTyped(next);
  };

  const pick = (username: string) => {
    if (!typed) return;
    const next = withMention(value, typed, username);
    caretAfterPick.current = next.caret;
    setTyped(null);
    onChange(next.text);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onKeyDown?.(event);
    if (!expanded || event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight(moveHighlight(active, choices.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(choices[active]!.username);
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog the field is in.
      event.preventDefault();
      setTyped(null);
    }
  };

  return (
    <div className="relative">
      <textarea
        {...textarea}
        ref={field}
        id={id}
        value={value}
        aria-autocomplete="list"
        aria-controls={expanded ? `${id}-mentions` : undefined}
        aria-activedescendant={expanded ? `${id}-mention-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target);
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onKeyDown={keyDown}
        onBlur={(event) => {
          setTyped(null);
          onBlur?.(event);
        }}
      />
      <ul
        ref={list}
        id={`${id}-mentions`}
        role="listbox"
        aria-label="Utilisateurs à mentionner"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 scroll-mb-4 overflow-y-auto rounded-xl border border-ink-600 bg-ink-900 shadow-2xl"
      >
        {choices.map((user, index) => (
          <li
            key={user.username}
            id={`${id}-mention-${index}`}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer flex-wrap items-baseline gap-x-2 px-3 py-2 text-sm ${index === active ? 'bg-brand-600 text-white' : 'text-gray-200 hover:bg-ink-800'}`}
            // Keeps the focus in the text area, where the name goes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(user.username)}
          >
            <span className="font-medium">@{user.username}</span>{' '}
            {!user.email && <span className={`text-xs ${index === active ? 'text-brand-100' : 'text-gray-400'}`}>sans adresse e-mail&nbsp;: ne sera pas prévenu</span>}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? `${choices.length} ${choices.length > 1 ? 'utilisateurs proposés' : 'utilisateur proposé'}` : ''}
      </p>
    </div>
  );
}
