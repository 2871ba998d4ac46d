import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { EMPLOYMENT_TYPES, SENIORITIES, WORKING_TIMES, WORKPLACE_TYPES } from '../options';
import { LOCALIZED_KEYS, type OfferFilters } from '../search-params';
import { LocationFields } from './filters/location-fields';
import { SalaryRange } from './filters/salary-range';
import styles from './list-page.module.css';
import { ListSearchField } from './search/list-search-field';
import { skillIconId } from '@/lib/skill-icons';

/** The fields of the list's filter panel (inside LiveFilterForm): words, place, category, sort and the rest. */
export async function ListFilterFields(props: {
  locale: Locale;
  filters: OfferFilters;
  cities: { slug: string; label: string; top: boolean }[];
  location: string;
  categories: { id: number; seoSlug: string; labels: Record<Locale, string>; isStatic: boolean }[];
  sortChoice: string;
  sortLabels: Record<string, string>;
  sliderMax: number;
  moreOpen: boolean;
}) {
  const { locale, filters: f } = props;
  const [t, options] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
  ]);
  const key = (name: keyof typeof LOCALIZED_KEYS) => LOCALIZED_KEYS[name][locale];
  return (
    <>
      <div className={styles.panelHead}>
        <h2>{t('filters')}</h2>
        <a href="#" className={styles.close}>
          {t('closeFilters')}
        </a>
      </div>
      <ListSearchField
        filters={f}
        locale={locale}
        label={t('keyword')}
        skillIcons={Object.fromEntries(f.skills.map((name) => [name, skillIconId(name)]))}
      />
      <LocationFields cities={props.cities} location={props.location} radiusKm={f.radiusKm} />
      {/*
        Category, sort and "with salary" have their controls above the list on wide screens (the category
        chips, the sort and the switch): there the panel's ones are not shown, but stay in the form so that
        it keeps them. On phones the panel is a full-screen sheet over those controls, so it holds its own.
      */}
      <label className={`${styles.field} ${styles.sheetOnly}`}>
        <span>{t('category')}</span>
        <select name="category" defaultValue={f.category ?? ''}>
          <option value="">{t('allCategories')}</option>
          {props.categories
            .filter((c) => !c.isStatic)
            .map((c) => (
              <option key={c.id} value={c.seoSlug}>
                {c.labels[locale]}
              </option>
            ))}
        </select>
      </label>
      <label className={`${styles.field} ${styles.sheetOnly}`}>
        <span>{t('sort')}</span>
        <select name="sort" defaultValue={props.sortChoice}>
          {Object.entries(props.sortLabels).map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className={`${styles.check} ${styles.sheetOnly}`}>
        <input type="checkbox" name={key('withSalary')} value="true" defaultChecked={f.withSalary} />
        <span>{t('withSalary')}</span>
      </label>
      <details className={styles.more} open={props.moreOpen}>
        <summary>{t('moreFilters')}</summary>
        <CheckboxGroup
          legend={t('experience')}
          name={key('experienceLevels')}
          options={SENIORITIES.map((v) => ({ value: v, label: options(`seniority.${v}`) }))}
          checked={f.experienceLevels}
        />
        <CheckboxGroup
          legend={t('employmentType')}
          name={key('employmentTypes')}
          options={EMPLOYMENT_TYPES.filter((v) => v !== 'any').map((v) => ({
            value: v,
            label: options(`employmentType.${v}`),
          }))}
          checked={f.employmentTypes}
        />
        <CheckboxGroup
          legend={t('workplace')}
          name={key('workplaceTypes')}
          options={WORKPLACE_TYPES.map((v) => ({ value: v, label: options(`workplaceType.${v}`) }))}
          checked={f.workplaceTypes}
        />
        <CheckboxGroup
          legend={t('workingTime')}
          name={key('workingTimes')}
          options={WORKING_TIMES.map((v) => ({ value: v, label: options(`workingTime.${v}`) }))}
          checked={f.workingTimes}
        />
        <SalaryRange salary={f.salary} currency={f.currency} sliderMax={props.sliderMax} />
        <label className={styles.check}>
          <input type="checkbox" name={key('ukraineFriendly')} value="true" defaultChecked={f.ukraineFriendly} />
          <span>{t('ukraineFriendly')}</span>
        </label>
      </details>
    </>
  );
}

/** One multi-select filter as checkboxes; values are written as URL slugs (underscores → hyphens). */
function CheckboxGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked: readonly string[];
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.check}>
          <input
            type="checkbox"
            name={name}
            value={o.value.replace(/_/g, '-')}
            defaultChecked={checked.includes(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
