'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import buttons from '@/components/ui/buttons.module.css';
import { SALARY_CURRENCIES, SENIORITIES, WORKPLACE_TYPES } from '@/features/offers/options';
import {
  LANGUAGE_LEVELS,
  PREFERENCE_LANGUAGES,
  REQUIRED_PREFERENCE_FIELDS,
  REQUIRED_PREFERENCES,
  SKILL_LEVEL_VALUES,
  type MatchCriterion,
} from '../criteria';
import { mandatoryPreferencesFilledIn, missingRequiredPreferences } from '../filled-in';
import type { PreferencesInput } from '../schemas';
import styles from './preferences-form.module.css';

/** Spec: skill search is debounced 500 ms. */
const SKILL_DEBOUNCE_MS = 500;

export interface PreferencesOptions {
  categories: { id: number; label: string }[];
  cities: { id: number; label: string }[];
  /** Names of the skills already chosen. */
  skillNames: Record<number, string>;
  seniorityLabels: Record<string, string>;
  workplaceLabels: Record<string, string>;
  skillLevelLabels: Record<string, string>;
  languageNames: Record<string, string>;
  matchesHref: string;
}

type FieldErrors = Record<string, string>;

/** The preferences form: each criterion with its "required" switch; the server checks and answers in the visitor's language. */
export function PreferencesForm({ initial, options }: { initial: PreferencesInput; options: PreferencesOptions }) {
  const t = useTranslations('preferences');
  const [p, setP] = useState<PreferencesInput>(initial);
  const [skillNames, setSkillNames] = useState(options.skillNames);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const patch = (next: Partial<PreferencesInput>) => {
    setP((prev) => ({ ...prev, ...next }));
    setStatus('idle');
  };
  const toggleIn = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const save = async () => {
    // Matching and the chat need the required preferences: an empty one is not sent, it is named.
    const missing = missingRequiredPreferences(p);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((c) => [REQUIRED_PREFERENCE_FIELDS[c], t('requiredMissing')])));
      setFormError(t('requiredMissingForm'));
      setStatus('failed');
      return;
    }
    setStatus('saving');
    setErrors({});
    setFormError(null);
    const res = await fetch('/api/v2/user-panel/preferences', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(p),
    }).catch(() => null);
    if (res?.ok) {
      setStatus('saved');
      return;
    }
    const body = (await res?.json().catch(() => null)) as {
      error?: { message: string; fields?: { field: string; message: string }[] };
    } | null;
    setErrors(Object.fromEntries((body?.error?.fields ?? []).map((f) => [f.field, f.message])));
    setFormError(body?.error?.message ?? t('failed'));
    setStatus('failed');
  };
  const errorsUnder = (prefix: string) =>
    Object.entries(errors)
      .filter(([field]) => field === prefix || field.startsWith(`${prefix}.`))
      .map(([, message]) => message);
  const mandatoryIndex = (c: MatchCriterion) => p.mandatory.indexOf(c);

  const section = (criterion: MatchCriterion, field: string, title: string, children: ReactNode) => {
    const messages = [
      ...errorsUnder(field),
      ...(mandatoryIndex(criterion) >= 0 ? errorsUnder(`mandatory.${mandatoryIndex(criterion)}`) : []),
    ];
    return (
      <fieldset className={styles.section} data-testid={`preferences-${criterion}`}>
        <legend className={styles.legend}>
          {title}
          {(REQUIRED_PREFERENCES as readonly string[]).includes(criterion) ? <span aria-hidden="true"> *</span> : null}
        </legend>
        {children}
        <label className={styles.required} title={t('requiredHint')}>
          <input
            type="checkbox"
            checked={p.mandatory.includes(criterion)}
            onChange={() => patch({ mandatory: toggleIn(p.mandatory, criterion) })}
          />
          {t('required')}
        </label>
        {messages.map((m) => (
          <p key={m} className={styles.error} role="alert">
            {m}
          </p>
        ))}
      </fieldset>
    );
  };

  const checkboxes = <T extends string | number>(
    values: readonly T[],
    chosen: T[],
    label: (v: T) => string,
    onChange: (next: T[]) => void,
  ) => (
    <div className={styles.chips}>
      {values.map((v) => (
        <label key={String(v)} className={styles.chip}>
          <input type="checkbox" checked={chosen.includes(v)} onChange={() => onChange(toggleIn(chosen, v))} />
          {label(v)}
        </label>
      ))}
    </div>
  );

  const filled = mandatoryPreferencesFilledIn(p);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className={filled ? styles.done : styles.hint} data-testid="preferences-filled-in">
        {filled ? t('filledInDone') : t('filledIn')}
      </p>
      {section(
        'categories',
        'categoryIds',
        t('categories'),
        checkboxes(
          options.categories.map((c) => c.id),
          p.categoryIds,
          (id) => options.categories.find((c) => c.id === id)?.label ?? String(id),
          (categoryIds) => patch({ categoryIds }),
        ),
      )}
      {section(
        'seniority',
        'seniorities',
        t('seniority'),
        checkboxes(
          SENIORITIES,
          p.seniorities,
          (s) => options.seniorityLabels[s] ?? s,
          (seniorities) => patch({ seniorities }),
        ),
      )}
      {section(
        'salary',
        'salaryExpectation',
        t('salary'),
        <div className={styles.row}>
          <label className={styles.field}>
            {t('salaryAmount')}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={500}
              value={p.salaryExpectation ?? ''}
              onChange={(e) => patch({ salaryExpectation: e.target.value === '' ? null : Number(e.target.value) })}
              aria-invalid={errorsUnder('salaryExpectation').length > 0}
              data-testid="salary-expectation"
            />
          </label>
          <label className={styles.field}>
            {t('currency')}
            <select
              value={p.salaryCurrency}
              onChange={(e) => patch({ salaryCurrency: e.target.value as PreferencesInput['salaryCurrency'] })}
            >
              {SALARY_CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
        </div>,
      )}
      {section(
        'workplace',
        'workplaceTypes',
        t('workplace'),
        checkboxes(
          WORKPLACE_TYPES,
          p.workplaceTypes,
          (w) => options.workplaceLabels[w] ?? w,
          (workplaceTypes) => patch({ workplaceTypes }),
        ),
      )}
      {section(
        'skills',
        'skills',
        t('skills'),
        <SkillPicker
          chosen={p.skills}
          names={skillNames}
          levelLabels={options.skillLevelLabels}
          onChange={(skills, names) => {
            patch({ skills });
            if (names) setSkillNames((prev) => ({ ...prev, ...names }));
          }}
        />,
      )}
      {section(
        'cities',
        'cityIds',
        t('cities'),
        <ListPicker
          label={t('chooseCity')}
          addLabel={t('addCity')}
          options={options.cities.map((c) => ({ value: String(c.id), label: c.label }))}
          chosen={p.cityIds.map(String)}
          onChange={(ids) => patch({ cityIds: ids.map(Number) })}
        />,
      )}
      {section(
        'languages',
        'languages',
        t('languages'),
        <LanguagePicker
          chosen={p.languages}
          names={options.languageNames}
          onChange={(languages) => patch({ languages })}
        />,
      )}
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={status === 'saving'} data-testid="save-preferences">
          {status === 'saving' ? t('saving') : t('save')}
        </button>
        {status === 'saved' ? (
          <p role="status" className={styles.done}>
            {t('saved')} <a href={options.matchesHref}>{t('seeMatches')}</a>
          </p>
        ) : null}
      </div>
    </form>
  );
}

function SkillPicker({
  chosen,
  names,
  levelLabels,
  onChange,
}: {
  chosen: PreferencesInput['skills'];
  names: Record<number, string>;
  levelLabels: Record<string, string>;
  onChange: (skills: PreferencesInput['skills'], names?: Record<number, string>) => void;
}) {
  const t = useTranslations('preferences');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ id: number; name: string }[] | null>(null);
  useEffect(() => {
    if (query.trim().length < 1) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v1/skills?pageSize=8&search=${encodeURIComponent(query.trim())}`, { signal: controller.signal })
        .then((res) => (res.ok ? res.json() : { data: [] }))
        .then((body: { data: { id: number; name: string }[] }) => setFound(body.data))
        .catch(() => {});
    }, SKILL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  const add = (skill: { id: number; name: string }) => {
    if (!chosen.some((s) => s.skillId === skill.id))
      onChange([...chosen, { skillId: skill.id, level: 3 }], { [skill.id]: skill.name });
    setQuery('');
    setFound(null);
  };
  return (
    <div className={styles.picker}>
      <ul className={styles.chosen}>
        {chosen.map((s, i) => {
          const name = names[s.skillId] ?? String(s.skillId);
          return (
            <li key={s.skillId}>
              <span>{name}</span>
              <select
                aria-label={t('skillLevel', { skill: name })}
                value={s.level}
                onChange={(e) =>
                  onChange(chosen.map((x, j) => (j === i ? { ...x, level: Number(e.target.value) } : x)))
                }
              >
                {SKILL_LEVEL_VALUES.map((level) => (
                  <option key={level} value={level}>
                    {level} – {levelLabels[level]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('removeSkill', { name })}
                onClick={() => onChange(chosen.filter((x) => x.skillId !== s.skillId))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <label className={styles.field}>
        {t('skillSearch')}
        <input
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            if (!e.target.value.trim()) setFound(null);
          }}
          autoComplete="off"
          data-testid="skill-search"
        />
      </label>
      {found && query.trim() ? (
        found.length ? (
          <ul className={styles.suggestions}>
            {found.map((skill) => (
              <li key={skill.id}>
                <button type="button" onClick={() => add(skill)}>
                  {skill.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>{t('noSkillFound')}</p>
        )
      ) : null}
    </div>
  );
}

function ListPicker({
  label,
  addLabel,
  options,
  chosen,
  onChange,
}: {
  label: string;
  addLabel: string;
  options: { value: string; label: string }[];
  chosen: string[];
  onChange: (values: string[]) => void;
}) {
  const t = useTranslations('preferences');
  const [pick, setPick] = useState('');
  const nameOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <div className={styles.picker}>
      <ul className={styles.chosen}>
        {chosen.map((v) => (
          <li key={v}>
            <span>{nameOf(v)}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={t('remove', { name: nameOf(v) })}
              onClick={() => onChange(chosen.filter((x) => x !== v))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <label className={styles.field}>
          {label}
          <select value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="" />
            {options
              .filter((o) => !chosen.includes(o.value))
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </select>
        </label>
        <button
          type="button"
          className={buttons.secondary}
          disabled={!pick}
          onClick={() => {
            onChange([...chosen, pick]);
            setPick('');
          }}
        >
          {addLabel}
        </button>
      </div>
    </div>
  );
}

function LanguagePicker({
  chosen,
  names,
  onChange,
}: {
  chosen: PreferencesInput['languages'];
  names: Record<string, string>;
  onChange: (languages: PreferencesInput['languages']) => void;
}) {
  const t = useTranslations('preferences');
  const [code, setCode] = useState('');
  const [level, setLevel] = useState<(typeof LANGUAGE_LEVELS)[number]>('b2');
  return (
    <div className={styles.picker}>
      <ul className={styles.chosen}>
        {chosen.map((l) => (
          <li key={l.code}>
            <span>
              {names[l.code] ?? l.code} · {l.level.toUpperCase()}
            </span>
            <button
              type="button"
              className={styles.remove}
              aria-label={t('remove', { name: names[l.code] ?? l.code })}
              onClick={() => onChange(chosen.filter((x) => x.code !== l.code))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <label className={styles.field}>
          {t('language')}
          <select value={code} onChange={(e) => setCode(e.target.value)}>
            <option value="" />
            {PREFERENCE_LANGUAGES.filter((c) => !chosen.some((l) => l.code === c)).map((c) => (
              <option key={c} value={c}>
                {names[c] ?? c}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('languageLevel')}
          <select value={level} onChange={(e) => setLevel(e.target.value as typeof level)}>
            {LANGUAGE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={buttons.secondary}
          disabled={!code}
          onClick={() => {
            onChange([...chosen, { code, level }]);
            setCode('');
          }}
        >
          {t('addLanguage')}
        </button>
      </div>
    </div>
  );
}
