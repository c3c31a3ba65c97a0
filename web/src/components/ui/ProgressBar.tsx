import styled from 'styled-components';

export type ProgressTone = 'success' | 'warning' | 'destructive';

const Track = styled.div<{ $thickness: number; $tone?: ProgressTone }>`
  height: ${({ $thickness }) => $thickness}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  div {
    height: 100%;
    background: ${({ theme, $tone }) => ($tone ? theme.colors[$tone] : theme.gradients.button)};
    transition: width ${({ theme }) => theme.motion.base};
  }
`;

interface ProgressBarProps {
  /** 0 to 100 (clamped). */
  percent: number;
  /** The accessible name. */
  label: string;
  /** Height in pixels. */
  thickness?: number;
  /** A status colour instead of the brand gradient (e.g. a score's level). */
  tone?: ProgressTone;
}

/** A horizontal progress bar with the progressbar role and its value for screen readers. */
export function ProgressBar({ percent, label, thickness = 8, tone }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <Track
      $thickness={thickness}
      $tone={tone}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <div style={{ width: `${value}%` }} />
    </Track>
  );
}
