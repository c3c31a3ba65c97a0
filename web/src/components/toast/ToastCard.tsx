import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../icons/icons';
import { Card, Description, DismissButton, Title } from './toast.styles';
import { TOAST_SWIPE_THRESHOLD, type ToastItem } from './toastTypes';

interface ToastCardProps {
  toast: ToastItem;
  onDismiss: () => void;
}

/** One toast: closes after its duration (paused while hovered or focused), on its button, or on a swipe right. */
export function ToastCard({ toast, onDismiss }: ToastCardProps) {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const remaining = useRef(toast.duration);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD) onDismiss();
    else setOffset(0);
  };

  return (
    <Card
      $variant={toast.variant}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </div>
      <DismissButton
        type="button"
        $variant={toast.variant}
        aria-label={intl.formatMessage({ id: 'toast.dismiss' })}
        onClick={onDismiss}
      >
        <CloseIcon size={16} />
      </DismissButton>
    </Card>
  );
}
