import * as z from 'zod/mini';
import { CLAUSE_FORBIDDEN_TOKENS, CONSENT_PLACEHOLDER, OFFER_FORM_BOUNDS as B } from './config';
import {
  APPLICATION_TYPES,
  COMPANY_SIZES,
  EMPLOYMENT_TYPES,
  LANGUAGE_LEVELS,
  SALARY_CURRENCIES,
  SALARY_TYPES,
  SALARY_UNITS,
  SENIORITIES,
  SKILL_LEVELS,
  WORKING_TIME_UNDETERMINED,
  WORKING_TIMES,
  WORKPLACE_TYPES,
} from './options';
import { forbiddenTokenIn } from '@/lib/company-rules';
import {
  EMAIL,
  has,
  IMG_TAG,
  logoProblem,
  parseAmount,
  richTextIsEmpty,
  urlProblem,
  websiteProblem,
} from './field-rules';
import type { OfferFormMessage } from './form-messages';
import {
  PHONE_PATTERN,
  type FormSalary,
  type OfferFormContext,
  type OfferFormIssue,
  type OfferFormValues,
} from './schema';

/**
 * Every rule of spec 5 over the form values. Pure: the same answer in the browser, on the server
 * and in the assistant. Order of issues follows the form's sections.
 */
export function offerFormIssues(values: OfferFormValues, context: OfferFormContext): OfferFormIssue[] {
  const issues: OfferFormIssue[] = [];
  const full = context.strength === 'full';
  const add = (path: (string | number)[], message: OfferFormMessage, values?: OfferFormIssue['values']) =>
    issues.push(values ? { path, message, values } : { path, message });
  /**
   * A text field: required (full only), trimmed length bounds, then a custom rule. `lengthMessage` words the
   * bounds for a field whose length is part of its format (a phone number), instead of counting characters.
   */
  const text = (
    path: (string | number)[],
    value: string,
    rules: {
      min?: number;
      max?: number;
      required?: boolean;
      lengthMessage?: OfferFormMessage;
      check?: (v: string) => OfferFormMessage | { message: OfferFormMessage; values: OfferFormIssue['values'] } | null;
    },
  ) => {
    const v = value.trim();
    if (v === '') {
      if (full && rules.required !== false) add(path, 'required');
      return;
    }
    if (rules.min !== undefined && v.length < rules.min)
      return rules.lengthMessage ? add(path, rules.lengthMessage) : add(path, 'tooShort', { min: rules.min });
    if (rules.max !== undefined && v.length > rules.max)
      return rules.lengthMessage ? add(path, rules.lengthMessage) : add(path, 'tooLong', { max: rules.max });
    const problem = rules.check?.(v);
    if (typeof problem === 'string') add(path, problem);
    else if (problem) add(path, problem.message, problem.values);
  };
  const option = (path: string, value: string, list: readonly string[]) => {
    if (value === '') {
      if (full) add([path], 'required');
    } else if (!list.includes(value)) add([path], 'invalidOption');
  };

  // Company.
  const logo = logoProblem(values.companyLogo);
  if (logo) add(['companyLogo'], logo);
  else if (full && values.companyLogo === null) add(['companyLogo'], 'required');
  text(['companyName'], values.companyName, { min: B.companyNameMin, max: B.companyNameMax });
  option('companySize', values.companySize, COMPANY_SIZES);
  text(['companyWebsite'], values.companyWebsite, { max: B.companyWebsiteMax, check: websiteProblem });

  // Contact and application.
  option('applicationType', values.applicationType, APPLICATION_TYPES);
  text(['applicationTypeUri'], values.applicationTypeUri, {
    max: B.applicationUriMax,
    check: (v) => {
      if (/\s/.test(v)) return values.applicationType === 'url' ? 'websiteSpaces' : 'invalidEmail';
      if (values.applicationType === 'email') return EMAIL.test(v) ? null : 'invalidEmail';
      if (values.applicationType === 'url') return urlProblem(v);
      return null;
    },
  });
  text(['contactName'], values.contactName, {
    min: B.contactNameMin,
    max: B.contactNameMax,
    check: (v) => (/\S\s+\S/.test(v) ? null : 'contactNameTwoWords'),
  });
  text(['contactEmail'], values.contactEmail, {
    max: B.emailMax,
    check: (v) => (EMAIL.test(v) ? null : 'invalidEmail'),
  });
  text(['contactPhone'], values.contactPhone, {
    required: false,
    min: B.contactPhoneMin,
    max: B.contactPhoneMax,
    lengthMessage: 'invalidPhone',
    check: (v) => (PHONE_PATTERN.test(v) ? null : 'invalidPhone'),
  });

  // Consents and the information clause.
  text(['informationClauseText'], values.informationClauseText, {
    min: B.informationClauseMin,
    max: B.informationClauseMax,
    check: (v) =>
      CLAUSE_FORBIDDEN_TOKENS.some((t) => v.toLowerCase().includes(t)) || forbiddenTokenIn(v)
        ? 'clauseForbiddenToken'
        : null,
  });
  const consent = (enabled: boolean, path: string, value: string) => {
    if (!enabled) return;
    text([path], value, {
      min: B.consentMin,
      max: B.consentMax,
      check: (v) =>
        !v.includes(CONSENT_PLACEHOLDER)
          ? { message: 'consentPlaceholderMissing', values: { placeholder: CONSENT_PLACEHOLDER } }
          : forbiddenTokenIn(v)
            ? 'clauseForbiddenToken'
            : null,
    });
  };
  consent(values.futureConsentEnabled, 'futureConsentText', values.futureConsentText);
  consent(values.customConsentEnabled, 'customConsentText', values.customConsentText);

  // Category.
  const categoryKey = values.jobCategory.trim();
  if (categoryKey === '') {
    if (full) add(['jobCategory'], 'required');
  } else if (context.categories) {
    const main = context.categories.find((c) => c.key === categoryKey && c.parentKey === null);
    if (!main) add(['jobCategory'], 'unknownCategory');
    else {
      const children = context.categories.filter((c) => c.parentKey === categoryKey);
      const sub = values.jobSubcategory.trim();
      if (sub !== '' && !children.some((c) => c.key === sub)) add(['jobSubcategory'], 'unknownCategory');
      else if (sub === '' && children.length > 0 && full) add(['jobSubcategory'], 'subcategoryRequired');
    }
  }

  // Description.
  const description = values.jobDescription;
  if (description.length > B.descriptionMax) add(['jobDescription'], 'tooLong', { max: B.descriptionMax });
  else if (richTextIsEmpty(description)) {
    if (full) add(['jobDescription'], 'descriptionEmpty');
  } else {
    const images = description.match(IMG_TAG) ?? [];
    if (images.length > B.descriptionImagesMax) add(['jobDescription'], 'descriptionTooManyImages');
    else if (images.some((img) => !/src\s*=\s*["']?(data:image\/jpeg[;,]|[^"'\s>]+\.jpe?g(["'?#\s>]|$))/i.test(img)))
      add(['jobDescription'], 'descriptionImageNotJpeg');
  }

  // Locations.
  if (values.locations.length === 0) {
    if (full) add(['locations'], 'required');
  }
  const maxLocations = context.limits?.maxLocationsCount;
  if (maxLocations !== undefined && values.locations.length > maxLocations) add(['locations'], 'tooManyLocations');
  values.locations.forEach((l, i) => {
    text(['locations', i, 'city'], l.city, { max: B.cityMax });
    text(['locations', i, 'street'], l.street, { max: B.streetMax });
    text(['locations', i, 'countryCode'], l.countryCode, {
      check: (v) => (/^[A-Za-z]{2}$/.test(v) ? null : 'invalidOption'),
    });
    const located = typeof l.latitude === 'number' && typeof l.longitude === 'number';
    if (full && !located && l.city.trim() !== '') add(['locations', i, 'city'], 'addressNotFound');
  });

  // Position.
  text(['jobPositionName'], values.jobPositionName, {
    min: B.positionNameMin,
    max: B.positionNameMax,
    check: (v) => {
      const lower = (v.match(/\p{Ll}/gu) ?? []).length;
      const upper = (v.match(/\p{Lu}/gu) ?? []).length;
      if (lower < B.positionNameMinLowercase)
        return { message: 'positionNameLowercase', values: { min: B.positionNameMinLowercase } };
      return lower > upper - B.positionNameUppercaseSlack ? null : 'positionNameUppercase';
    },
  });
  option('jobPositionExperience', values.jobPositionExperience, SENIORITIES);
  const seniorityAllowed = context.limits?.seniority;
  if (
    seniorityAllowed &&
    seniorityAllowed.length > 0 &&
    has(SENIORITIES, values.jobPositionExperience) &&
    !seniorityAllowed.includes(values.jobPositionExperience)
  )
    add(['jobPositionExperience'], 'seniorityNotInPlan');

  // Skills.
  if (full && values.requiredSkills.length < B.skillsRequiredMin) add(['requiredSkills'], 'skillsRequiredMin');
  const seen = new Set<string>();
  for (const list of ['requiredSkills', 'optionalSkills'] as const) {
    if (values[list].length > B.skillsMaxPerList) add([list], 'skillsTooMany', { max: B.skillsMaxPerList });
    values[list].forEach((s, i) => {
      const name = s.name.trim();
      if (name === '') return add([list, i, 'name'], 'required');
      if (name.length > B.skillNameMax) return add([list, i, 'name'], 'tooLong', { max: B.skillNameMax });
      const folded = name.toLocaleLowerCase('pl');
      if (seen.has(folded)) add([list, i, 'name'], 'skillDuplicate');
      seen.add(folded);
      if (!has(SKILL_LEVELS, s.level)) add([list, i, 'level'], 'invalidOption');
    });
  }

  // Working mode.
  option('workingPlace', values.workingPlace, WORKPLACE_TYPES);
  if (values.workingTime === WORKING_TIME_UNDETERMINED) {
    if (full) add(['workingTime'], 'required');
  } else option('workingTime', values.workingTime, WORKING_TIMES);

  // Salary.
  option('salaryCurrency', values.salaryCurrency, SALARY_CURRENCIES);
  option('salaryUnit', values.salaryUnit, SALARY_UNITS);
  const block = (name: 'primarySalary' | 'additionalSalary', s: FormSalary): 'range' | 'empty' | 'bad' => {
    option(`${name}.employmentType`, s.employmentType, EMPLOYMENT_TYPES);
    if (s.employmentType === 'any') {
      if (s.salaryType === '') {
        if (full) add([name, 'salaryType'], 'salaryTypeRequired');
      } else if (!has(SALARY_TYPES, s.salaryType)) add([name, 'salaryType'], 'invalidOption');
    }
    const [from, to] = [parseAmount(s.from), parseAmount(s.to)];
    let bad = false;
    for (const [side, amount] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (amount === null) continue;
      if (Number.isNaN(amount) || amount < 0) {
        add([name, side], 'positiveNumber');
        bad = true;
      } else if (amount > B.salaryMax) {
        add([name, side], 'tooBig', { max: B.salaryMax });
        bad = true;
      }
    }
    if (bad) return 'bad';
    if (from === null && to === null) return 'empty';
    if (from === null || to === null) {
      if (full) add([name, from === null ? 'from' : 'to'], 'salaryRangeIncomplete');
      return 'bad';
    }
    if (from > to) add([name, 'to'], 'salaryFromAboveTo');
    else if (to > B.salaryToMaxFactor * from) add([name, 'to'], 'salaryToTooHigh', { factor: B.salaryToMaxFactor });
    return 'range';
  };
  const primary = block('primarySalary', values.primarySalary);
  if (values.secondSalaryActive) {
    const second = block('additionalSalary', values.additionalSalary);
    const [a, b] = [values.primarySalary.employmentType, values.additionalSalary.employmentType];
    // Two blocks are consistent: two different contracts, both with a range or both without.
    if (a !== '' && a === b) add(['additionalSalary', 'employmentType'], 'salaryBlocksInconsistent');
    else if (full && ((primary === 'range' && second === 'empty') || (primary === 'empty' && second === 'range')))
      add(['additionalSalary', primary === 'range' ? 'from' : 'to'], 'salaryBlocksInconsistent');
  }

  // Languages (entries with neither code nor level are dropped when sent, so they pass).
  const languages = values.languages.filter((l) => l.code.trim() !== '' || l.level.trim() !== '');
  if (languages.length > B.languagesMax) add(['languages'], 'languagesTooMany', { max: B.languagesMax });
  const codes = new Set<string>();
  values.languages.forEach((l, i) => {
    const [code, level] = [l.code.trim().toLowerCase(), l.level.trim().toLowerCase()];
    if (code === '' && level === '') return;
    if (code === '') add(['languages', i, 'code'], 'required');
    else if (!/^[a-z]{2,3}$/.test(code)) add(['languages', i, 'code'], 'invalidOption');
    else if (codes.has(code)) add(['languages', i, 'code'], 'languageDuplicate');
    codes.add(code);
    if (level === '') add(['languages', i, 'level'], 'required');
    else if (!has(LANGUAGE_LEVELS, level)) add(['languages', i, 'level'], 'invalidOption');
  });

  // Expiry (the optional picker: '' = off).
  if (values.expiredAt.trim() !== '') {
    const at = Date.parse(values.expiredAt);
    const now = (context.now ?? new Date()).getTime();
    if (Number.isNaN(at)) add(['expiredAt'], 'invalidDate');
    else if (at < now + B.expiryMinMinutes * 60_000) add(['expiredAt'], 'pastDate');
    else if (at > now + B.expiryMaxDays * 86_400_000) add(['expiredAt'], 'maxDate');
  }
  return issues;
}

/**
 * The zod schema of the form (for zodResolver, the API and the assistant): the values' structure
 * is the `OfferFormValues` type, the rules are `offerFormIssues`.
 */
export function offerFormSchema(context: OfferFormContext) {
  return z
    .custom<OfferFormValues>((v) => typeof v === 'object' && v !== null)
    .check((ctx) => {
      for (const issue of offerFormIssues(ctx.value, context))
        ctx.issues.push({
          code: 'custom',
          message: issue.message,
          path: issue.path,
          input: ctx.value,
          ...(issue.values ? { params: issue.values } : {}),
        });
    });
}
