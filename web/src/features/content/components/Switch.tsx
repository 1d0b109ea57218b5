import { clsx } from 'clsx';
import styles from './Switch.module.scss';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Drawn faded (e.g. while the browser blocks the channel) yet still operable. */
  dimmed?: boolean;
}

/** An on/off switch: a button with role="switch", so Space and Enter toggle it and readers say "on"/"off". */
export function Switch({ label, checked, onChange, dimmed = false }: SwitchProps) {
  const classes = clsx(styles.switch, checked && styles.on, dimmed && styles.dimmed);
  // A raw button: drawn as a track and knob, not as a button.
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={classes}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.knob} />
    </button>
  );
}
