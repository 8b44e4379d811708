import type { Xp, XpBoost } from '../../../shared/contract/users';
import { openModal } from '../modals/modal-store';
import { selectUser, useSession } from '../session/session-store';
import { MenuItem } from '../../ui/MenuItem';
import { TooltipBubble } from '../../ui/Tooltip';
import { useTooltip } from '../../ui/use-tooltip';
import './xp.css';

const whole = new Intl.NumberFormat('en-US');

/** The bar's tooltip: the XP behind the percentage, e.g. '1,234 / 2,000 XP to level 4'. */
export function xpProgressText(xp: Xp): string {
  if (xp.next === 0) return `Level ${xp.level}: the top level`;
  return `${whole.format(xp.current)} / ${whole.format(xp.next)} XP to level ${xp.level + 1}`;
}

/**
 * The header's level and progress, live from `user.xp-updated`; opens the TOP_LEVELS table.
 * On a narrow phone the header has no room for it: a thin strip along the header's edge
 * shows the progress, and the account menu's "Levels" item opens the table.
 */
export function XpBar({ xp, boost = null }: { xp: Xp; boost?: XpBoost | null }) {
  const percent = Math.round(xp.progress * 100);
  const boostLabel = boost ? xpBoostLabel(boost) : '';
  const tip = useTooltip({ placement: 'bottom' });
  return (
    <>
      <button
        type="button"
        className="xp-bar"
        data-testid="header-xp"
        aria-label={`Level ${xp.level}, ${percent}% to the next level.${boostLabel ? ` ${boostLabel}.` : ''} Show all levels`}
        {...tip.reference({ onClick: () => void openModal('TOP_LEVELS', {}) })}
      >
        <span className="xp-bar__level" aria-hidden="true">
          {xp.level}
        </span>
        {boost && (
          <span className="xp-bar__boost" data-testid="header-xp-boost" aria-hidden="true">
            {formatBoost(boost.multiplier)}
          </span>
        )}
        <span
          className="xp-bar__track"
          role="progressbar"
          aria-hidden="true"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="xp-bar__fill" style={{ transform: `scaleX(${xp.progress})` }} />
        </span>
      </button>
      <TooltipBubble tip={tip}>
        {xpProgressText(xp)}
        {boostLabel && <span className="xp-bar__tip-boost">{boostLabel}</span>}
      </TooltipBubble>
      <span className="xp-strip" aria-hidden="true">
        <span className="xp-bar__fill" style={{ transform: `scaleX(${xp.progress})` }} />
      </span>
    </>
  );
}

const until = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });

/** 1.5 -> '1.5x', 2 -> '2x'. */
export function formatBoost(multiplier: number): string {
  return `${Number(multiplier.toFixed(2))}x`;
}

/** What the bar says of an active boost: its factor and when it ends (local time). */
export function xpBoostLabel(boost: XpBoost): string {
  return `XP boost ${formatBoost(boost.multiplier)} until ${until.format(new Date(boost.endsAt))}`;
}

/** The account menu's way to the levels table, naming the player's level. */
export function LevelsMenuItem() {
  const xp = useSession(selectUser)?.xp;
  if (!xp) return null;
  return (
    <MenuItem label="Levels" onSelect={() => void openModal('TOP_LEVELS', {})}>
      Levels (you are level {xp.level})
    </MenuItem>
  );
}
