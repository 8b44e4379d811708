import { useId, useState } from 'react';
import { MAX_LEVEL } from '../../../shared/levels';
import { calculateXp } from '../../features/xp/xp-calculator';
import { TextField } from '../../ui/TextField';
import '../info/info.css';
import './xp.css';
import { titled } from '../../lib/brand';

const number = new Intl.NumberFormat('en-US');
const toNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** XP calculator: current level and XP plus a wager → level reached and XP left. */
export default function XpCalculatorPage() {
  const [level, setLevel] = useState('0');
  const [xp, setXp] = useState('0');
  const [wager, setWager] = useState('1000');
  const resultId = useId();
  const result = calculateXp({
    level: toNumber(level),
    xpIntoLevel: toNumber(xp),
    wagerGems: toNumber(wager),
  });
  const percent = Math.round(result.end.progress * 100);
  const atCap = result.end.level >= MAX_LEVEL;

  return (
    <div className="info-page">
      <title>{titled('XP calculator')}</title>
      <header className="info-page__head">
        <p className="info-page__eyebrow">Levels</p>
        <h1 className="info-page__title">XP calculator</h1>
        <p className="info-page__lead">
          Every 1.00 gem you wager earns 1 XP. Enter where you are now and how much you plan to
          wager to see the level you will reach.
        </p>
      </header>

      <div className="xp-calc">
        <form
          className="xp-calc__form"
          aria-label="Your progress"
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            label="Current level"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_LEVEL}
            step={1}
            value={level}
            onChange={(event) => setLevel(event.target.value)}
            hint={`0 to ${MAX_LEVEL}`}
          />
          <TextField
            label="XP into this level"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={xp}
            onChange={(event) => setXp(event.target.value)}
            hint={`This level takes ${number.format(result.start.next)} XP`}
          />
          <TextField
            label="Wager (gems)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={wager}
            onChange={(event) => setWager(event.target.value)}
          />
        </form>

        <section className="xp-calc__result" aria-labelledby={resultId} aria-live="polite">
          <h2 id={resultId} className="xp-calc__result-title">
            Result
          </h2>
          <dl className="xp-calc__stats">
            <div>
              <dt>XP earned</dt>
              <dd>{number.format(result.gained)}</dd>
            </div>
            <div>
              <dt>Level reached</dt>
              <dd>
                {result.end.level}
                {result.levelsGained > 0 && (
                  <span className="xp-calc__gain"> +{result.levelsGained}</span>
                )}
              </dd>
            </div>
            <div>
              <dt>XP to next level</dt>
              <dd>{atCap ? 'Max level' : number.format(result.toNextLevel)}</dd>
            </div>
          </dl>
          <div className="xp-calc__bar-label">
            <span>Level {result.end.level}</span>
            <span>{atCap ? 'Max' : `Level ${result.end.level + 1}`}</span>
          </div>
          <div
            className="xp-calc__bar"
            role="progressbar"
            aria-label={`Progress through level ${result.end.level}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
          >
            <span className="xp-calc__bar-fill" style={{ width: `${percent}%` }} />
          </div>
        </section>
      </div>
    </div>
  );
}
