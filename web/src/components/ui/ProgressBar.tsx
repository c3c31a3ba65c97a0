import styled from 'styled-components';

const Track = styled.div<{ $thickness: number }>`
  height: ${({ $thickness }) => $thickness}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  div {
    height: 100%;
    background: ${({ theme }) => theme.gradients.button};
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
}

/** A horizontal progress bar with the progressbar role and its value for screen readers. */
export function ProgressBar({ percent, label, thickness = 8 }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <Track
      $thickness={thickness}
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
