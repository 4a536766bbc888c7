import classes from './layout/site.module.css';

/**
 * A field people never see nor reach, which form-filling robots do fill: the server accepts such a
 * form without keeping it, so the robot learns nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}
