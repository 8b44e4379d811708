import { CopyButton } from './CopyButton';

/** A labelled seed, hash or nonce, in monospace, with a copy button. */
export function SeedValue({
  label,
  value,
  copy = true,
}: {
  label: string;
  value: string;
  copy?: boolean;
}) {
  return (
    <div className="seed-value">
      <dt className="seed-value__label">{label}</dt>
      <dd className="seed-value__row">
        <code className="seed-value__code">{value}</code>
        {copy && <CopyButton value={value} label={label.toLowerCase()} />}
      </dd>
    </div>
  );
}
